import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  propagandaDetailsHref,
  propagandaEventsListHref,
  usePublicActivityList,
  usePublicLiveList,
  type PublicLive,
  type TrainActivityItem,
  type TrainActivityType,
} from '@qifu/training-data-access';
import { TRAIN_ACTIVITY_TYPE_LABELS } from '@qifu/training-rules';
import { AppLink, EmptyState, ErrorState, ListSkeleton, PageTitle, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import { ActivityCover } from '../shared/activity-cover';
import { formatSpan } from '../shared/format';
import { TrainStatusBadge } from '../shared/status-badge';

/** How many activities 热门活动 shows (the first of the portal list: 报名中 first). */
export const FEATURED_COUNT = 6;
/** How many live broadcasts 直播宣传 shows. */
export const LIVE_COUNT = 4;

const LIVE_STATUS: Record<PublicLive['liveStatus'], { label: string; color: string }> = {
  '1': { label: '未开始', color: 'cyan' },
  '2': { label: '直播中', color: 'red' },
  '3': { label: '已结束', color: 'gray' },
};

const TYPE_INTROS: Record<TrainActivityType, string> = {
  '1': '数字化转型、安全生产、统计填报等专题培训',
  '2': '惠企政策、申报政策进园区、进企业宣讲',
  '3': '企业、专家、服务商面对面交流对接',
};

function Section({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  const id = `propaganda-${title}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} id={id}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Box>
  );
}

function FeaturedTile({ activity }: { activity: TrainActivityItem }) {
  return (
    <Paper component="article" withBorder radius="sm" p="sm" data-testid="featured-activity">
      <Stack gap={8}>
        <ActivityCover coverImage={activity.coverImage} activityType={activity.activityType} height={140} />
        <Group gap="xs">
          <TrainStatusBadge status={activity.status} />
          <Text size="xs" c="dimmed">
            {TRAIN_ACTIVITY_TYPE_LABELS[activity.activityType]}
          </Text>
        </Group>
        <Anchor component={AppLink} href={propagandaDetailsHref(activity.id)} fw={600} c="dark.7" lineClamp={2} title={activity.activityName}>
          {activity.activityName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatSpan(activity.holdStartTime, activity.holdEndTime)}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {activity.activityAddress}
        </Text>
      </Stack>
    </Paper>
  );
}

function Featured() {
  const query = usePublicActivityList({ page: 1, pageSize: FEATURED_COUNT });
  if (query.isPending) return <ListSkeleton rows={2} rowHeight={140} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {query.data.list.map((activity) => (
        <FeaturedTile key={activity.id} activity={activity} />
      ))}
    </SimpleGrid>
  );
}

function Categories() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(Object.keys(TRAIN_ACTIVITY_TYPE_LABELS) as TrainActivityType[]).map((type) => (
        <Paper key={type} withBorder radius="sm" p="md">
          <Stack gap={6}>
            <Anchor component={AppLink} href={propagandaEventsListHref({ activityType: type })} fw={600}>
              {TRAIN_ACTIVITY_TYPE_LABELS[type]}
            </Anchor>
            <Text size="sm" c="dimmed">
              {TYPE_INTROS[type]}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Lives() {
  const query = usePublicLiveList({ page: 1, pageSize: LIVE_COUNT });
  if (query.isPending) return <ListSkeleton rows={2} rowHeight={48} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState />;
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {query.data.list.map((live) => (
        <Group
          key={live.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="md"
          py={10}
          style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
        >
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge color={LIVE_STATUS[live.liveStatus].color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {LIVE_STATUS[live.liveStatus].label}
            </Badge>
            <Anchor href={live.liveUrl} target="_blank" rel="noopener noreferrer" c="dark.7" truncate="end" title={live.liveTitle}>
              {live.liveTitle}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {live.hostUnit ? `${live.hostUnit} · ` : ''}
            {formatDate(live.liveStartTime, 'MM月DD日 HH:mm')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * 培训宣传, /page/propaganda (seeds 000 §1 "Training and publicity", §2): the featured activities (the
 * first of the portal list, 报名中 first) with links to their details, the activity types as entries
 * to 活动列表, and the publicity broadcasts (published live broadcasts, `listPublicLive`). Each block
 * has its own loading, empty (暂无数据) and error (重新加载) state.
 */
export function PropagandaPage() {
  return (
    <Stack gap="xl">
      <PageTitle
        title="培训宣传"
        description="汇集全县惠企政策宣讲、专题培训和交流沙龙，企业和个人登录后可在线报名"
        actions={
          <Button component={AppLink} href={propagandaEventsListHref()}>
            全部活动
          </Button>
        }
      />
      <Section
        title="热门活动"
        more={
          <Anchor component={AppLink} href={propagandaEventsListHref({ status: '7' })} size="sm">
            查看正在报名的活动
          </Anchor>
        }
      >
        <Featured />
      </Section>
      <Section title="活动分类">
        <Categories />
      </Section>
      <Section title="直播宣传">
        <Lives />
      </Section>
    </Stack>
  );
}
