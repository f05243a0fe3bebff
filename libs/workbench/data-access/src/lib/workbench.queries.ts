/**
 * Query-option builders and hooks of the workbench shell. The builders serve route loaders and
 * components alike; the hooks own their keys (callers may tune options, never the key).
 */
import { type components, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { workbenchKeys } from './workbench.keys';

/**
 * One to-do counter (`PortalWorkTodo`): `todoType` (a stable key such as `declareExamine`),
 * `todoName` (待审核申报), `count` (items, ≥ 0) and `path`, the workbench page listing the items
 * (its menu path; the page's name comes from the menu).
 */
export type WorkTodo = components['schemas']['PortalWorkTodo'];

/**
 * Query options of the caller's to-do counters (`getWorkTodoCount`, `GET /work/todoCount`, any
 * login): only the counters whose page's list permission the caller holds, each counted with the
 * page's own filters and data rules, zeros included, in display order.
 */
export function workTodoCountQuery() {
  return queryOptions({
    queryKey: workbenchKeys.todo.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/work/todoCount', { signal })),
  });
}

/** Tuning a caller of {@link useWorkTodoCount} may pass (not the key or the function). */
export interface WorkTodoTuning {
  /** Refetch period in ms while the page is open (default 60 000; `false`: never). */
  refetchInterval?: number | false;
}

/**
 * The caller's to-do counters, refreshed when the home is shown again, on window focus and every
 * minute (new consultations, declarations and chat requests arrive while the home is open).
 */
export function useWorkTodoCount(tuning: WorkTodoTuning = {}) {
  return useQuery({ ...workTodoCountQuery(), staleTime: 0, refetchInterval: tuning.refetchInterval ?? 60_000 });
}
