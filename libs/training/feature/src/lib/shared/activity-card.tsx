import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, AppLink } from '@qifu/ui';
import { propagandaDetailsHref, type TrainActivityItem } from '@qifu/training-data-access';
import { TRAIN_ACTIVITY_TYPE_LABELS } from '@qifu/training-rules';

import { ActivityCover } from './activity-cover';
import { formatPlaces, formatSpan } from './format';
import { TrainStatusBadge } from './status-badge';

/** Props of {@link ActivityCard}. */
export interface ActivityCardProps {
  activity: TrainActivityItem;
}

/**
 * One activity of 活动列表 (seeds 000 §2 propagandaEventsList): cover, status and type, the title as
 * the link to its details (the link's name is the title), holding time, place, registration deadline
 * and 已报名 / 名额.
 */
export function ActivityCard({ activity }: ActivityCardProps) {
  const titleId = `train-activity-${activity.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="sm" aria-labelledby={titleId} data-testid="train-activity-item">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box w={{ base: 120, sm: 220 }} style={{ flexShrink: 0 }}>
          <ActivityCover coverImage={activity.coverImage} activityType={activity.activityType} height={130} />
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <TrainStatusBadge status={activity.status} />
            <Badge variant="outline" color="gray" radius="sm">
              {TRAIN_ACTIVITY_TYPE_LABELS[activity.activityType]}
            </Badge>
          </Group>
          <Title order={3} size="h4" id={titleId} lineClamp={2}>
            <Anchor component={AppLink} href={propagandaDetailsHref(activity.id)} c="dark.7" inherit>
              {activity.activityName}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            举办时间：{formatSpan(activity.holdStartTime, activity.holdEndTime)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            活动地点：{activity.activityAddress}
          </Text>
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              报名截止：{formatDate(activity.applyEndTime, 'YYYY年MM月DD日 HH:mm')}
            </Text>
            <Text size="sm" c="dimmed">
              已报名：{formatPlaces(activity.applyCount, activity.applyLimit)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
