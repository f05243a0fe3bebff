import { Anchor, Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { usePublicNewsList, type NewsItem, type PublicNewsListParams } from '@qifu/cms-data-access';
import { AppLink, EmptyState, formatDate } from '@qifu/ui';

import { newsDetailHref } from '../cms-links';

/** One article of a list: its title (a link to the details, named by the title), 置顶, date, source, summary. */
export function NewsListItem({ item }: { item: NewsItem }) {
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} data-testid="news-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {item.isTop ? (
            <Badge size="sm" color="red" variant="light" style={{ flexShrink: 0 }}>
              置顶
            </Badge>
          ) : null}
          <Anchor component={AppLink} href={newsDetailHref(item.id)} fw={600} c="dark.7" lineClamp={1}>
            {item.title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDate(item.publishTime, 'YYYY-MM-DD')}
        </Text>
      </Group>
      {item.summary ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.summary}
        </Text>
      ) : null}
      {item.source ? (
        <Text size="xs" c="dimmed">
          来源：{item.source}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Props of {@link NewsList}. */
export interface NewsListProps {
  /** The `listPublicNews` query without paging (column, keyword). */
  params: Omit<PublicNewsListParams, 'page' | 'pageSize'>;
  /** Current page, 1-based. */
  page: number;
  /** Articles per page (10 on 行业资讯, 8 on the column pages). */
  pageSize: number;
  /** Called with the chosen page number. */
  onPageChange: (page: number) => void;
}

/**
 * A paged list of the portal's articles (`listPublicNews`): 共 N 条, the articles, 暂无数据 when none,
 * pagination when more than one page. Suspends while loading: wrap it in `QueryBoundary` (skeleton,
 * 加载失败 with 重新加载).
 */
export function NewsList({ params, page, pageSize, onPageChange }: NewsListProps) {
  const { data } = usePublicNewsList({ ...params, page, pageSize });
  const totalPages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {data.total} 条
      </Text>
      {data.list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="资讯列表">
          {data.list.map((item) => (
            <NewsListItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
      {data.total > pageSize ? (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
            }
            getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
