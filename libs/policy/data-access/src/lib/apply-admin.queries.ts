/**
 * Reads of 申报项目, 项目申报审核, 补助发放 and 我的补助 (issue 15): query-option builders — what the paged
 * tables and the route prefetches read — and hooks for the details.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { allowanceKeys, adminApplyProjectKeys, projectApplyKeys } from './apply-admin.keys';
import type { AdminApplyProjectListParams, AllowanceListParams, MyAllowanceListParams, ProjectApplyListParams } from './apply-admin.types';

/**
 * One page of 申报项目 (`listAdminApplyProject`, policy:applyProject:list): projects within the caller's
 * data rules, newest first; resolves to `{ list: AdminApplyProjectItem[], total }`.
 */
export function adminApplyProjectListQuery(params: FormQuery<AdminApplyProjectListParams>) {
  const query = compactQuery<AdminApplyProjectListParams>(params);
  return queryOptions({
    queryKey: adminApplyProjectKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/applyProjectList', { params: { query }, signal })),
  });
}

/** One project with its template (`getAdminApplyProjectDetail`); rejects with NOT_FOUND_ENTITY 申报项目不存在. */
export function adminApplyProjectDetailQuery(id: string) {
  return queryOptions({
    queryKey: adminApplyProjectKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/applyProjectDetail', { params: { query: { id } }, signal })),
  });
}

/** {@link adminApplyProjectDetailQuery}; nothing is fetched without an id (a new project). */
export function useAdminApplyProjectDetail(id: string | undefined) {
  return useQuery({ ...adminApplyProjectDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * One page of 项目申报审核 (`listGovProjectApply`, policy:apply:list): submitted declarations to projects
 * the caller's office examines; resolves to `{ list: DeclareItem[], total }`.
 */
export function projectApplyListQuery(params: FormQuery<ProjectApplyListParams>) {
  const query = compactQuery<ProjectApplyListParams>(params);
  return queryOptions({
    queryKey: projectApplyKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/gov/policy/doc/applyList', { params: { query }, signal })),
  });
}

/** One declaration with its project's template (`getGovProjectApplyDetail`); nothing fetched without an id. */
export function useProjectApplyDetail(id: string | undefined) {
  return useQuery({
    queryKey: projectApplyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/gov/policy/doc/applyDetail', { params: { query: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

/** The history of a declaration, oldest first (`listGovProjectExamineLog`); nothing fetched without an id. */
export function useProjectApplyLog(id: string | undefined) {
  return useQuery({
    queryKey: projectApplyKeys.log(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/gov/policy/doc/examineDetail', { params: { query: { declareId: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

/** One page of 补助发放 (`listAllowance`, portal:allowance:list); resolves to `{ list: Allowance[], total }`. */
export function allowanceListQuery(params: FormQuery<AllowanceListParams>) {
  const query = compactQuery<AllowanceListParams>(params);
  return queryOptions({
    queryKey: allowanceKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/allowance/list', { params: { query }, signal })),
  });
}

/** One page of 我的补助 (`listMyAllowance`, QY): the company's records 待发放 and 已发放. */
export function myAllowanceListQuery(params: FormQuery<MyAllowanceListParams>) {
  const query = compactQuery<MyAllowanceListParams>(params);
  return queryOptions({
    queryKey: allowanceKeys.mine(query),
    queryFn: ({ signal }) => unwrap(api.GET('/allowance/my', { params: { query }, signal })),
  });
}
