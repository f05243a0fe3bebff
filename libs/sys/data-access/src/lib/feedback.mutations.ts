/**
 * Mutations of 意见反馈 (`/sys/feedback/*`). Each hook resolves to `{ data, msg }` (the server's
 * message, e.g. 处理成功 / 删除成功), clears every feedback list and detail (`sysKeys.feedback.all`),
 * then calls the caller's `onSuccess` (CONVENTIONS.md §4, §5; the workbench home's to-do counters
 * are refetched whenever the home is shown). Failures (e.g. BUSINESS_RULE 当前状态不允许该操作 for a handled message) were already shown
 * by the API client.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api } from '@qifu/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SysFeedbackHandleForm } from './feedback.types';
import { type SysMutationResult } from './sys-envelope';
import { sysKeys } from './sys.keys';
import type { SysIdForm } from './sys.types';

/** Options of the feedback mutation hooks. */
export interface FeedbackMutationOptions<Data, Vars> {
  /** Called after the caches were invalidated, with the result and the variables. */
  onSuccess?: (result: SysMutationResult<Data>, variables: Vars) => void | Promise<void>;
  /** Called on failure (the API client already showed the message). */
  onError?: (error: unknown, variables: Vars) => void;
}

function useFeedbackMutation<Vars, Data>(
  mutationFn: (variables: Vars) => Promise<SysMutationResult<Data>>,
  options: FeedbackMutationOptions<Data, Vars>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: sysKeys.feedback.all });
      await options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

/**
 * Records the handling of a feedback message with the reply, 0 待处理 → 1 已处理 (`handleFeedback`,
 * sys:feedback:handle). A blank reply is refused by the server with 请输入处理结果.
 */
export function useHandleFeedback(options: FeedbackMutationOptions<null, SysFeedbackHandleForm> = {}) {
  return useFeedbackMutation((body: SysFeedbackHandleForm) => unwrapWithMsg(api.POST('/sys/feedback/handle', { body })), options);
}

/** Deletes a feedback message in any state (`deleteFeedback`, sys:feedback:delete). */
export function useDeleteFeedback(options: FeedbackMutationOptions<null, SysIdForm> = {}) {
  return useFeedbackMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/feedback/delete', { body })), options);
}
