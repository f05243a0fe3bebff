import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  exportTrainActivityFile,
  trainActivityDetailQuery,
  trainActivityListQuery,
  useFinishTrainActivity,
  useTrainAction,
  type TrainActivityItem,
  type TrainActivityType,
  type TrainStatus,
} from '@qifu/training-data-access';
import { isTrainRejected, TRAIN_ACTIVITY_TYPE_LABELS, TRAIN_APPLY_TARGET_LABELS, TRAIN_STATUS_LABELS, trainActivityActionsFrom } from '@qifu/training-rules';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import {
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';

import { formatPlaces } from '../../shared/format';
import { TrainStatusBadge } from '../../shared/status-badge';
import { CancelDialog, ExamineDialog, PostponeDialog } from '../shared/state-dialogs';
import { chinaTime } from '../shared/work-time';
import { ActivityFormModal } from './activity-form';

interface ActivityFilters {
  keyword: string;
  activityType: TrainActivityType | null;
  status: TrainStatus | null;
}

/** Columns of 培训活动. */
export const ACTIVITY_COLUMNS: TableColumn<TrainActivityItem>[] = [
  { key: 'activityName', title: '活动名称' },
  { key: 'activityType', title: '活动类型', width: 100, formatter: (_, r) => TRAIN_ACTIVITY_TYPE_LABELS[r.activityType] },
  { key: 'planName', title: '所属计划', width: 180, formatter: (_, r) => r.planName ?? '—' },
  { key: 'holdStartTime', title: '举办时间', width: 150, formatter: (_, r) => chinaTime(r.holdStartTime) },
  { key: 'applyCount', title: '报名人数', width: 130, formatter: (_, r) => formatPlaces(r.applyCount, r.applyLimit) },
  { key: 'status', title: '状态', width: 100, formatter: (_, r) => <TrainStatusBadge status={r.status} /> },
];

type Dialog = { type: 'view' | 'examine' | 'postpone' | 'cancel'; row: TrainActivityItem } | null;

interface RowActionsProps {
  row: TrainActivityItem;
  feedback: MutationFeedback;
  onEdit: () => void;
  open: (type: NonNullable<Dialog>['type']) => void;
}

/**
 * The row's buttons: 查看 always, the others only when the one state table (`trainActivityActionsFrom`)
 * allows them in the row's status and the user holds the permission.
 */
function ActivityRowActions({ row, feedback, onEdit, open }: RowActionsProps) {
  const allowed = new Set(trainActivityActionsFrom(row.status));
  const publish = useTrainAction('activity', 'publish', { onSuccess: feedback });
  const remove = useTrainAction('activity', 'delete', { onSuccess: feedback });
  const finish = useFinishTrainActivity({ onSuccess: feedback });
  const name = row.activityName;
  return (
    <>
      <RowButton onClick={() => open('view')}>查看</RowButton>
      {allowed.has('save') ? (
        <Can permission={PERM.trainActivitySave}>
          <RowButton onClick={onEdit}>编辑</RowButton>
        </Can>
      ) : null}
      {allowed.has('publish') ? (
        <Can permission={PERM.trainActivitySave}>
          <RowConfirmButton message={`确定要提交活动“${name}”审核吗？审核期间不能修改。`} onConfirm={() => publish.mutateAsync({ id: row.id })}>
            提交审核
          </RowConfirmButton>
        </Can>
      ) : null}
      {allowed.has('pass') ? (
        <Can permission={PERM.trainActivityExamine}>
          <RowButton onClick={() => open('examine')}>审核</RowButton>
        </Can>
      ) : null}
      {allowed.has('postpone') ? (
        <Can permission={PERM.trainActivitySave}>
          <RowButton onClick={() => open('postpone')}>延期</RowButton>
        </Can>
      ) : null}
      {allowed.has('finish') ? (
        <Can permission={PERM.trainActivitySave}>
          <RowConfirmButton message={`确定要结束活动“${name}”吗？结束后不再接受评价。`} onConfirm={() => finish.mutateAsync(row.id)}>
            结束
          </RowConfirmButton>
        </Can>
      ) : null}
      {allowed.has('cancel') ? (
        <Can permission={PERM.trainActivitySave}>
          <RowButton color="red" onClick={() => open('cancel')}>
            取消
          </RowButton>
        </Can>
      ) : null}
      {allowed.has('delete') ? (
        <Can permission={PERM.trainActivityDelete}>
          <DeleteRowButton message={`确定要删除活动“${name}”吗？其报名记录将一并删除。`} onConfirm={() => remove.mutateAsync({ ids: [row.id] })} />
        </Can>
      ) : null}
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}：
      </Text>
      {children}
    </Text>
  );
}

/** 查看: the activity's fields, counts (报名, 签到, 评价) and the review, postpone and cancel texts. */
export function ActivityViewModal({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(trainActivityDetailQuery(id));
  const a = detail.data;
  return (
    <Modal opened onClose={onClose} title="查看培训活动" size="lg" centered>
      {a ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>{a.activityName}</Text>
            <TrainStatusBadge status={a.status} />
          </Group>
          {a.examineOpinion ? (
            <Alert color={isTrainRejected(a.status) ? 'red' : 'blue'} variant="light" title="审核意见">
              {a.examineOpinion}
            </Alert>
          ) : null}
          {a.postponeReason ? <Alert color="orange" variant="light" title="延期原因">{a.postponeReason}</Alert> : null}
          {a.cancelReason ? <Alert color="gray" variant="light" title="取消原因">{a.cancelReason}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
            <Field label="活动类型">{TRAIN_ACTIVITY_TYPE_LABELS[a.activityType]}</Field>
            <Field label="所属计划">{a.planName ?? '—'}</Field>
            <Field label="活动地点">{a.activityAddress}</Field>
            <Field label="报名对象">{TRAIN_APPLY_TARGET_LABELS[a.applyTarget]}</Field>
            <Field label="报名时间">
              {chinaTime(a.applyStartTime)} 至 {chinaTime(a.applyEndTime)}
            </Field>
            <Field label="举办时间">
              {chinaTime(a.holdStartTime)} 至 {chinaTime(a.holdEndTime)}
            </Field>
            <Field label="报名人数">{formatPlaces(a.applyCount, a.applyLimit)}</Field>
            <Field label="签到人数">{a.signInCount} 人</Field>
            <Field label="评价">{a.evaluateCount > 0 ? `${a.evaluateCount} 条，平均 ${a.avgScore ?? '—'} 分` : '暂无'}</Field>
            <Field label="联系人">{[a.contactName, a.contactPhone].filter(Boolean).join(' ') || '—'}</Field>
            <Field label="创建人">{a.createBy || '—'}</Field>
            <Field label="创建时间">{chinaTime(a.createTime)}</Field>
          </SimpleGrid>
        </Stack>
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </Modal>
  );
}

/**
 * 培训活动 (/work/train/activity; seeds 001 §4 training status codes, §7 /train/activity/*): the activities
 * of the caller's data rule, newest first, searched by name, type and status; 新增 / 编辑 (in 2 未发布 and
 * 11 审核驳回), 提交审核, 审核 (通过 / 驳回 with opinion), 延期 (new holding times), 取消 (with reason),
 * 结束 and 删除 — each offered only where the state table `@qifu/training-rules` allows it; 导出.
 */
export function TrainActivityPage() {
  const filters = useFilters<ActivityFilters>({ keyword: '', activityType: null, status: null });
  const editor = useEditDialog<TrainActivityItem>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const feedback = useMutationFeedback();
  const query = useCallback(
    ({ page, pageSize, keyword, activityType, status }: PagedTableParams<Partial<ActivityFilters>>) =>
      trainActivityListQuery({ page, pageSize, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(activityType ? { activityType } : {}), ...(status ? { status } : {}) }),
    [],
  );
  const close = () => setDialog(null);
  const target = dialog ? { target: 'activity' as const, id: dialog.row.id, name: dialog.row.activityName, onClose: close, onSaved: feedback } : null;

  return (
    <Stack gap="sm">
      <FilteredPagedTable<TrainActivityItem, ActivityFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="活动名称" placeholder="活动名称" {...filters.field('keyword')} />
            <Select label="活动类型" placeholder="全部" data={toSelectData(TRAIN_ACTIVITY_TYPE_LABELS)} clearable w={130} {...filters.field('activityType')} onChange={(v) => filters.set('activityType', v as TrainActivityType | null)} />
            <Select label="状态" placeholder="全部" data={toSelectData(TRAIN_STATUS_LABELS)} clearable w={130} {...filters.field('status')} onChange={(v) => filters.set('status', v as TrainStatus | null)} />
          </>
        }
        query={query}
        columns={ACTIVITY_COLUMNS}
        showIndex
        aria-label="培训活动列表"
        rowActionsWidth={260}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.trainActivitySave}>
              <Button onClick={editor.openNew}>新增活动</Button>
            </Can>
            <Can permission={PERM.trainActivityExport}>
              <ExportButton
                onExport={() =>
                  exportTrainActivityFile({ keyword: filters.applied.keyword, activityType: filters.applied.activityType, status: filters.applied.status })
                }
              />
            </Can>
          </Group>
        }
        rowActions={(row) => (
          <ActivityRowActions row={row} feedback={feedback} onEdit={() => editor.openEdit(row)} open={(type) => setDialog({ type, row })} />
        )}
      />
      {editor.opened ? <ActivityFormModal row={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {dialog?.type === 'view' ? <ActivityViewModal id={dialog.row.id} onClose={close} /> : null}
      {dialog?.type === 'examine' && target ? <ExamineDialog {...target} /> : null}
      {dialog?.type === 'cancel' && target ? <CancelDialog {...target} /> : null}
      {dialog?.type === 'postpone' && target ? <PostponeDialog {...target} start={dialog.row.holdStartTime} end={dialog.row.holdEndTime} /> : null}
    </Stack>
  );
}
