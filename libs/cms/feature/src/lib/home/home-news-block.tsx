import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { INDUSTRY_INFO_COLUMN, NOTICE_COLUMN, usePublicNewsList } from '@qifu/cms-data-access';
import { AppLink, EmptyState, ListSkeleton, QueryBoundary, formatDate } from '@qifu/ui';
import { useState } from 'react';

import { industryInfoHref, newsDetailHref } from '../cms-links';

/** Props of {@link HomeNewsBlock}. */
export interface HomeNewsBlockProps {
  /** Articles per tab, 6 by default (1–20). */
  count?: number;
}

const TABS = [
  { value: INDUSTRY_INFO_COLUMN, label: '行业资讯', more: industryInfoHref() },
  { value: NOTICE_COLUMN, label: '通知公告', more: industryInfoHref(NOTICE_COLUMN) },
] as const;

function Latest({ column, count }: { column: string; count: number }) {
  const { data } = usePublicNewsList({ columnCode: column, page: 1, pageSize: count });
  if (data.list.length === 0) return <EmptyState />;
  return (
    <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
      {data.list.map((item) => (
        <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={AppLink} href={newsDetailHref(item.id)} size="sm" c="dark.6" lineClamp={1}>
            {item.title}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDate(item.publishTime, 'YYYY-MM-DD')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The home page's news block (seeds 000 §2 /page/home "news"): tabs 行业资讯 (every article of the
 * column) and 通知公告, each with its newest `count` articles (top first) and 更多 to the list
 * (/page/industryinfo, /page/industryinfo?column=notice). Loading skeleton, 暂无数据, 加载失败 with
 * 重新加载 per tab.
 */
export function HomeNewsBlock({ count = 6 }: HomeNewsBlockProps) {
  const size = Math.min(20, Math.max(1, Math.round(count)));
  const [tab, setTab] = useState<string>(INDUSTRY_INFO_COLUMN);
  const current = TABS.find((t) => t.value === tab) ?? TABS[0];
  return (
    <Tabs value={tab} onChange={(value) => setTab(value ?? INDUSTRY_INFO_COLUMN)} keepMounted={false}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Tabs.List aria-label="资讯分类">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Anchor component={AppLink} href={current.more} size="sm" aria-label={`更多${current.label}`}>
          更多
        </Anchor>
      </Group>
      {TABS.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          <QueryBoundary fallback={<ListSkeleton rows={Math.min(size, 4)} rowHeight={20} />}>
            <Latest column={t.value} count={size} />
          </QueryBoundary>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
