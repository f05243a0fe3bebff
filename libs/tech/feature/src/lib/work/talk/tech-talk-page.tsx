import { Badge, Group, Modal, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { ENUM_LABELS } from '@qifu/sdk';
import { techTalkListQuery, techTalkMessagesQuery, type TechKind, type TechTalk } from '@qifu/tech-data-access';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { EmptyState, formatDate } from '@qifu/ui';
import { FilteredPagedTable, KeywordFilter, QueryState, RowButton, labelOf, toSelectData, useFilters } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

interface TalkFilters {
  keyword: string;
  bizType: TechKind | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

const COLUMNS: TableColumn<TechTalk>[] = [
  { key: 'bizName', title: '对接对象' },
  {
    key: 'bizType',
    title: '对象类型',
    width: 100,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light">
        {labelOf(ENUM_LABELS.TechKind, value as string)}
      </Badge>
    ),
  },
  { key: 'initiatorName', title: '发起人', width: 180 },
  { key: 'ownerName', title: '发布人', width: 180 },
  { key: 'lastContent', title: '最新消息', width: 240 },
  { key: 'lastTime', title: '最新消息时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
];

/** 洽谈记录: the messages of one negotiation, oldest first, each with its sender and time. */
function TalkMessagesModal({ talk, onClose }: { talk: TechTalk; onClose: () => void }) {
  const messages = useQuery(techTalkMessagesQuery(talk.id));
  return (
    <Modal opened onClose={onClose} title={`洽谈记录：${talk.bizName}`} size="lg" centered>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          发起人：{talk.initiatorName}　发布人：{talk.ownerName}　发起时间：{formatDate(talk.createTime, TIME)}
        </Text>
        <QueryState query={messages} skeletonRows={4}>
          {messages.data && messages.data.list.length > 0 ? (
            <ScrollArea.Autosize mah={420}>
              <Stack gap="xs" role="list" aria-label="洽谈消息">
                {messages.data.list.map((message) => {
                  const fromInitiator = message.sendUid === talk.initiatorUid;
                  return (
                    <Paper key={message.contentId} role="listitem" withBorder p="xs" radius="sm" bg={fromInitiator ? undefined : 'blue.0'}>
                      <Group justify="space-between" gap="xs">
                        <Text size="sm" fw={600}>
                          {message.sendName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(message.createTime, TIME)}
                        </Text>
                      </Group>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {message.content}
                      </Text>
                    </Paper>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          ) : (
            <EmptyState />
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}

/**
 * 洽谈管理 (/work/tech/talk; seeds 001 §7 /tech/talk/*): every negotiation between a visitor and
 * the owner of an achievement, requirement, expert or institute, latest message first, searched by
 * name or participant and by object type; 查看 shows its messages (read-only for staff).
 */
export function TechTalkPage() {
  const filters = useFilters<TalkFilters>({ keyword: '', bizType: null });
  const [open, setOpen] = useState<TechTalk | null>(null);
  const query = useCallback(
    ({ page, pageSize, keyword, bizType }: PagedTableParams<Partial<TalkFilters>>) =>
      techTalkListQuery({ page, pageSize, keyword, bizType: bizType ?? undefined }),
    [],
  );
  return (
    <Stack gap="sm">
      <FilteredPagedTable<TechTalk, TalkFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="对接对象/发起人/发布人" {...filters.field('keyword')} />
            <Select
              label="对象类型"
              placeholder="全部"
              data={toSelectData(ENUM_LABELS.TechKind)}
              clearable
              w={130}
              value={filters.draft.bizType}
              onChange={(value) => filters.set('bizType', value as TechKind | null)}
            />
          </>
        }
        query={query}
        columns={COLUMNS}
        showIndex
        aria-label="洽谈列表"
        rowActionsWidth={90}
        rowActions={(talk) => <RowButton onClick={() => setOpen(talk)}>查看</RowButton>}
      />
      {open ? <TalkMessagesModal talk={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
