import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';

/** Success notices show for 3000 ms (the documents give 5 s only for errors, seeds 000 §9). */
export const SUCCESS_DURATION_MS = 3000;

/** The part of a mutation's result the feedback reads: the server's success message. */
export interface MutationMessage {
  /** e.g. 保存成功 / 删除成功; empty or absent when the server sent none. */
  msg?: string | null;
}

/** What a form or page calls after a successful change (the success notice). */
export type MutationFeedback = (result: MutationMessage) => Promise<void>;

/**
 * The feedback after a successful change: shows the server's message (`fallback`, default
 * 操作成功, when it sent none) as a green notice for {@link SUCCESS_DURATION_MS}. Reloading the
 * lists is not its business: the domain's mutation hooks invalidate their resource's query keys
 * (which the tables' queries use) before they call `onSuccess` (CONVENTIONS §4, §5).
 *
 * @returns a stable {@link MutationFeedback}, for a mutation's `onSuccess` or a form's `onSaved`.
 */
export function useMutationFeedback(fallback: string = M.done): MutationFeedback {
  return useCallback(
    async (result: MutationMessage) => {
      notifications.show({ color: 'green', message: result.msg || fallback, autoClose: SUCCESS_DURATION_MS });
    },
    [fallback],
  );
}

/**
 * The `onSuccess` of a dialog's save: runs the feedback (`onSaved`, e.g. from
 * {@link useMutationFeedback}), then closes the dialog.
 *
 * @example useSaveRole({ onSuccess: closeAfter(onSaved, onClose) })
 */
export function closeAfter<R extends MutationMessage>(onSaved: MutationFeedback, onClose: () => void): (result: R) => Promise<void> {
  return async (result) => {
    await onSaved(result);
    onClose();
  };
}
