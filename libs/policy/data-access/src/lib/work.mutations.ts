/**
 * The writes of the policy domain's staff pages (issue 12): 答复 a consultation (`replyPolConsult`) and
 * 审核 a declaration (`examineDeclare`), plus the declaration export. Each mutation invalidates its
 * resource's keys first, then calls the caller's `onSuccess` with the server's message (CONVENTIONS §4, §5).
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';

import { declareKeys } from './declare.keys';
import { declareReviewKeys } from './declare-review.keys';
import { polConsultKeys } from './policy.keys';
import {
  type DeclareExamineForm,
  type DeclareExportParams,
  type DownloadedFile,
  type PolConsultReplyForm,
  type WorkMutationOptions,
} from './work.types';

/**
 * 答复 / 修改答复 a consultation (`replyPolConsult`, permission pol:consult:result): 0 待答复 → 1 已答复, or
 * the answer corrected in 1. Resolves to `{ data: null, msg: '答复成功' }`; invalidates every consultation
 * list (staff and 我的咨询). Rejects with `ApiError`: 400 (blank answer, 请输入答复内容), NOT_FOUND_ENTITY
 * 咨询不存在 (also outside the caller's data rules), BUSINESS_RULE 当前状态不允许该操作.
 */
export function useReplyPolConsult(options: WorkMutationOptions<null, PolConsultReplyForm> = {}) {
  return useResourceMutation((body: PolConsultReplyForm) => unwrapWithMsg(api.POST('/pol/consult/result', { body })), [polConsultKeys.all], options);
}

/**
 * 审核 a declaration (`examineDeclare`, permission dec:declare:examine): result '1' 通过 (1 → 2 审核通过) or
 * '2' 驳回 with an opinion (1 → 3 审核驳回). Resolves to `{ data: null, msg: '审核成功' }`; invalidates the
 * review list and detail and the enterprise's declaration keys. Rejects with `ApiError`: 400 请输入审核意见,
 * NOT_FOUND_ENTITY 申报不存在, BUSINESS_RULE 当前状态不允许该操作.
 */
export function useExamineDeclare(options: WorkMutationOptions<null, DeclareExamineForm> = {}) {
  return useResourceMutation(
    (body: DeclareExamineForm) => unwrapWithMsg(api.POST('/dec/declare/examine', { body })),
    [declareReviewKeys.all, declareKeys.all],
    options,
  );
}

/**
 * Downloads the declarations of the current filters as Excel (`exportDeclare`, permission
 * dec:declare:export) with the caller's token (a plain navigation would carry none): the list's filters
 * without paging, at most 10 000 rows. Rejects with `ApiError` when the server refuses before the file
 * starts (FORBIDDEN, BUSINESS_RULE 导出数据超过10000条…; the client has shown the message).
 * @returns the `.xlsx` and the file name the server gave it (申报审核_YYYY-MM-DD.xlsx).
 */
export async function exportDeclareFile(params: FormQuery<DeclareExportParams>): Promise<DownloadedFile> {
  const query = compactQuery<DeclareExportParams>(params);
  const { data, response } = await api.GET('/dec/declare/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '申报审核.xlsx' };
}
