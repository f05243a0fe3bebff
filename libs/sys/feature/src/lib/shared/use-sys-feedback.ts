import { notifications } from '@mantine/notifications';
import { type SysMutationResult } from '@qifu/sys-data-access';
import { pagedTableKey } from '@qifu/table';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Success notices show for 3 s (the documents give 5 s only for errors, seeds 000 §9). */
export const SUCCESS_DURATION_MS = 3000;

/**
 * After a successful change: shows the server's message (保存成功, 删除成功 …; `fallback` when the
 * server sent none) and reloads the paged tables of `tableUrls` (their cache is keyed by url,
 * `pagedTableKey`). The data-access hooks have already cleared their own lists and details.
 *
 * @returns `(result) => Promise<void>` for a mutation's `onSuccess`.
 */
export function useSysFeedback(tableUrls: readonly string[] = [], fallback = '操作成功') {
  const queryClient = useQueryClient();
  const key = tableUrls.join('|');
  return useCallback(
    async (result: Pick<SysMutationResult<unknown>, 'msg'>) => {
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
