import { Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  chatConversationListQuery,
  chatHistoryQuery,
  type ChatRequireManpower,
  type ChatRequireManpowerStatus,
} from '@qifu/customer-service-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams } from '@qifu/table';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { FilteredPagedTable, RowButton, useFilters } from '@qifu/widgets';
import { useState } from 'react';

import { CHAT_REQUIRE_STATUS_OPTIONS, ChatRequireStatusBadge, chatRequireColumns } from '../shared/chat-require-columns';
import { ConversationMessages } from '../shared/conversation-messages';

/** The search of 对话记录. */
export interface ChatRecordFilters {
  status: ChatRequireManpowerStatus | null;
}

/** The list query of the page's filters (`listChatRequireManpower`). */
export function chatRecordsQuery({ status, ...rest }: PagedTableParams<Partial<ChatRecordFilters>>) {
  return chatConversationListQuery({ ...rest, status: status ?? undefined });
}

const COLUMNS = chatRequireColumns(true);

/** Props of {@link ConversationDialog}. */
export interface ConversationDialogProps {
  conversation: ChatRequireManpower;
  onClose: () => void;
}

/** 对话详情: every message of one conversation (`listChatContentHistory`), oldest first, read-only. */
export function ConversationDialog({ conversation, onClose }: ConversationDialogProps) {
  const history = useQuery(chatHistoryQuery(conversation.id));
  return (
    <Modal opened onClose={onClose} title="对话详情" size="lg" centered>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {conversation.userName}
            {conversation.companyName ? `（${conversation.companyName}）` : ''}
          </Text>
          <ChatRequireStatusBadge status={conversation.status} />
          <Text size="sm" c="dimmed">
            客服：{conversation.staffName ?? '—'}
          </Text>
        </Group>
        {history.isPending ? (
          <ListSkeleton rows={4} />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <ConversationMessages messages={history.data.list} userUid={conversation.userUid} />
        )}
      </Stack>
    </Modal>
  );
}

/**
 * 对话记录 (/work/cs/chat, seeds 001 §7 chatContent, chatRequireManpower/*): every human
 * conversation (manpower request) with its user, company, question, state, staff member and times,
 * waiting ones first, then the newest; searched by state. 查看 (cs:chat:list) opens its messages.
 */
export function CsChatPage() {
  const filters = useFilters<ChatRecordFilters>({ status: null });
  const [open, setOpen] = useState<ChatRequireManpower | null>(null);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<ChatRequireManpower, ChatRecordFilters>
        filters={filters}
        searchFields={
          <Select
            label="状态"
            data={CHAT_REQUIRE_STATUS_OPTIONS}
            clearable
            w={120}
            placeholder="全部"
            value={filters.draft.status}
            onChange={(value) => filters.set('status', value as ChatRequireManpowerStatus | null)}
          />
        }
        query={chatRecordsQuery}
        columns={COLUMNS}
        showIndex
        aria-label="对话记录"
        rowActionsWidth={90}
        rowActions={(conversation) => (
          <Can permission={PERM.csChatList}>
            <RowButton onClick={() => setOpen(conversation)}>查看</RowButton>
          </Can>
        )}
      />
      {open ? <ConversationDialog conversation={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
