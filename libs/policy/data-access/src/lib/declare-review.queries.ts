/** 申报审核 for staff (seeds 001 §7 /dec/declare/*; issue 12): the list's and the detail's query options. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { declareReviewKeys } from './declare-review.keys';
import { type DeclareReviewListParams } from './work.types';

/**
 * Query options of one page of declarations for staff (`listDeclare`, permission dec:declare:list): the
 * submitted declarations within the caller's data rules, newest submission first. Blank filters are
 * dropped (`compactQuery`); resolves to `{ list: DeclareItem[], total }` — the paged table's `query`.
 */
export function declareReviewListQuery(params: FormQuery<DeclareReviewListParams>) {
  const query = compactQuery<DeclareReviewListParams>(params);
  return queryOptions({
    queryKey: declareReviewKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/dec/declare/list', { params: { query }, signal })),
  });
}

/**
 * Query options of one declaration for staff (`getDeclareDetail`): the answers, files, state, examination
 * and the project's template. A declaration outside the caller's data rules rejects (NOT_FOUND_ENTITY 申报不存在).
 */
export function declareReviewDetailQuery(id: string) {
  return queryOptions({
    queryKey: declareReviewKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/dec/declare/detail', { params: { query: { id } }, signal })),
  });
}

/** One declaration for staff ({@link declareReviewDetailQuery}); nothing is fetched without an id. */
export function useDeclareReviewDetail(id: string | undefined) {
  return useQuery({ ...declareReviewDetailQuery(id ?? ''), enabled: Boolean(id) });
}
