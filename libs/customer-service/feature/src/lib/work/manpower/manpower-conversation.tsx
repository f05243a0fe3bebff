import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useCloseChatRequire, type ChatRequireManpower } from '@qifu/customer-service-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { ConfirmButton, type MutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { ChatRequireStatusBadge } from '../shared/chat-require-columns';
import { ConversationMessages } from '../shared/conversation-messages';
import { useStaffConversation } from './use-staff-conversation';

/** Longest reply (`ChatSendForm.content`: 1000 characters). */
export const REPLY_MAX = 1000;

/** Props of {@link ManpowerConversation}. */
export interface ManpowerConversationProps {
  /** The accepted request (对话中). */
  request: ChatRequireManpower;
  /** Hides the panel. */
  onHide: () => void;
  /** The notice after 结束对话 (the server's message). */
  onClosed: MutationFeedback;
}

/**
 * The conversation panel of 人工客服: the user and company, the messages (history, then the user's
 * new ones every 2 s), 回复内容 with 发送 (Enter sends, Shift+Enter a new line) and 结束对话 after
 * confirmation (cs:manpower:close) — the user's chat window then shows its closing text and returns
 * to robot mode. When the user ends the conversation the panel says 对话已结束 and stops.
 */
export function ManpowerConversation({ request, onHide, onClosed }: ManpowerConversationProps) {
  const conversation = useStaffConversation(request);
  const [draft, setDraft] = useState('');
  const close = useCloseChatRequire({
    onSuccess: async (result) => {
      conversation.markEnded();
      await onClosed(result);
    },
  });

  const submit = async () => {
    const content = draft.trim();
    if (!content || conversation.sending || conversation.ended) return;
    if (await conversation.reply(content)) setDraft('');
  };

  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label="对话窗口">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>
              与 {request.userName}
              {request.companyName ? `（${request.companyName}）` : ''} 的对话
            </Text>
            <ChatRequireStatusBadge status={conversation.ended ? '3' : request.status} />
          </Group>
          <Group gap="xs">
            {!conversation.ended ? (
              <Can permission={PERM.csManpowerClose}>
                <ConfirmButton
                  color="red"
                  variant="light"
                  size="xs"
                  message={`确定要结束与“${request.userName}”的人工对话吗？`}
                  onConfirm={() => close.mutateAsync({ id: request.id })}
                >
                  结束对话
                </ConfirmButton>
              </Can>
            ) : null}
            <Button variant="default" size="xs" onClick={onHide}>
              收起
            </Button>
          </Group>
        </Group>
        {request.question ? (
          <Text size="sm" c="dimmed">
            咨询问题：{request.question}
          </Text>
        ) : null}
        {conversation.loading ? (
          <ListSkeleton rows={4} />
        ) : conversation.error ? (
          <ErrorState error={conversation.error} onRetry={conversation.retry} />
        ) : (
          <ConversationMessages messages={conversation.messages} userUid={request.userUid} height={320} emptyText="用户暂未发送消息" />
        )}
        {conversation.ended ? (
          <Alert color="gray" variant="light">
            对话已结束
          </Alert>
        ) : (
          <Group align="flex-end" wrap="nowrap">
            <Textarea
              label="回复内容"
              placeholder="输入回复，Enter 发送，Shift+Enter 换行"
              autosize
              minRows={2}
              maxRows={5}
              maxLength={REPLY_MAX}
              style={{ flex: 1 }}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
            <Button onClick={() => void submit()} loading={conversation.sending} disabled={!draft.trim()}>
              发送
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
