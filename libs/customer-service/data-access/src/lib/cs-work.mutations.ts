/**
 * Mutations of the customer-service workbench pages. Every hook resolves to `{ data, msg }` (the
 * server's message, e.g. 保存成功, for the success notice), invalidates the resource's keys first and
 * then calls the caller's `onSuccess` (CONVENTIONS.md §4, §5). Failures were already shown by the
 * API client (except the quiet import check, whose refusal the import card shows).
 */
import { useMutation } from '@tanstack/react-query';
import { multipartBody, QUIET_HEADER, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { type CsMutationResult } from './cs-envelope';
import { customerServiceKeys } from './customer-service.keys';
import type { ChatRequireManpower, KnowledgeForm, KnowledgeImportResult } from './customer-service.types';

/** Options of every mutation hook of the workbench pages. (the shared {@link ResourceMutationOptions}). */
export type CsMutationOptions<Data, Vars> = ResourceMutationOptions<CsMutationResult<Data>, Vars>;

/**
 * Creates (no id) or updates a knowledge entry (`saveOrUpdateKnowledge`, cs:knowledge:save):
 * 保存成功; CONFLICT 该问题已存在 for a duplicate question.
 */
export function useSaveKnowledge(options: CsMutationOptions<{ id: string }, KnowledgeForm> = {}) {
  return useResourceMutation((body: KnowledgeForm) => unwrapWithMsg(api.POST('/knowledge/saveOrUpdate', { body })), [customerServiceKeys.knowledge.all], options);
}

/** Deletes knowledge entries (`deleteKnowledge { ids }`, cs:knowledge:delete). */
export function useDeleteKnowledge(options: CsMutationOptions<unknown, { ids: string[] }> = {}) {
  return useResourceMutation((body: { ids: string[] }) => unwrapWithMsg(api.POST('/knowledge/delete', { body })), [customerServiceKeys.knowledge.all], options);
}

/** The workbook to check or import, sent itself as the multipart `file` (the one import shape). */
export interface KnowledgeImportFile {
  file: File;
}

/**
 * Checks a workbook without importing (`importKnowledge` with `checkOnly`,
 * cs:knowledge:import): the importable and non-importable counts. Quiet: a refusal (e.g.
 * BUSINESS_RULE 模板表头不能修改或删除，缺少或被修改的列：答复) rejects without a notice, for the
 * import card to show.
 * @throws ApiError with the server's `msg`.
 */
export function useCheckKnowledgeImport() {
  return useMutation({
    mutationFn: (form: KnowledgeImportFile): Promise<CsMutationResult<KnowledgeImportResult>> =>
      unwrapWithMsg(api.POST('/knowledge/importData', { ...multipartBody({ file: form.file, checkOnly: true }), headers: { [QUIET_HEADER]: '1' } })),
  });
}

/**
 * Imports a workbook (`importKnowledge`, cs:knowledge:import): 导入完成 with the imported
 * and non-importable counts; the new entries answer the smart chat at once.
 */
export function useImportKnowledge(options: CsMutationOptions<KnowledgeImportResult, KnowledgeImportFile> = {}) {
  return useResourceMutation(
    (form: KnowledgeImportFile) => unwrapWithMsg(api.POST('/knowledge/importData', { ...multipartBody({ file: form.file, checkOnly: false }) })),
    [customerServiceKeys.knowledge.all],
    options,
  );
}

/**
 * Downloads the import template (`downloadKnowledgeTemplate`, cs:knowledge:import) with the
 * caller's token (a plain navigation would carry none).
 * @returns the `.xlsx` and its file name (知识库导入模板.xlsx).
 */
export async function downloadKnowledgeTemplate(): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await api.GET('/knowledge/downloadTemplate', { parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? '知识库导入模板.xlsx' };
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      return undefined;
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
}

const CONVERSATION_KEYS = [customerServiceKeys.manpower.all, customerServiceKeys.chat.all] as const;

/**
 * 接入 (`acceptChatRequireManpower { id }`, cs:manpower:accept): 1 待接入 → 2 对话中 with the caller as
 * staff; 接入成功 with the request. CONFLICT 该请求已被其他客服接入 when someone was faster.
 */
export function useAcceptChatRequire(options: CsMutationOptions<ChatRequireManpower, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/chatRequireManpower/accept', { body })), CONVERSATION_KEYS, options);
}

/**
 * 结束 (`closeChatRequireManpower { id }`, cs:manpower:close): ends a request (1 or 2 → 3 已结束);
 * the user's chat window shows the closing text at its next poll and returns to robot mode.
 */
export function useCloseChatRequire(options: CsMutationOptions<unknown, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/chatRequireManpower/close', { body })), CONVERSATION_KEYS, options);
}
