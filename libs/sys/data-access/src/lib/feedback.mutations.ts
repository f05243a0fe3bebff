/**
 * Mutations of 意见反馈 (`/sys/feedback/*`). Each hook resolves to `{ data, msg }` (the server's
 * message, e.g. 处理成功 / 删除成功), clears every feedback list and detail (`sysKeys.feedback.all`),
 * then calls the caller's `onSuccess` (CONVENTIONS.md §4, §5; the workbench home's to-do counters
 * are refetched whenever the home is shown). Failures (e.g. BUSINESS_RULE 当前状态不允许该操作 for a handled message) were already shown
 * by the API client.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import type { SysFeedbackHandleForm } from './feedback.types';
import { type SysMutationResult } from './sys-envelope';
import { sysKeys } from './sys.keys';
import type { SysIdForm } from './sys.types';

/** Options of the feedback mutation hooks. (the shared {@link ResourceMutationOptions}). */
export type FeedbackMutationOptions<Data, Vars> = ResourceMutationOptions<SysMutationResult<Data>, Vars>;

/** A feedback change makes the feedback lists and details stale. */
const FEEDBACK_KEYS = [sysKeys.feedback.all];

/**
 * Records the handling of a feedback message with the reply, 0 待处理 → 1 已处理 (`handleFeedback`,
 * sys:feedback:handle). A blank reply is refused by the server with 请输入处理结果.
 */
export function useHandleFeedback(options: FeedbackMutationOptions<null, SysFeedbackHandleForm> = {}) {
  return useResourceMutation((body: SysFeedbackHandleForm) => unwrapWithMsg(api.POST('/sys/feedback/handle', { body })), FEEDBACK_KEYS, options);
}

/** Deletes a feedback message in any state (`deleteFeedback`, sys:feedback:delete). */
export function useDeleteFeedback(options: FeedbackMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/feedback/delete', { body })), FEEDBACK_KEYS, options);
}
