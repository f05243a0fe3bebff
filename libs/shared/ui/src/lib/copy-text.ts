import { notifications } from '@mantine/notifications';

/** The copy messages of seeds 000 §8. */
export const COPY_MESSAGES = { copied: '复制成功', unsupported: '该浏览器不支持自动复制' } as const;

/** How long the copy notices show: 3000 ms for 复制成功, 5000 ms for the failure (seeds 000 §9). */
export const COPY_NOTICE_MS = { success: 3000, failure: 5000 } as const;

/**
 * Copies `text` to the clipboard and says so: 复制成功, or 该浏览器不支持自动复制 when the
 * browser has no clipboard API or refuses (seeds 000 §8). Never rejects. The notices need the
 * app's `<Notifications />` container.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('unsupported');
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: COPY_MESSAGES.copied, autoClose: COPY_NOTICE_MS.success });
  } catch {
    notifications.show({ color: 'orange', message: COPY_MESSAGES.unsupported, autoClose: COPY_NOTICE_MS.failure });
  }
}
