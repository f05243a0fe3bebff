/**
 * Policy administration's reads (issue 15; seeds 001 §7 /admin/policy/info/*, /admin/policy/doc/*,
 * /pol/info/*): the query options the workbench tables and dialogs read and the route loaders prefetch.
 * Blank filters are dropped (`compactQuery`) so equal searches share one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUIET_HEADER, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { policyAdminKeys } from './policy-admin.keys';
import type {
  AdminPolicyListParams,
  CityPolicyListParams,
  PolicyFileListParams,
  PolInfoListParams,
  PolInfoNumParams,
} from './policy-admin.types';

/**
 * One page of 政策发布 (`listAdminPolicyInfo`, policy:info:list): every policy within the caller's data
 * rules, newest change first; resolves to `{ list: AdminPolicyListItem[], total }`.
 */
export function adminPolicyListQuery(params: FormQuery<AdminPolicyListParams>) {
  const query = compactQuery<AdminPolicyListParams>(params);
  return queryOptions({
    queryKey: policyAdminKeys.info.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/list', { params: { query }, signal })),
  });
}

/**
 * One page of the policy picker (`listByPolicyTitle`, policy:info:list; seeds 001 §7 remote-paged
 * dropdown, page size 12): policies whose title contains `keyword`, under the policy lists' keys so a
 * policy change refreshes the picker. Resolves to `{ list: AdminPolicyListItem[], total }`.
 */
export function policyTitlePageQuery(params: { page: number; pageSize: number; keyword?: string }) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: policyAdminKeys.info.list({ byTitle: true, ...query }),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/listByPolicyTitle', { params: { query }, signal })),
  });
}

/** One policy for 政策发布's edit form (`getAdminPolicyInfoDetail`); rejects NOT_FOUND_ENTITY 政策不存在. */
export function adminPolicyDetailQuery(id: string) {
  return queryOptions({
    queryKey: policyAdminKeys.info.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/detail', { params: { query: { id } }, signal })),
  });
}

/** {@link adminPolicyDetailQuery}; nothing is fetched without an id (a new policy). */
export function useAdminPolicyDetail(id: string | undefined) {
  return useQuery({ ...adminPolicyDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * The preview of a city-policy sync (`listCityPolicy`, policy:info:sync): the rows of the uploaded
 * spreadsheet (`filePath`) with whether each is already synced. Rejects with the import card's message
 * when the header row was changed (模板表头不能修改或删除…).
 */
export function cityPolicyPreviewQuery(params: FormQuery<CityPolicyListParams>) {
  const query = compactQuery<CityPolicyListParams>(params);
  return queryOptions({
    queryKey: policyAdminKeys.info.cityPreview(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/cityPolicyList', { params: { query }, signal })),
  });
}

/**
 * Reads the preview of the uploaded sheet `filePath` (first 500 rows) quietly — the import card shows
 * a refusal (模板表头不能修改或删除…) under its button instead of a notice. Rejects with `ApiError`.
 */
export function fetchCityPolicyPreview(filePath: string) {
  return unwrap(api.GET('/admin/policy/info/cityPolicyList', { params: { query: { filePath, page: 1, pageSize: 500 } }, headers: { [QUIET_HEADER]: '1' } }));
}

/** One page of 政策文件 (`listByFileName`, policy:doc:list); resolves to `{ list: PolicyFileItem[], total }`. */
export function policyFileListQuery(params: FormQuery<PolicyFileListParams>) {
  const query = compactQuery<PolicyFileListParams>(params);
  return queryOptions({
    queryKey: policyAdminKeys.file.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/doc/listByFileName', { params: { query }, signal })),
  });
}

/** One page of 政策信息库 (`listPolInfo`, pol:info:list); resolves to `{ list: PolInfoItem[], total }`. */
export function polInfoListQuery(params: FormQuery<PolInfoListParams>) {
  const query = compactQuery<PolInfoListParams>(params);
  return queryOptions({
    queryKey: policyAdminKeys.polInfo.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/info/list', { params: { query }, signal })),
  });
}

/** The counts of 政策信息库's tabs (`getPolInfoNum`) for the keyword and issuing-unit filters. */
export function polInfoNumQuery(params: FormQuery<PolInfoNumParams>) {
  const query = compactQuery<PolInfoNumParams>(params);
  return queryOptions({
    queryKey: policyAdminKeys.polInfo.counts(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/info/getNum', { params: { query }, signal })),
  });
}

/** {@link polInfoNumQuery} as a hook. */
export function usePolInfoNum(params: FormQuery<PolInfoNumParams>) {
  return useQuery(polInfoNumQuery(params));
}

/** One policy of 政策信息库 (`viewPolInfo`, pol:info:view): enclosures, examination, states. */
export function polInfoDetailQuery(id: string) {
  return queryOptions({
    queryKey: policyAdminKeys.polInfo.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/info/view', { params: { query: { id } }, signal })),
  });
}

/** {@link polInfoDetailQuery}; nothing is fetched without an id. */
export function usePolInfoDetail(id: string | undefined) {
  return useQuery({ ...polInfoDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/** Who viewed a policy (`getPolView`, 浏览记录), first page of 10, newest first. */
export function usePolViews(polInfoId: string | undefined, page = 1) {
  const query = { polInfoId: polInfoId ?? '', page, pageSize: 10 };
  return useQuery({
    queryKey: policyAdminKeys.polInfo.views(query.polInfoId, { page }),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/info/getPolView', { params: { query }, signal })),
    enabled: Boolean(polInfoId),
  });
}

/**
 * The policy form's dictionaries (`getPolInfoDicValue`): supportMode, policyLevel, policyType,
 * policyTheme as `{ label, value }[]` each, 全部 excluded.
 */
export function usePolicyFormDicts() {
  return useQuery({
    queryKey: policyAdminKeys.dicts(),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/info/getDicValue', { signal })),
    staleTime: 5 * 60_000,
  });
}
