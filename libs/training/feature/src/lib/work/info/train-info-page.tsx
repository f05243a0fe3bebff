import { Group, Select, Stack, Text } from '@mantine/core';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  exportTrainInfoFile,
  trainInfoListQuery,
  useBatchSignInTrainInfo,
  useTrainActivityList,
  type TrainActivityItem,
  type TrainApplyStatus,
  type TrainInfoItem,
} from '@qifu/training-data-access';
import { awaitsSignIn, isSignedIn, TRAIN_APPLY_STATUS_LABELS, TRAIN_STATUS_LABELS, trainActivityMachine } from '@qifu/training-rules';
import { type PagedTableParams, type TableColumn, type TableSelection } from '@qifu/table';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import {
  ConfirmButton,
  ExportButton,
  FilteredPagedTable,
  KeywordFilter,
  RowConfirmButton,
  toSelectData,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { chinaTime } from '../shared/work-time';

type SignIn = TrainInfoItem['signInStatus'];

interface InfoFilters {
  keyword: string;
  applyStatus: TrainApplyStatus | null;
  signInStatus: SignIn | null;
}

/** Columns of 报名管理. */
export const INFO_COLUMNS: TableColumn<TrainInfoItem>[] = [
  { key: 'companyName', title: '企业名称', formatter: (_, r) => r.companyName ?? (r.applyType === '2' ? '个人报名' : '—') },
  { key: 'applyName', title: '报名人', width: 90 },
  { key: 'applyPhone', title: '手机号', width: 120 },
  { key: 'applyNum', title: '人数', width: 60 },
  { key: 'applyTime', title: '报名时间', width: 150, formatter: (_, r) => chinaTime(r.applyTime) },
  { key: 'applyStatus', title: '报名状态', width: 90, formatter: (_, r) => TRAIN_APPLY_STATUS_LABELS[r.applyStatus] },
  {
    key: 'signInStatus',
    title: '签到',
    width: 150,
    formatter: (_, r) => (isSignedIn(r) ? `已签到 ${chinaTime(r.signInTime).slice(5)}` : '未签到'),
  },
  { key: 'evaluateScore', title: '评价', width: 160, formatter: (_, r) => (r.evaluateScore ? `${r.evaluateScore} 分${r.evaluateContent ? `：${r.evaluateContent}` : ''}` : '—') },
];

/** Whether staff may sign registrations of an activity in `status` in (8 待举办, 9 举办中, 10 待评价; the state table). */
export function staffSignInAllowed(status: TrainActivityItem['status']): boolean {
  return trainActivityMachine.can(status, 'batchSignIn');
}

/**
 * 报名管理 (/work/train/info; seeds 001 §7 /train/info/*): pick an activity (newest first, with its status),
 * then its registrations searched by enterprise / name / phone, registration and sign-in status; 签到 one
 * by one or 批量签到 of the ticked rows (or all rows of the search) while the state table allows staff
 * sign-in (8, 9, 10), each after confirmation; 导出 the list with its filters.
 */
export function TrainInfoPage() {
  const activities = useTrainActivityList({ page: 1, pageSize: 200 });
  const [chosen, setChosen] = useState<string | null>(null);
  const filters = useFilters<InfoFilters>({ keyword: '', applyStatus: null, signInStatus: null });
  const [selection, setSelection] = useState<TableSelection<TrainInfoItem> | null>(null);
  const feedback = useMutationFeedback();
  const queryClient = useQueryClient();
  const signIn = useBatchSignInTrainInfo({ onSuccess: feedback });
  const list = activities.data?.list ?? [];
  const activity = list.find((a) => a.id === chosen) ?? list.find((a) => staffSignInAllowed(a.status)) ?? list[0];
  const activityId = activity?.id;
  const query = useCallback(
    ({ page, pageSize, keyword, applyStatus, signInStatus }: PagedTableParams<Partial<InfoFilters>>) =>
      trainInfoListQuery({
        page,
        pageSize,
        activityId: activityId ?? '',
        ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
        ...(applyStatus ? { applyStatus } : {}),
        ...(signInStatus ? { signInStatus } : {}),
      }),
    [activityId],
  );

  if (activities.isError) return <ErrorState error={activities.error} onRetry={() => void activities.refetch()} />;
  if (!activities.data) return <ListSkeleton rows={5} />;
  if (!activity) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        暂无培训活动
      </Text>
    );
  }
  const canSign = staffSignInAllowed(activity.status);
  const filterQuery = {
    activityId: activity.id,
    ...(filters.applied.keyword ? { keyword: filters.applied.keyword } : {}),
    ...(filters.applied.applyStatus ? { applyStatus: filters.applied.applyStatus } : {}),
    ...(filters.applied.signInStatus ? { signInStatus: filters.applied.signInStatus } : {}),
  };

  /** The ids of the selection (cross-page 全选: every valid, unsigned row of the search but the excluded). */
  const selectedIds = async (): Promise<string[]> => {
    if (!selection) return [];
    if (selection.mode === 'some') return selection.rows.filter(awaitsSignIn).map((r) => r.id);
    const all = await queryClient.fetchQuery(trainInfoListQuery({ ...filterQuery, page: 1, pageSize: 9000 }));
    return all.list.filter((r) => awaitsSignIn(r) && !selection.excludedKeys.includes(r.id)).map((r) => r.id);
  };
  const count = selection ? (selection.mode === 'some' ? selection.keys.length : selection.total - selection.excludedKeys.length) : 0;

  return (
    <Stack gap="sm">
      <Select
        label="培训活动"
        searchable
        maw={520}
        allowDeselect={false}
        data={list.map((a) => ({ value: a.id, label: `${a.activityName}（${TRAIN_STATUS_LABELS[a.status]}）` }))}
        value={activity.id}
        onChange={(v) => {
          setChosen(v);
          setSelection(null);
        }}
      />
      <Text size="sm" c="dimmed">
        举办时间：{chinaTime(activity.holdStartTime)} 至 {chinaTime(activity.holdEndTime)}　报名人数：{activity.applyCount}
        {canSign ? '' : '　（当前状态不可签到）'}
      </Text>
      <FilteredPagedTable<TrainInfoItem, InfoFilters>
        key={activity.id}
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="关键字" placeholder="企业名称、报名人或手机号" {...filters.field('keyword')} />
            <Select label="报名状态" placeholder="全部" data={toSelectData(TRAIN_APPLY_STATUS_LABELS)} clearable w={120} {...filters.field('applyStatus')} onChange={(v) => filters.set('applyStatus', v as TrainApplyStatus | null)} />
            <Select label="签到状态" placeholder="全部" data={toSelectData(ENUM_LABELS.TrainSignInStatus)} clearable w={120} {...filters.field('signInStatus')} onChange={(v) => filters.set('signInStatus', v as SignIn | null)} />
          </>
        }
        query={query}
        columns={INFO_COLUMNS}
        showIndex
        selectable={canSign}
        onSelectionChange={setSelection}
        aria-label="报名列表"
        rowActionsWidth={100}
        toolbar={
          <Group gap="xs">
            {canSign ? (
              <Can permission={PERM.trainInfoSignIn}>
                <ConfirmButton
                  disabled={count === 0}
                  message={`确定要为选中的 ${count} 条报名签到吗？（已签到和已取消的报名不受影响）`}
                  onConfirm={async () => {
                    const ids = await selectedIds();
                    if (ids.length > 0) await signIn.mutateAsync(ids);
                  }}
                >
                  批量签到
                </ConfirmButton>
              </Can>
            ) : null}
            <Can permission={PERM.trainInfoExport}>
              <ExportButton onExport={() => exportTrainInfoFile(filterQuery)} />
            </Can>
          </Group>
        }
        rowActions={(row) =>
          canSign && awaitsSignIn(row) ? (
            <Can permission={PERM.trainInfoSignIn}>
              <RowConfirmButton message={`确定为“${row.applyName}”签到吗？`} onConfirm={() => signIn.mutateAsync([row.id])}>
                签到
              </RowConfirmButton>
            </Can>
          ) : null
        }
      />
    </Stack>
  );
}

