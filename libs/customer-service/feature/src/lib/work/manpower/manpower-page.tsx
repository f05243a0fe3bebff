import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import {
  manpowerQueueQuery,
  useAcceptChatRequire,
  useCloseChatRequire,
  type ChatRequireManpower,
  type ChatRequireManpowerStatus,
} from '@qifu/customer-service-data-access';
import { chatRequireActionsFrom } from '@qifu/customer-service-rules';
import { PERM } from '@qifu/sdk';
import { Can, useUserInfo } from '@qifu/session';
import { type PagedTableParams } from '@qifu/table';
import { FilteredPagedTable, RowButton, RowConfirmButton, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { CHAT_REQUIRE_STATUS_OPTIONS, chatRequireColumns } from '../shared/chat-require-columns';
import { ManpowerConversation } from './manpower-conversation';

/** The search of 人工客服. */
export interface ManpowerFilters {
  status: ChatRequireManpowerStatus | null;
  /** Only the requests the caller accepted. */
  mine: boolean;
}

/** The queue query of the page's filters (`listChatRequireManpower`, refetched every 2 s). */
export function manpowerPageQuery({ status, mine, ...rest }: PagedTableParams<Partial<ManpowerFilters>>) {
  return manpowerQueueQuery({ ...rest, status: status ?? undefined, mine: mine || undefined });
}

const COLUMNS = chatRequireColumns(false);

/**
 * 人工客服 (/work/cs/manpower, seeds 000 §4 "Human chat", seeds 001 §7 chatRequireManpower/*): the
 * queue of users asking for a human, waiting ones (待接入) first; it is refetched every 2 s, so new
 * requests appear without reloading. Per row, by permission and by the request table of
 * `@qifu/customer-service-rules`: 接入 (cs:manpower:accept, 待接入 → 对话中, opens the conversation),
 * 对话 (a conversation the caller accepted), 结束 after confirmation (cs:manpower:close). The
 * conversation panel shows the messages, sends replies and ends the conversation; the user's chat
 * window then shows its closing text and returns to robot mode.
 */
export function CsManpowerPage() {
  const me = useUserInfo()?.id;
  const filters = useFilters<ManpowerFilters>({ status: null, mine: false });
  const [open, setOpen] = useState<ChatRequireManpower | null>(null);
  const feedback = useMutationFeedback();
  const accept = useAcceptChatRequire({
    onSuccess: async (result) => {
      await feedback(result);
      setOpen(result.data);
    },
  });
  const close = useCloseChatRequire({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredPagedTable<ChatRequireManpower, ManpowerFilters>
        filters={filters}
        searchFields={
          <>
            <Select
              label="状态"
              data={CHAT_REQUIRE_STATUS_OPTIONS}
              clearable
              w={120}
              placeholder="全部"
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as ChatRequireManpowerStatus | null)}
            />
            <Checkbox
              label="只看我接入的"
              mt={26}
              checked={filters.draft.mine}
              onChange={(event) => filters.set('mine', event.currentTarget.checked)}
            />
          </>
        }
        query={manpowerPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="人工客服请求"
        rowActionsWidth={170}
        toolbar={
          <Text size="sm" c="dimmed">
            列表每2秒自动刷新
          </Text>
        }
        rowActions={(request) => {
          const actions = chatRequireActionsFrom(request.status);
          const mine = request.status === '2' && request.staffUid === me;
          return (
            <Group gap={2} wrap="nowrap">
              {actions.includes('accept') ? (
                <Can permission={PERM.csManpowerAccept}>
                  <RowButton color="green" loading={accept.isPending && accept.variables?.id === request.id} onClick={() => accept.mutate({ id: request.id })}>
                    接入
                  </RowButton>
                </Can>
              ) : null}
              {mine ? <RowButton onClick={() => setOpen(request)}>对话</RowButton> : null}
              {actions.includes('close') ? (
                <Can permission={PERM.csManpowerClose}>
                  <RowConfirmButton
                    color="red"
                    message={`确定要结束与“${request.userName}”的人工对话吗？`}
                    onConfirm={() => close.mutateAsync({ id: request.id })}
                  >
                    结束
                  </RowConfirmButton>
                </Can>
              ) : null}
            </Group>
          );
        }}
      />
      {open ? <ManpowerConversation key={open.id} request={open} onHide={() => setOpen(null)} onClosed={feedback} /> : null}
    </Stack>
  );
}
