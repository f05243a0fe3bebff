import { Button, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** The empty text of lists (seeds 001 §4 remote dropdown "暂无数据"). */
export const EMPTY_TEXT = '暂无数据';
/** The empty text of tables (seeds 001 §2 "Generic paged table", §8 "Table with no data"). */
export const EMPTY_TABLE_TEXT = '没有你想要的数据';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The text, {@link EMPTY_TEXT} (暂无数据) by default; tables pass {@link EMPTY_TABLE_TEXT}. */
  text?: ReactNode;
  /** Something to offer below the text (a link, a button). */
  children?: ReactNode;
}

/** A quiet "nothing here" block for empty lists and tables. */
export function EmptyState({ text = EMPTY_TEXT, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <Text c="dimmed">{text}</Text>
      {children}
    </Stack>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The failure; its message is shown under the title when present and not already shown as a notice. */
  error?: unknown;
  /** The title, 加载失败 by default. */
  title?: ReactNode;
  /** Offers a 重新加载 button when given (seeds 001 §4 "加载失败，重新加载, with retry"). */
  onRetry?: () => void;
}

/**
 * The text to show under the title: the error's message — unless it is a transport failure
 * (status 0: network or timeout; 5xx: the server or its proxy) the SDK already showed as a notice
 * (`ApiError.shown`), so a page with the API down says 网络连接错误 once, in the notice, and its
 * panels say 加载失败 with 重新加载 (issue 14 "one message per distinct error"). A business
 * answer (for example 土地信息不存在) stays in the panel: the notice closes after a few seconds
 * and the panel is then the only place that says why the page is empty.
 */
function messageOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null) {
    const { shown, status } = error as { shown?: unknown; status?: unknown };
    if (shown === true && typeof status === 'number' && (status === 0 || status >= 500)) return null;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/** A failure block with an optional retry button; announced to screen readers (`role="alert"`). */
export function ErrorState({ error, title = '加载失败', onRetry }: ErrorStateProps) {
  const message = messageOf(error);
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <Text c="red.7" fw={500}>
        {title}
      </Text>
      {message ? (
        <Text c="dimmed" size="sm">
          {message}
        </Text>
      ) : null}
      {onRetry ? (
        <Button variant="light" size="xs" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </Stack>
  );
}
