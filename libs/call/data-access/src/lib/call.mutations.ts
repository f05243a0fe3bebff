/**
 * Writes of the call centre (issue 16): save a call record (and, with handleStatus 2 and an appeal class, register its
 * appeal of source 12345热线 in the same request), delete records, and the export. Every hook resolves to
 * `{ data, msg }` (the server's message, e.g. 保存成功，已转为诉求), invalidates the records and the chart first, then
 * calls the caller's `onSuccess` (CONVENTIONS.md §4, §5). Failures were already shown by the API client.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';

import { callKeys } from './call.keys';
import type { CallDataFilterParams, CallDataForm, DownloadedFile } from './call.types';

/** A mutation's result: the data and the server's message. */
export interface CallMutationResult<Data> {
  data: Data;
  msg: string;
}

/** Options of the mutation hooks. (the shared {@link ResourceMutationOptions}). */
export type CallMutationOptions<Data, Vars> = ResourceMutationOptions<CallMutationResult<Data>, Vars>;

/** A call-record change makes the records and the statistics stale. */
const CALL_KEYS = [callKeys.data.all, callKeys.statistics.all];

/**
 * Creates (no id) or updates a call record (`saveCallData`, call:data:save): 保存成功, or 保存成功，已转为诉求 when the
 * call became an appeal. 400 with the field's message (开始时间和结束时间不能相等, 转诉求请选择诉求分类 …), BUSINESS_RULE for
 * a reference that is not there (所属乡镇（街道）不存在, 关联的诉求不存在, 诉求分类不存在或已停用), FORBIDDEN
 * 只能修改自己登记的话务记录 for another operator's record.
 */
export function useSaveCallData(options: CallMutationOptions<{ id: string }, CallDataForm> = {}) {
  return useResourceMutation((body: CallDataForm) => unwrapWithMsg(api.POST('/call/data/save', { body })), CALL_KEYS, options);
}

/** Deletes call records (`deleteCallData { ids }`, call:data:delete; ADMIN and YYF): 删除成功. */
export function useDeleteCallData(options: CallMutationOptions<unknown, { ids: string[] }> = {}) {
  return useResourceMutation((body: { ids: string[] }) => unwrapWithMsg(api.POST('/call/data/delete', { body })), CALL_KEYS, options);
}

/**
 * The filtered records as `话务记录_<date>.xlsx` (`exportCallData`, call:data:export) — the list's filters, all pages.
 * @throws ApiError BUSINESS_RULE 导出数据超过10000条，请缩小查询范围后再导出 (shown by the client).
 */
export async function exportCallDataFile(params: FormQuery<CallDataFilterParams>): Promise<DownloadedFile> {
  const query = compactQuery<CallDataFilterParams>(params);
  const { data, response } = await api.GET('/call/data/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '话务记录.xlsx' };
}
