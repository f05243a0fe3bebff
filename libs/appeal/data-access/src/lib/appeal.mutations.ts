/**
 * Mutations of the enterprise's appeals (contract submitAppeal, resubmitAppeal): they invalidate 我的诉求, the
 * progress and the home block first, then call the caller's `onSuccess` (CONVENTIONS.md §5).
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';
import { type QueryClient } from '@tanstack/react-query';

import { appealKeys } from './appeal.keys';
import { type AppealResubmitForm, type AppealSubmitForm } from './appeal.types';

/** What the mutations resolve to: the envelope's `data` and its `msg` (提交成功). */
export interface AppealMutationResult<T> {
  data: T;
  /** The server's success message, shown to the user. */
  msg: string;
}

/** Clears every cached list, progress and home block of the enterprise's appeals. */
export async function invalidateAppeals(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: appealKeys.all });
}

/** Options of the appeal mutations. (the shared {@link ResourceMutationOptions}). */
export type AppealMutationOptions<Data, Vars> = ResourceMutationOptions<AppealMutationResult<Data>, Vars>;

/**
 * Submits an appeal (`submitAppeal`, POST /appeal/info/submit, QY) → 1 待受理. Resolves to `{ data: { id }, msg }`
 * (msg 提交成功). Rejects with `ApiError`: 400 whose msg is the field's message (手机号不能为空, 手机号格式错误,
 * 社会信用代码不能为空, 社会信用代码格式错误, 请选择最小分类。 …); BUSINESS_RULE 当前账号未关联企业, and BUSINESS_RULE for a
 * reference that is not there (诉求分类不存在或已停用, 所属乡镇（街道）不存在, 附件不存在，请重新上传; issue 17).
 */
export function useSubmitAppeal(options: AppealMutationOptions<{ id: string }, AppealSubmitForm> = {}) {
  return useResourceMutation((body: AppealSubmitForm) => unwrapWithMsg(api.POST('/appeal/info/submit', { body })), invalidateAppeals, options);
}

/**
 * Resubmits a returned appeal (`resubmitAppeal`, POST /appeal/info/resubmit, QY): 7 已退回 → 1 待受理, msg 提交成功.
 * Rejects like {@link useSubmitAppeal}, plus BUSINESS_RULE 当前状态不允许该操作 and NOT_FOUND_ENTITY 诉求不存在.
 */
export function useResubmitAppeal(options: AppealMutationOptions<null, AppealResubmitForm> = {}) {
  return useResourceMutation((body: AppealResubmitForm) => unwrapWithMsg(api.POST('/appeal/info/resubmit', { body })), invalidateAppeals, options);
}
