import { Anchor, Badge, Box, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { ENUM_LABELS, isApiError } from '@qifu/sdk';
import { propagandaEventsListHref, usePublicActivityDetail } from '@qifu/training-data-access';
import { TRAIN_ACTIVITY_TYPE_LABELS, TRAIN_APPLY_TARGET_LABELS } from '@qifu/training-rules';
import { AppLink, EmptyState, ErrorState, QueryBoundary, formatDate } from '@qifu/ui';
import { type ReactNode } from 'react';

import { ActivityCover } from '../shared/activity-cover';
import { formatPlaces, formatSpan } from '../shared/format';
import { TrainStatusBadge } from '../shared/status-badge';
import { RegistrationPanel } from './registration-panel';

/** Labels of the organiser unit types (contract `UnitType`, seeds 001 §3 "Unit types"). */
const UNIT_TYPE_LABELS: Readonly<Record<string, string>> = ENUM_LABELS.UnitType;

/** Props of {@link PropagandaDetailsPage}. */
export interface PropagandaDetailsPageProps {
  /** The activity id from `?id=`; without it the page shows 未找到该活动. */
  id: string | undefined;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}：
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </Group>
  );
}

function BackToList() {
  return (
    <Anchor component={AppLink} href={propagandaEventsListHref()} size="sm">
      返回活动列表
    </Anchor>
  );
}

function DetailsContent({ id }: { id: string }) {
  const { data: activity } = usePublicActivityDetail(id);
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-labelledby="train-activity-title">
      <Stack gap="lg">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Box w={{ base: '100%', sm: 360 }}>
            <ActivityCover coverImage={activity.coverImage} activityType={activity.activityType} height={220} />
          </Box>
          <Stack gap="sm" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={1} size="h2" id="train-activity-title" lh={1.4}>
              {activity.activityName}
            </Title>
            <Group gap="xs">
              <TrainStatusBadge status={activity.status} />
              <Badge variant="outline" color="gray" radius="sm">
                {TRAIN_ACTIVITY_TYPE_LABELS[activity.activityType]}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing={6}>
              <Field label="举办时间">{formatSpan(activity.holdStartTime, activity.holdEndTime)}</Field>
              <Field label="活动地点">{activity.activityAddress}</Field>
              <Field label="报名时间">{formatSpan(activity.applyStartTime, activity.applyEndTime)}</Field>
              <Field label="报名对象">{TRAIN_APPLY_TARGET_LABELS[activity.applyTarget]}</Field>
              <Field label="已报名">{formatPlaces(activity.applyCount, activity.applyLimit)}</Field>
              <Field label="所属计划">{activity.planName}</Field>
              <Field label="联系人">{activity.contactName}</Field>
              <Field label="联系电话">{activity.contactPhone}</Field>
            </SimpleGrid>
          </Stack>
        </Group>
        <RegistrationPanel activity={activity} />
        <Divider />
        <Box component="section" aria-labelledby="train-activity-content">
          <Title order={3} id="train-activity-content" mb="sm">
            活动介绍
          </Title>
          {activity.activityContent ? (
            // The server sanitizes rich text before storing it (core/sanitize-html.ts).
            <TypographyStylesProvider>
              <div dangerouslySetInnerHTML={{ __html: activity.activityContent }} />
            </TypographyStylesProvider>
          ) : (
            <EmptyState />
          )}
        </Box>
        {activity.units.length > 0 ? (
          <Box component="section" aria-labelledby="train-activity-units">
            <Title order={3} id="train-activity-units" mb="sm">
              组织单位
            </Title>
            {/* Phones (issue 14): the table scrolls inside its own box, not the page. */}
            <Table.ScrollContainer minWidth={520} type="native">
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>类型</Table.Th>
                    <Table.Th>单位名称</Table.Th>
                    <Table.Th>联系人</Table.Th>
                    <Table.Th>联系电话</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {activity.units.map((unit, i) => (
                    <Table.Tr key={`${unit.unitName}-${i}`}>
                      <Table.Td>{UNIT_TYPE_LABELS[unit.unitType] ?? ''}</Table.Td>
                      <Table.Td>{unit.unitName}</Table.Td>
                      <Table.Td>{unit.unitContact || '—'}</Table.Td>
                      <Table.Td>{unit.unitPhone || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        ) : null}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            报名截止：{formatDate(activity.applyEndTime, 'YYYY年MM月DD日 HH:mm')}
          </Text>
          <BackToList />
        </Group>
      </Stack>
    </Paper>
  );
}

function DetailsSkeleton() {
  return (
    <Paper withBorder p="xl" radius="sm" aria-busy="true" role="status" aria-label="加载中">
      <Group align="flex-start" gap="xl">
        <Skeleton height={220} width={360} />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={32} width="70%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={16} width="60%" />
        </Stack>
      </Group>
      <Skeleton height={200} mt="xl" />
    </Paper>
  );
}

function NotFound() {
  return (
    <Paper withBorder>
      <EmptyState text="未找到该活动">
        <BackToList />
      </EmptyState>
    </Paper>
  );
}

/**
 * 活动详情, /page/propagandaDetails?id= (seeds 000 §2): every field of the activity (status, type,
 * holding and registration times, place, who may register, 已报名 / 名额, plan, contact, organiser
 * units), its sanitized introduction, and the registration part (我要报名 with the registration
 * dialog, 请先登录 for visitors, the caller's registration with 取消报名). An unpublished or unknown
 * activity shows 未找到该活动; other failures an error with 重新加载.
 */
export function PropagandaDetailsPage({ id }: PropagandaDetailsPageProps) {
  if (!id) return <NotFound />;
  return (
    <QueryBoundary
      fallback={<DetailsSkeleton />}
      renderError={(error, retry) =>
        isApiError(error) && error.code === 'NOT_FOUND_ENTITY' ? <NotFound /> : <ErrorState error={error} onRetry={retry} />
      }
    >
      <DetailsContent id={id} />
    </QueryBoundary>
  );
}
