import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Anchor.css';

import { Anchor, Badge, Group, Pagination, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  APPEAL_STATUS_CODES,
  MY_APPEAL_PAGE_SIZE,
  useMyAppealList,
  type AppealListItem,
  type AppealSearch,
} from '@qifu/appeal-data-access';
import { APPEAL_STATUS_LABELS } from '@qifu/appeal-rules';
import { EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { appealHref } from '../appeal-links';
import { AppealStatusBadge } from './appeal-status-badge';

/** Props of {@link MyAppealList}. */
export interface MyAppealListProps {
  /** 2… (absent = 1). */
  page?: number;
  status?: AppealSearch['status'];
  /** Paging and filtering (the page keeps them in the URL). */
  onChange: (next: { page?: number; status?: AppealSearch['status'] }) => void;
  /** Opens an appeal's detail and progress. */
  onOpen: (id: string) => void;
}

const ALL = 'all';

function Row({ item, onOpen }: { item: AppealListItem; onOpen: (id: string) => void }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor
          href={appealHref({ tab: 'mine', id: item.id })}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(item.id);
          }}
          fw={500}
          c="dark.7"
          truncate="end"
          aria-label={item.appealTitle}
        >
          {item.appealTitle}
        </Anchor>
        <Text size="xs" c="dimmed">
          {item.appealNo} · {item.appealClassName} · 提交于 {formatDate(item.createTime)}
          {item.dealOfficeName ? ` · 承办部门：${item.dealOfficeName}` : ''}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {item.overdue ? (
          <Badge color="red" variant="filled" radius="sm">
            超期
          </Badge>
        ) : null}
        <AppealStatusBadge status={item.status} />
      </Group>
    </Group>
  );
}

/**
 * 我的诉求 (contract listMyAppeal): the enterprise's appeals newest first, 10 a page — title (a link opening the
 * detail, named by the title), number, class, submit date, dealing office, status badge (超期 when overdue) — with a
 * status filter (全部, 待受理 … 已退回) and pagination. Loading skeleton, empty 暂无数据, failure with 重新加载.
 */
export function MyAppealList({ page = 1, status, onChange, onOpen }: MyAppealListProps) {
  const query = useMyAppealList({ page, pageSize: MY_APPEAL_PAGE_SIZE, ...(status ? { status } : {}) });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MY_APPEAL_PAGE_SIZE));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm">
      <Stack gap="md">
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-label="诉求状态"
            size="xs"
            value={status ?? ALL}
            onChange={(value) => onChange(value === ALL ? {} : { status: value as AppealSearch['status'] })}
            data={[{ value: ALL, label: '全部' }, ...APPEAL_STATUS_CODES.map((code) => ({ value: code, label: APPEAL_STATUS_LABELS[code] }))]}
          />
        </ScrollArea>
        {query.isPending ? (
          <ListSkeleton rows={5} rowHeight={44} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.list.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="我的诉求列表" aria-busy={query.isFetching}>
            {query.data.list.map((item) => (
              <Row key={item.id} item={item} onOpen={onOpen} />
            ))}
          </Stack>
        )}
        {total > MY_APPEAL_PAGE_SIZE ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              共 {total} 条
            </Text>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => onChange({ ...(next > 1 ? { page: next } : {}), ...(status ? { status } : {}) })}
              getControlProps={(control) => ({ 'aria-label': control === 'next' ? '下一页' : control === 'previous' ? '上一页' : control })}
              getItemProps={(n) => ({ 'aria-label': `第${n}页` })}
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
