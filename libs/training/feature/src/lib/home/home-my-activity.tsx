import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useSession } from '@qifu/session';
import { propagandaDetailsHref, propagandaEventsListHref, useHomeMyActivity } from '@qifu/training-data-access';
import { AppLink, EmptyState, ErrorState, ListSkeleton } from '@qifu/ui';

import { formatSpan } from '../shared/format';
import { TrainStatusBadge } from '../shared/status-badge';

/** The frame's heading of the block (the home page draws the frame). */
export const HOME_MY_ACTIVITY_TITLE = '我的活动';
/** The frame's 更多 link: the training and publicity page. */
export const HOME_MY_ACTIVITY_MORE = '/page/propaganda';

/** Props of {@link HomeMyActivity}. */
export interface HomeMyActivityProps {
  /** How many activities to list (1–20), 5 by default. */
  limit?: number;
}

function MyActivities({ limit }: { limit: number }) {
  const query = useHomeMyActivity(limit);
  if (query.isPending) return <ListSkeleton rows={3} rowHeight={28} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { list, total } = query.data;
  if (list.length === 0) {
    return (
      <EmptyState>
        <Anchor component={AppLink} href={propagandaEventsListHref({ status: '7' })} size="sm">
          去报名活动
        </Anchor>
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="home-my-activity">
        {list.map((activity) => (
          <Stack key={activity.id} component="li" gap={2} py={8} style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <TrainStatusBadge status={activity.status} />
              <Anchor component={AppLink} href={propagandaDetailsHref(activity.id)} c="dark.6" truncate="end" title={activity.activityName}>
                {activity.activityName}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" truncate="end">
              {formatSpan(activity.holdStartTime, activity.holdEndTime)} · {activity.activityAddress}
            </Text>
          </Stack>
        ))}
      </Stack>
      {total > list.length ? (
        <Text size="xs" c="dimmed" ta="right">
          共 {total} 个活动
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The home block 我的活动 of a logged-in enterprise (seeds 000 §7 `homeMyActivity` home blocks): the
 * activities the enterprise registered for, not yet over first, soonest first, each with its status,
 * time and place, linking to its details; 暂无数据 with 去报名活动 when there are none; an error with
 * 重新加载. The operation is for enterprise users (QY) only, so for anyone else it renders nothing and
 * asks nothing. The home page frames it ({@link HOME_MY_ACTIVITY_TITLE}, {@link HOME_MY_ACTIVITY_MORE}).
 */
export function HomeMyActivity({ limit = 5 }: HomeMyActivityProps) {
  const { isLoggedIn, userInfo } = useSession();
  return isLoggedIn && userInfo?.userType === 'QY' ? <MyActivities limit={limit} /> : null;
}
