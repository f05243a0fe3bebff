/**
 * Writes of 申报项目, 项目申报审核 and 补助发放 (issue 15). Each mutation invalidates its resource's keys
 * first, then calls the caller's `onSuccess` with the server's message (CONVENTIONS §4, §5). Failures
 * reject with `ApiError` after the API client showed the server's message.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';

import { allowanceKeys, adminApplyProjectKeys, projectApplyKeys } from './apply-admin.keys';
import type { AdminApplyProjectForm, AllowanceExportParams, AllowanceForm, AllowanceGrantForm, ProjectApplyExportParams } from './apply-admin.types';
import { declareKeys } from './declare.keys';
import { applyProjectKeys as publicProjectKeys } from './matching.keys';
import { declareReviewKeys } from './declare-review.keys';
import type { DeclareExamineForm, DownloadedFile, WorkMutationOptions } from './work.types';

/**
 * 保存 / 发布 a project (`saveAdminApplyProject`; seeds 001 §2 form preview: status '1' 发布, '0' 保存).
 * Resolves to `{ data: { id }, msg: '保存成功' }`. Rejects: 400 (开始时间和结束时间不能相等, template
 * problems), BUSINESS_RULE 项目已有企业申报，不能修改 / 审核部门须为本单位或下级单位.
 */
export function useSaveApplyProject(options: WorkMutationOptions<{ id: string }, AdminApplyProjectForm> = {}) {
  return useResourceMutation((body: AdminApplyProjectForm) => unwrapWithMsg(api.POST('/admin/policy/info/applyProjectSave', { body })), [adminApplyProjectKeys.all, publicProjectKeys.all], options);
}

/** 删除 a project without declarations (`deleteAdminApplyProject`); msg 删除成功. */
export function useDeleteApplyProject(options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/admin/policy/info/applyProjectDelete', { body })), [adminApplyProjectKeys.all, publicProjectKeys.all], options);
}

/**
 * 审核 a declaration in 项目申报审核 (`examineGovProjectApply`, policy:apply:examine): '1' 通过 or '2' 驳回
 * with an opinion; msg 审核成功. Invalidates this page's keys, 申报审核 and the enterprise's declarations.
 */
export function useExamineProjectApply(options: WorkMutationOptions<null, DeclareExamineForm> = {}) {
  return useResourceMutation(
    (body: DeclareExamineForm) => unwrapWithMsg(api.POST('/gov/policy/doc/examine', { body })),
    [projectApplyKeys.all, declareReviewKeys.all, declareKeys.all, adminApplyProjectKeys.all],
    options,
  );
}

/** Downloads 项目申报 of the filters as Excel (`exportGovProjectApply`); with projectId one column per template field. */
export async function exportProjectApplyFile(params: FormQuery<ProjectApplyExportParams>): Promise<DownloadedFile> {
  const query = compactQuery<ProjectApplyExportParams>(params);
  const { data, response } = await api.GET('/gov/policy/doc/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '项目申报.xlsx' };
}

/**
 * 保存 an allowance record (`saveAllowance`): new → 0 待发放, or an update in 0. Resolves to
 * `{ data: { id }, msg: '保存成功' }`. Rejects: BUSINESS_RULE 只能为审核通过的申报发放补助, CONFLICT
 * 该申报已有补助发放记录.
 */
export function useSaveAllowance(options: WorkMutationOptions<{ id: string }, AllowanceForm> = {}) {
  return useResourceMutation((body: AllowanceForm) => unwrapWithMsg(api.POST('/allowance/save', { body })), [allowanceKeys.all], options);
}

/** 删除 a record in 0 待发放 (`deleteAllowance`); msg 删除成功. */
export function useDeleteAllowance(options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/allowance/delete', { body })), [allowanceKeys.all], options);
}

/** 确认发放 (`grantAllowance`): 0 → 1 已发放 on grantDate for every id; msg 发放成功. */
export function useGrantAllowance(options: WorkMutationOptions<null, AllowanceGrantForm> = {}) {
  return useResourceMutation((body: AllowanceGrantForm) => unwrapWithMsg(api.POST('/allowance/grant', { body })), [allowanceKeys.all], options);
}

/** 取消发放 (`cancelAllowance`): 0 → 2 已取消; msg 取消成功. */
export function useCancelAllowance(options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/allowance/cancel', { body })), [allowanceKeys.all], options);
}

/** Downloads the allowance records of the filters as Excel (`exportAllowance`, at most 9000 rows). */
export async function exportAllowanceFile(params: FormQuery<AllowanceExportParams>): Promise<DownloadedFile> {
  const query = compactQuery<AllowanceExportParams>(params);
  const { data, response } = await api.GET('/allowance/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '补助发放.xlsx' };
}
