import { notifications } from '@mantine/notifications';
import { pagedTableKey } from '@qifu/table';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';

/** Success notices show for 3000 ms (the documents give 5 s only for errors, seeds 000 §9). */
export const SUCCESS_DURATION_MS = 3000;

/** The part of a mutation's result the feedback reads: the server's success message. */
export interface MutationMessage {
  /** e.g. 保存成功 / 删除成功; empty or absent when the server sent none. */
  msg?: string | null;
}

/** What a form or page calls after a successful change (notice + list reload); resolves when the lists are reloaded. */
export type MutationFeedback = (result: MutationMessage) => Promise<void>;

/**
 * The feedback after a successful change: shows the server's message (`fallback`, default
 * 操作成功, when it sent none) as a green notice for {@link SUCCESS_DURATION_MS}, and reloads the
 * `PagedTable`s of `tableUrls` (their cache is keyed by url: `pagedTableKey`). Lists a domain's
 * data-access hooks own are cleared by those hooks, not here.
 *
 * @param tableUrls list urls of the paged tables to reload (e.g. `['/sys/user/list']`).
 * @returns a stable {@link MutationFeedback}, for a mutation's `onSuccess` or a form's `onSaved`.
 */
export function useMutationFeedback(tableUrls: readonly string[] = [], fallback: string = M.done): MutationFeedback {
  const queryClient = useQueryClient();
  const key = tableUrls.join('|');
  return useCallback(
    async (result: MutationMessage) => {
      notifications.show({ color: 'green', message: result.msg || fallback, autoClose: SUCCESS_DURATION_MS });
      await Promise.all(
        key
          .split('|')
          .filter(Boolean)
          .map((url) => queryClient.invalidateQueries({ queryKey: pagedTableKey(url) })),
      );
    },
    [queryClient, key, fallback],
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
