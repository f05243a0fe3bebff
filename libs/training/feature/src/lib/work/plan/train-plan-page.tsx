import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  exportTrainPlanFile,
  trainPlanDetailQuery,
  trainPlanListQuery,
  useSaveTrainPlan,
  useTrainAction,
  type TrainPlanDetail,
  type TrainPlanForm,
  type TrainPlanItem,
  type TrainStatus,
} from '@qifu/training-data-access';
import { isTrainRejected, TRAIN_STATUS_LABELS, trainPlanActionsFrom } from '@qifu/training-rules';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  FormModal,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  closeAfter,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type EditDialogProps,
  type MutationFeedback,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { TrainStatusBadge } from '../../shared/status-badge';
import { CancelDialog, ExamineDialog, PostponeDialog } from '../shared/state-dialogs';
import { chinaTime } from '../shared/work-time';

interface PlanFilters {
  keyword: string;
  planYear: string | null;
  status: TrainStatus | null;
}

/** The years offered by the 计划年度 filter: the current China year, two before and one after. */
export function planYears(now = new Date()): string[] {
  const year = Number(formatDate(now.toISOString(), 'YYYY'));
  return [year + 1, year, year - 1, year - 2].map(String);
}

/** Columns of 培训计划. */
export const PLAN_COLUMNS: TableColumn<TrainPlanItem>[] = [
  { key: 'planName', title: '计划名称' },
  { key: 'planYear', title: '计划年度', width: 90 },
  { key: 'startTime', title: '计划时间', width: 200, formatter: (_, r) => `${r.startTime} 至 ${r.endTime}` },
  { key: 'activityCount', title: '活动数', width: 80 },
  { key: 'status', title: '状态', width: 100, formatter: (_, r) => <TrainStatusBadge status={r.status} /> },
  { key: 'createBy', title: '创建人', width: 100 },
];

interface PlanValues {
  planName: string;
  planYear: number | string;
  startTime: string;
  endTime: string;
}

function PlanFormBody({ item, onClose, onSaved }: EditDialogProps & { item?: TrainPlanDetail }) {
  const form = useForm<PlanValues>({
    initialValues: {
      planName: item?.planName ?? '',
      planYear: item?.planYear ?? Number(planYears()[1]),
      startTime: item?.startTime ?? '',
      endTime: item?.endTime ?? '',
    },
    validate: {
      planName: (v) => (v.trim() ? null : '请输入计划名称'),
      planYear: (v) => (Number(v) >= 2000 && Number(v) <= 2100 ? null : '请输入计划年度'),
      startTime: (v) => (v ? null : '请选择开始日期'),
      endTime: (v, values) => (!v ? '请选择结束日期' : v === values.startTime ? '开始时间和结束时间不能相等' : v < values.startTime ? '结束日期不能早于开始日期' : null),
    },
  });
  const save = useSaveTrainPlan({ onSuccess: closeAfter(onSaved, onClose) });
  const toForm = (v: PlanValues): TrainPlanForm => ({
    ...(item ? { id: item.id } : {}),
    planName: v.planName.trim(),
    planYear: Number(v.planYear),
    startTime: v.startTime,
    endTime: v.endTime,
    ...(item?.planContent ? { planContent: item.planContent } : {}),
    units: item?.units ?? [],
  });
  return (
    <FormModal opened onClose={onClose} title={item ? '编辑培训计划' : '新增培训计划'} form={form} busy={save.isPending} onSubmit={(v) => save.mutate(toForm(v))}>
      <TextInput label="计划名称" withAsterisk maxLength={100} {...form.getInputProps('planName')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput label="计划年度" withAsterisk min={2000} max={2100} allowDecimal={false} {...form.getInputProps('planYear')} />
        <TextInput type="date" label="开始日期" withAsterisk {...form.getInputProps('startTime')} />
        <TextInput type="date" label="结束日期" withAsterisk {...form.getInputProps('endTime')} />
      </SimpleGrid>
    </FormModal>
  );
}

/** 新增 / 编辑 a plan (`saveTrainPlan`): name, year, first and last day; content and units are kept. */
export function PlanFormModal({ row, onClose, onSaved }: EditDialogProps & { row?: TrainPlanItem }) {
  const detail = useQuery({ ...trainPlanDetailQuery(row?.id ?? ''), enabled: Boolean(row) });
  if (!row) return <PlanFormBody onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <PlanFormBody item={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑培训计划" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={3} />}
    </Modal>
  );
}

function PlanViewModal({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(trainPlanDetailQuery(id));
  const p = detail.data;
  return (
    <Modal opened onClose={onClose} title="查看培训计划" size="lg" centered>
      {p ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>{p.planName}</Text>
            <TrainStatusBadge status={p.status} />
          </Group>
          {p.examineOpinion ? <Alert color={isTrainRejected(p.status) ? 'red' : 'blue'} variant="light" title="审核意见">{p.examineOpinion}</Alert> : null}
          {p.postponeReason ? <Alert color="orange" variant="light" title="延期原因">{p.postponeReason}</Alert> : null}
          {p.cancelReason ? <Alert color="gray" variant="light" title="取消原因">{p.cancelReason}</Alert> : null}
          <Text size="sm">计划年度：{p.planYear}　计划时间：{p.startTime} 至 {p.endTime}　活动数：{p.activityCount}</Text>
          <Text size="sm">主办、承办单位：{p.units.map((u) => u.unitName).join('、') || '—'}</Text>
          <Text size="sm" c="dimmed">
            创建人：{p.createBy || '—'}　创建时间：{chinaTime(p.createTime)}
          </Text>
        </Stack>
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </Modal>
  );
}

type Dialog = { type: 'view' | 'examine' | 'postpone' | 'cancel'; row: TrainPlanItem } | null;

function PlanRowActions({ row, feedback, onEdit, open }: { row: TrainPlanItem; feedback: MutationFeedback; onEdit: () => void; open: (t: NonNullable<Dialog>['type']) => void }) {
  const allowed = new Set(trainPlanActionsFrom(row.status));
  const publish = useTrainAction('plan', 'publish', { onSuccess: feedback });
  const remove = useTrainAction('plan', 'delete', { onSuccess: feedback });
  return (
    <>
      <RowButton onClick={() => open('view')}>查看</RowButton>
      {allowed.has('save') ? (
        <Can permission={PERM.trainPlanSave}>
          <RowButton onClick={onEdit}>编辑</RowButton>
        </Can>
      ) : null}
      {allowed.has('publish') ? (
        <Can permission={PERM.trainPlanSave}>
          <RowConfirmButton message={`确定要提交计划“${row.planName}”审核吗？`} onConfirm={() => publish.mutateAsync({ id: row.id })}>
            提交审核
          </RowConfirmButton>
        </Can>
      ) : null}
      {allowed.has('pass') ? (
        <Can permission={PERM.trainPlanExamine}>
          <RowButton onClick={() => open('examine')}>审核</RowButton>
        </Can>
      ) : null}
      {allowed.has('postpone') ? (
        <Can permission={PERM.trainPlanSave}>
          <RowButton onClick={() => open('postpone')}>延期</RowButton>
        </Can>
      ) : null}
      {allowed.has('cancel') ? (
        <Can permission={PERM.trainPlanSave}>
          <RowButton color="red" onClick={() => open('cancel')}>
            取消
          </RowButton>
        </Can>
      ) : null}
      {allowed.has('delete') ? (
        <Can permission={PERM.trainPlanDelete}>
          <DeleteRowButton message={`确定要删除计划“${row.planName}”吗？`} onConfirm={() => remove.mutateAsync({ ids: [row.id] })} />
        </Can>
      ) : null}
    </>
  );
}

/**
 * 培训计划 (/work/train/plan; seeds 001 §4, §7 /train/plan/*): the plans of the caller's data rule by year,
 * searched by name, year and status; 新增 / 编辑 (2, 11), 提交审核, 审核, 延期 (1, new dates), 取消 and 删除
 * offered only where the state table allows them; 导出.
 */
export function TrainPlanPage() {
  const filters = useFilters<PlanFilters>({ keyword: '', planYear: null, status: null });
  const editor = useEditDialog<TrainPlanItem>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const feedback = useMutationFeedback();
  const query = useCallback(
    ({ page, pageSize, keyword, planYear, status }: PagedTableParams<Partial<PlanFilters>>) =>
      trainPlanListQuery({ page, pageSize, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(planYear ? { planYear: Number(planYear) } : {}), ...(status ? { status } : {}) }),
    [],
  );
  const close = () => setDialog(null);
  const target = dialog ? { target: 'plan' as const, id: dialog.row.id, name: dialog.row.planName, onClose: close, onSaved: feedback } : null;
  return (
    <Stack gap="sm">
      <FilteredPagedTable<TrainPlanItem, PlanFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="计划名称" placeholder="计划名称" {...filters.field('keyword')} />
            <Select label="计划年度" placeholder="全部" data={planYears()} clearable w={110} {...filters.field('planYear')} />
            <Select label="状态" placeholder="全部" data={toSelectData(TRAIN_STATUS_LABELS)} clearable w={130} {...filters.field('status')} onChange={(v) => filters.set('status', v as TrainStatus | null)} />
          </>
        }
        query={query}
        columns={PLAN_COLUMNS}
        showIndex
        aria-label="培训计划列表"
        rowActionsWidth={240}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.trainPlanSave}>
              <Button onClick={editor.openNew}>新增计划</Button>
            </Can>
            <Can permission={PERM.trainPlanExport}>
              <ExportButton
                onExport={() =>
                  exportTrainPlanFile({
                    keyword: filters.applied.keyword,
                    planYear: filters.applied.planYear ? Number(filters.applied.planYear) : undefined,
                    status: filters.applied.status,
                  })
                }
              />
            </Can>
          </Group>
        }
        rowActions={(row) => <PlanRowActions row={row} feedback={feedback} onEdit={() => editor.openEdit(row)} open={(type) => setDialog({ type, row })} />}
      />
      {editor.opened ? <PlanFormModal row={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {dialog?.type === 'view' ? <PlanViewModal id={dialog.row.id} onClose={close} /> : null}
      {dialog?.type === 'examine' && target ? <ExamineDialog {...target} /> : null}
      {dialog?.type === 'cancel' && target ? <CancelDialog {...target} /> : null}
      {dialog?.type === 'postpone' && target ? <PostponeDialog {...target} start={dialog.row.startTime} end={dialog.row.endTime} /> : null}
    </Stack>
  );
}
