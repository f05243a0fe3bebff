import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Anchor.css';

import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useHomeMyAppeal } from '@qifu/appeal-data-access';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { appealHref } from '../appeal-links';
import { useIsEnterprise } from '@qifu/session';
import { AppealStatusBadge } from '../my-appeals/appeal-status-badge';

/** Props of {@link HomeMyAppeal}. */
export interface HomeMyAppealProps {
  /** How many appeals to list (1–20), 5 by default. */
  limit?: number;
}

function Stat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={`${label} ${value}`}>
      <Text fz={22} fw={700} c={color} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function MyAppeals({ limit }: { limit: number }) {
  const query = useHomeMyAppeal(limit);
  if (query.isPending) return <ListSkeleton rows={3} rowHeight={28} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="xs" data-testid="home-my-appeal-counts">
        <Stat label="全部诉求" value={data.total} color="blue.7" />
        <Stat label="办理中" value={data.dealingCount} color="orange.7" />
        <Stat label="已办结" value={data.finishedCount} color="green.7" />
      </SimpleGrid>
      {data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.list.map((appeal) => (
            <Group
              key={appeal.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="md"
              py={8}
              style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
            >
              <Anchor component={AppLink} href={appealHref({ tab: 'mine', id: appeal.id })} c="dark.6" truncate="end" title={appeal.appealTitle}>
                {appeal.appealTitle}
              </Anchor>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <AppealStatusBadge status={appeal.status} />
                <Text size="sm" c="dimmed">
                  {formatDate(appeal.createTime)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="md">
        <Anchor component={AppLink} href={appealHref({ tab: 'submit' })} size="sm">
          我要诉求
        </Anchor>
        <Anchor component={AppLink} href={appealHref({ tab: 'mine' })} size="sm">
          查看全部诉求
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The home block 我的诉求 of a logged-in enterprise (seeds 000 §7 homeMyAppeal): the counts of its appeals (全部诉求,
 * 办理中, 已办结) and the newest `limit` with status and date, each a link (named by its title) to its progress on
 * /page/appeal; 我要诉求 and 查看全部诉求 below. Loading skeleton, empty 暂无数据, failure with 重新加载. Renders nothing
 * for anyone else. Loaded lazily with `loadAppealHomeBlocks()`; the home page frames it with its title.
 */
export function HomeMyAppeal({ limit = 5 }: HomeMyAppealProps) {
  return useIsEnterprise() ? <MyAppeals limit={limit} /> : null;
}
