/**
 * Policy administration's writes (issue 15). Each mutation invalidates policy administration's keys
 * and the public policy lists cached in the same browser (a takeup shows in the market at once), then
 * calls the caller's `onSuccess` with the server's message (CONVENTIONS §4, §5). Refusals reject with
 * `ApiError` after the client showed the server's message (BUSINESS_RULE 当前状态不允许该操作 …).
 */
import { type PolicyAction } from '@qifu/policy-rules';
import { formBody, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';

import { policyAdminKeys } from './policy-admin.keys';
import type { AdminPolicyExportParams, AdminPolicyForm, CityPolicySyncForm, PolicyFileForm, PolInfoExamineForm, PolInfoForm } from './policy-admin.types';
import { policyKeys } from './policy.keys';
import type { DownloadedFile, WorkMutationOptions } from './work.types';

/** A policy change makes the management lists and the public policy pages stale. */
const POLICY_ADMIN_KEYS = [policyAdminKeys.all, policyKeys.all];

/** 保存 a policy of 政策发布 (`saveAdminPolicyInfo`): resolves to `{ data: { id }, msg: '保存成功' }`. */
export function useSaveAdminPolicy(options: WorkMutationOptions<{ id: string }, AdminPolicyForm> = {}) {
  return useResourceMutation((body: AdminPolicyForm) => unwrapWithMsg(api.POST('/admin/policy/info/save', { body })), POLICY_ADMIN_KEYS, options);
}

/** The shelf actions of 政策发布 and their operations. */
export type PolicyShelfAction = Extract<PolicyAction, 'takeup' | 'takedown' | 'delete'>;

/**
 * 上架 / 下架 / 删除 one policy (`takeupAdminPolicyInfo`, `takedownAdminPolicyInfo`, `deleteAdminPolicyInfo`),
 * as the policy state table allows; resolves to `{ data: null, msg }` (上架成功, 下架成功, 删除成功).
 */
export function usePolicyShelfAction(action: PolicyShelfAction, options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => {
    if (action === 'takeup') return unwrapWithMsg(api.POST('/admin/policy/info/takeup', { body }));
    if (action === 'takedown') return unwrapWithMsg(api.POST('/admin/policy/info/takedown', { body }));
    return unwrapWithMsg(api.POST('/admin/policy/info/delete', { body }));
  }, POLICY_ADMIN_KEYS, options);
}

/** 批量删除 (`batchDeleteAdminPolicyInfo`, a form body `ids=…&ids=…`): all or nothing; resolves to `{ data: { count }, msg }`. */
export function useBatchDeletePolicies(options: WorkMutationOptions<{ count: number }, string[]> = {}) {
  return useResourceMutation((ids: string[]) => unwrapWithMsg(api.POST('/admin/policy/info/batchDelete', { ...formBody({ ids }) })), POLICY_ADMIN_KEYS, options);
}

/** 同步 city policies (`cityPolicySync`): the chosen ones or every new one of the sheet; resolves to `{ data: { count }, msg: '同步成功' }`. */
export function useCityPolicySync(options: WorkMutationOptions<{ count: number }, CityPolicySyncForm> = {}) {
  return useResourceMutation((body: CityPolicySyncForm) => unwrapWithMsg(api.POST('/admin/policy/info/cityPolicySync', { body })), POLICY_ADMIN_KEYS, options);
}

/**
 * Downloads 政策发布's list for the applied filters as Excel (`exportAdminPolicyInfo`, at most 9000 rows)
 * with the caller's token. @returns the `.xlsx` and its server-given name (政策发布_YYYY-MM-DD.xlsx).
 */
export async function exportAdminPolicyFile(params: FormQuery<AdminPolicyExportParams>): Promise<DownloadedFile> {
  const query = compactQuery<AdminPolicyExportParams>(params);
  const { data, response } = await api.GET('/admin/policy/info/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '政策发布.xlsx' };
}

/** Downloads the city-policy spreadsheet template (`downloadCityPolicyTemplate`, 市平台政策导入模板.xlsx). */
export async function downloadCityPolicyTemplateFile(): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/admin/policy/info/cityPolicyTemplate', { parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '市平台政策导入模板.xlsx' };
}

/** 保存 a policy file of 政策文件 (`editPolicyDoc`): resolves to `{ data: { id }, msg: '保存成功' }`. */
export function useSavePolicyFile(options: WorkMutationOptions<{ id: string }, PolicyFileForm> = {}) {
  return useResourceMutation((body: PolicyFileForm) => unwrapWithMsg(api.POST('/admin/policy/doc/edit', { body })), POLICY_ADMIN_KEYS, options);
}

/** 删除 a policy file (`deletePolicyFile`, a GET as the documents have it): resolves to `{ data: null, msg: '删除成功' }`. */
export function useDeletePolicyFile(options: WorkMutationOptions<null, string> = {}) {
  return useResourceMutation((id: string) => unwrapWithMsg(api.GET('/admin/policy/doc/deletePolicyFile', { params: { query: { id } } })), POLICY_ADMIN_KEYS, options);
}

/** 保存 / 提交审核 a policy of 政策信息库 (`savePolInfo`): resolves to `{ data: { id }, msg }` (保存成功 / 提交成功). */
export function useSavePolInfo(options: WorkMutationOptions<{ id: string }, PolInfoForm> = {}) {
  return useResourceMutation((body: PolInfoForm) => unwrapWithMsg(api.POST('/pol/info/save', { body })), POLICY_ADMIN_KEYS, options);
}

/** 审核 a pending policy (`examinePolInfo`): resolves to `{ data: null, msg: '审核成功' }`; 400 请输入审核意见 without an opinion to refuse. */
export function useExaminePolInfo(options: WorkMutationOptions<null, PolInfoExamineForm> = {}) {
  return useResourceMutation((body: PolInfoExamineForm) => unwrapWithMsg(api.POST('/pol/info/examine', { body })), POLICY_ADMIN_KEYS, options);
}

/** 删除 a policy of 政策信息库 (`isdelPolInfo`, logical): resolves to `{ data: null, msg: '删除成功' }`. */
export function useDeletePolInfo(options: WorkMutationOptions<null, string> = {}) {
  return useResourceMutation((id: string) => unwrapWithMsg(api.POST('/pol/info/isdel', { body: { id } })), POLICY_ADMIN_KEYS, options);
}
