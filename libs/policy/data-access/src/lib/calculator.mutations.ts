/**
 * 政策计算器's writes (issue 15). Each mutation invalidates the calculators' keys before the
 * caller's `onSuccess` gets the server's message; refusals (BUSINESS_RULE 当前状态不允许该操作 …)
 * reject with `ApiError` after the client showed the message.
 */
import { useMutation } from '@tanstack/react-query';
import { multipartBody, QUIET_HEADER, unwrapWithMsg } from '@qifu/sdk';
import { api, useInvalidation, useResourceMutation } from '@qifu/session';
import { fileNameFromDisposition } from '@qifu/util';

import { calculatorKeys } from './calculator.keys';
import type { PolicyCalculatorAuditForm, PolicyCalculatorForm, PolicyCalculatorSendForm, WhitelistImportForm, WhitelistImportResult } from './calculator.types';
import type { DownloadedFile, WorkMutationOptions, WorkMutationResult } from './work.types';

/** A calculator change makes every calculator query stale. */
const CALCULATOR_KEYS = [calculatorKeys.all];

/**
 * Refreshes the calculators (their match counts) and the pre-match results after a server job
 * changed them: the caller runs the returned function when a pre-match job ends (seeds 001 §4 预匹配).
 */
export function useCalculatorJobEnded(): () => Promise<void> {
  return useInvalidation(CALCULATOR_KEYS);
}

/** 保存 (`savePolicyCalculator`): a new draft, or a change in 草稿 / 已驳回; resolves to `{ data: { id }, msg: '保存成功' }`. */
export function useSaveCalculator(options: WorkMutationOptions<{ id: string }, PolicyCalculatorForm> = {}) {
  return useResourceMutation((body: PolicyCalculatorForm) => unwrapWithMsg(api.POST('/admin/policyCalculator/save', { body })), CALCULATOR_KEYS, options);
}

/** The one-id actions of a calculator's row. */
export type CalculatorIdAction = 'commit' | 'delete' | 'preMatch' | 'cancelPreMatch';

/**
 * 提交审核 / 删除 / 预匹配 / 取消预匹配 (`commitPolicyCalculator`, `deletePolicyCalculator`, `preMatch`,
 * `cancelPreMatch`) as the calculator table allows; resolves to `{ data, msg }` (preMatch: the job id,
 * cancelPreMatch: the cancelled job).
 */
export function useCalculatorAction(action: CalculatorIdAction, options: WorkMutationOptions<unknown, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }): Promise<WorkMutationResult<unknown>> => {
    if (action === 'commit') return unwrapWithMsg(api.POST('/admin/policyCalculator/commit', { body }));
    if (action === 'delete') return unwrapWithMsg(api.POST('/admin/policyCalculator/delete', { body }));
    if (action === 'preMatch') return unwrapWithMsg(api.POST('/admin/policyCalculator/preMatch', { body }));
    return unwrapWithMsg(api.POST('/admin/policyCalculator/cancelPreMatch', { body }));
  }, CALCULATOR_KEYS, options);
}

/** 审核 (`auditPolicyCalculator`): 通过 / 驳回 (opinion required to reject); resolves to `{ data: null, msg: '审核成功' }`. */
export function useAuditCalculator(options: WorkMutationOptions<null, PolicyCalculatorAuditForm> = {}) {
  return useResourceMutation((body: PolicyCalculatorAuditForm) => unwrapWithMsg(api.POST('/admin/policyCalculator/audit', { body })), CALCULATOR_KEYS, options);
}

/** 推送 (`sendPreMatchResult`): to the matched enterprises not sent yet; resolves to `{ data: { count }, msg: '推送成功' }`. */
export function useSendPreMatchResult(options: WorkMutationOptions<{ count: number }, PolicyCalculatorSendForm> = {}) {
  return useResourceMutation((body: PolicyCalculatorSendForm) => unwrapWithMsg(api.POST('/admin/policyCalculator/sendResult', { body })), CALCULATOR_KEYS, options);
}

/** 导入白名单 (`importEntWhitelist`, import core): replaces the whitelist; resolves to `{ data: result, msg: '导入完成' }`. */
export function useImportWhitelist(options: WorkMutationOptions<WhitelistImportResult, WhitelistImportForm> = {}) {
  return useResourceMutation((body: WhitelistImportForm) => unwrapWithMsg(api.POST('/admin/policyCalculator/importEntWhitelist', { ...multipartBody({ id: body.id, file: body.file, checkOnly: false }) })), CALCULATOR_KEYS, options);
}

/**
 * The import card's check of a whitelist workbook (`importEntWhitelist` with `checkOnly`, quiet: the
 * card shows a refusal such as 模板表头不能修改或删除… under its button); nothing is written.
 */
export function useCheckWhitelistImport() {
  return useMutation({
    mutationFn: (form: WhitelistImportForm): Promise<WorkMutationResult<WhitelistImportResult>> =>
      unwrapWithMsg(
        api.POST('/admin/policyCalculator/importEntWhitelist', { ...multipartBody({ id: form.id, file: form.file, checkOnly: true }), headers: { [QUIET_HEADER]: '1' } }),
      ),
  });
}

async function blob(path: '/admin/policyCalculator/exportEntWhitelistTemplate'): Promise<DownloadedFile> {
  const { data, response } = await api.GET(path, { parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '企业白名单导入模板.xlsx' };
}

/** Downloads 企业白名单导入模板.xlsx (`exportEntWhitelistTemplate`, blob). */
export function downloadWhitelistTemplateFile(): Promise<DownloadedFile> {
  return blob('/admin/policyCalculator/exportEntWhitelistTemplate');
}

/** Downloads the calculator's whitelist in the template's layout (`exportEntWhitelist`). */
export async function exportWhitelistFile(id: string): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/admin/policyCalculator/exportEntWhitelist', { params: { query: { id } }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '企业白名单.xlsx' };
}

/** Downloads the last pre-match result (`exportPreMatchResult`: 企业名称 … 推送时间). */
export async function exportPreMatchResultFile(id: string): Promise<DownloadedFile> {
  const { data, response } = await api.GET('/admin/policyCalculator/exportMatchResult', { params: { query: { id } }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '预匹配结果.xlsx' };
}
