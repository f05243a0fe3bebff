import { Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@qifu/customer-service-data-access';
import { formatDate } from '@qifu/ui';
import { useEffect, useRef } from 'react';

/** Props of {@link ConversationMessages}. */
export interface ConversationMessagesProps {
  messages: readonly ChatMessage[];
  /** The requesting user's id: their messages stand left, the staff's right. */
  userUid: string;
  /** Height of the scrolling log in px; default 360. */
  height?: number;
  /** Text without messages; default 暂无消息. */
  emptyText?: string;
}

/**
 * The messages of one human conversation, oldest first, in a log (`role="log"`, 对话内容) that keeps
 * the newest in view: sender name, time (YYYY-MM-DD HH:mm) and plain text (never HTML).
 */
export function ConversationMessages({ messages, userUid, height = 360, emptyText = '暂无消息' }: ConversationMessagesProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.contentId;
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <ScrollArea h={height} viewportRef={viewport} type="auto">
      <Stack gap="xs" role="log" aria-label="对话内容" p="xs">
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            {emptyText}
          </Text>
        ) : (
          messages.map((m) => {
            const fromUser = m.sendUid === userUid;
            return (
              <Group key={m.contentId} justify={fromUser ? 'flex-start' : 'flex-end'}>
                <Box maw="80%">
                  <Text size="xs" c="dimmed" ta={fromUser ? 'left' : 'right'}>
                    {m.sendName ?? (fromUser ? '用户' : '客服')} {formatDate(m.createTime, 'YYYY-MM-DD HH:mm')}
                  </Text>
                  <Paper px="sm" py={6} radius="md" bg={fromUser ? 'gray.1' : 'blue.0'}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {m.content}
                    </Text>
                  </Paper>
                </Box>
              </Group>
            );
          })
        )}
      </Stack>
    </ScrollArea>
  );
}
