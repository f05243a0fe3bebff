import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useListingPageQuery, type LandInfoItem, type WorkshopInfoItem } from '@qifu/land-data-access';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { formatArea, landPrice, workshopPrice } from '../shared/format';
import { MARKET_PATH, listingDetailHref } from '../shared/market-links';

/** Props of {@link HomeMarketBlock}. */
export interface HomeMarketBlockProps {
  /** How many listings of each kind to show, 4 by default. */
  count?: number;
}

interface Row {
  id: string;
  href: string;
  title: string;
  meta: string;
  date: string | null;
}

function landRow(item: LandInfoItem): Row {
  const [, price] = landPrice(item);
  return {
    id: item.id,
    href: listingDetailHref('landInfo', item.id),
    title: item.title,
    meta: [item.streetName, formatArea(item.landArea, '亩'), price].filter(Boolean).join(' · '),
    date: item.publishTime,
  };
}

function workshopRow(item: WorkshopInfoItem): Row {
  const [, price] = workshopPrice(item);
  return {
    id: item.id,
    href: listingDetailHref('workshopInfo', item.id),
    title: item.title,
    meta: [item.streetName, formatArea(item.buildingArea, '㎡'), price].filter(Boolean).join(' · '),
    date: item.publishTime,
  };
}

function Column({
  title,
  moreHref,
  moreLabel,
  count,
  query,
}: {
  title: string;
  moreHref: string;
  moreLabel: string;
  count: number;
  query: { isPending: boolean; isError: boolean; error: unknown; rows: Row[] | undefined; refetch: () => unknown };
}) {
  const headingId = `home-market-${moreLabel}`;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <AppLink href={moreHref} aria-label={moreLabel} style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-anchor)' }}>
          更多
        </AppLink>
      </Group>
      {query.isPending ? (
        <ListSkeleton rows={count} rowHeight={36} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.rows || query.rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.rows.map((row) => (
            <Stack key={row.id} component="li" gap={2} py={8} style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <AppLink href={row.href} title={row.title} style={{ color: 'var(--mantine-color-dark-6)', textDecoration: 'none', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {row.title}
                </AppLink>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatDate(row.date, 'YYYY-MM-DD')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {row.meta}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * 厂房土地 on the home page (seeds 000 §2 home "market highlights"): the newest published land
 * supply and factory-building listings side by side (`count` of each), each linking to its detail
 * page, with 更多 links to the market tabs; a skeleton while loading, 暂无数据 when empty and an
 * error with 重新加载 per column.
 */
export function HomeMarketBlock({ count = 4 }: HomeMarketBlockProps) {
  const lands = useListingPageQuery('landInfo', { page: 1, pageSize: count });
  const workshops = useListingPageQuery('workshopInfo', { page: 1, pageSize: count });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="home-market-block">
      <Column
        title="土地供应"
        moreHref={`${MARKET_PATH}?tab=land`}
        moreLabel="更多土地"
        count={count}
        query={{ ...lands, rows: lands.data?.list.map(landRow) }}
      />
      <Column
        title="厂房房源"
        moreHref={`${MARKET_PATH}?tab=workshop`}
        moreLabel="更多厂房"
        count={count}
        query={{ ...workshops, rows: workshops.data?.list.map(workshopRow) }}
      />
    </SimpleGrid>
  );
}
