import { Modal, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ENUM_LABELS } from '@qifu/sdk';
import {
  trainActivityDetailQuery,
  trainPlanOptionsQuery,
  useSaveTrainActivity,
  type TrainActivityDetail,
  type TrainActivityForm,
  type TrainActivityItem,
  type TrainActivityType,
  type TrainApplyTarget,
} from '@qifu/training-data-access';
import { TRAIN_ACTIVITY_TYPE_LABELS, TRAIN_APPLY_TARGET_LABELS } from '@qifu/training-rules';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { FormModal, closeAfter, toSelectData, type EditDialogProps } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

import { fromChinaInput, toChinaInput } from '../shared/work-time';

/** The values of the activity form (times as China `datetime-local` values). */
export interface ActivityValues {
  activityName: string;
  activityType: TrainActivityType | null;
  planId: string | null;
  activityAddress: string;
  applyStartTime: string;
  applyEndTime: string;
  holdStartTime: string;
  holdEndTime: string;
  applyLimit: number | string;
  applyTarget: TrainApplyTarget;
  contactName: string;
  contactPhone: string;
  organiser: string;
}

/** The form's values of an activity (or of a new one). */
export function activityValues(a?: TrainActivityDetail): ActivityValues {
  return {
    activityName: a?.activityName ?? '',
    activityType: a?.activityType ?? null,
    planId: a?.planId ?? null,
    activityAddress: a?.activityAddress ?? '',
    applyStartTime: toChinaInput(a?.applyStartTime),
    applyEndTime: toChinaInput(a?.applyEndTime),
    holdStartTime: toChinaInput(a?.holdStartTime),
    holdEndTime: toChinaInput(a?.holdEndTime),
    applyLimit: a?.applyLimit ?? 0,
    applyTarget: a?.applyTarget ?? '3',
    contactName: a?.contactName ?? '',
    contactPhone: a?.contactPhone ?? '',
    organiser: a?.units.find((u) => u.unitType === '1')?.unitName ?? '',
  };
}

const required = (message: string) => (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? message : null);

/**
 * The rules of the activity form (contract `TrainActivityForm`): name, type, place and the four times
 * required; 报名开始 < 报名截止 ≤ 举办开始 < 举办结束 (the server's texts); phone digits only.
 */
export const ACTIVITY_RULES = {
  activityName: required('请输入活动名称'),
  activityType: required('请选择活动类型'),
  activityAddress: required('请输入活动地点'),
  applyStartTime: required('请选择报名开始时间'),
  applyEndTime: (v: string, values: ActivityValues) => required('请选择报名截止时间')(v) ?? (v <= values.applyStartTime ? '报名截止时间须晚于报名开始时间' : null),
  holdStartTime: (v: string, values: ActivityValues) => required('请选择举办开始时间')(v) ?? (v < values.applyEndTime ? '举办开始时间不能早于报名截止时间' : null),
  holdEndTime: (v: string, values: ActivityValues) => required('请选择举办结束时间')(v) ?? (v <= values.holdStartTime ? '举办结束时间须晚于举办开始时间' : null),
  contactPhone: (v: string) => (/^[0-9+\- ]*$/.test(v) ? null : '联系电话格式错误'),
};

/** The save payload of the form's values. */
export function toActivityForm(v: ActivityValues, a?: TrainActivityDetail): TrainActivityForm {
  const others = (a?.units ?? []).filter((u) => u.unitType !== '1');
  const organiser = v.organiser.trim();
  return {
    ...(a ? { id: a.id } : {}),
    ...(v.planId ? { planId: v.planId } : {}),
    activityName: v.activityName.trim(),
    activityType: v.activityType as TrainActivityType,
    activityAddress: v.activityAddress.trim(),
    applyStartTime: fromChinaInput(v.applyStartTime),
    applyEndTime: fromChinaInput(v.applyEndTime),
    holdStartTime: fromChinaInput(v.holdStartTime),
    holdEndTime: fromChinaInput(v.holdEndTime),
    applyLimit: Number(v.applyLimit) || 0,
    applyTarget: v.applyTarget,
    ...(v.contactName.trim() ? { contactName: v.contactName.trim() } : {}),
    ...(v.contactPhone.trim() ? { contactPhone: v.contactPhone.trim() } : {}),
    ...(a?.activityContent ? { activityContent: a.activityContent } : {}),
    ...(a?.coverImage ? { coverImage: a.coverImage } : {}),
    ...(a?.streetCode ? { streetCode: a.streetCode } : {}),
    units: organiser ? [{ unitName: organiser, unitType: '1' }, ...others] : others,
  };
}

function ActivityFormBody({ item, onClose, onSaved }: EditDialogProps & { item?: TrainActivityDetail }) {
  const form = useForm<ActivityValues>({ initialValues: activityValues(item), validate: ACTIVITY_RULES });
  const plans = useQuery(trainPlanOptionsQuery());
  const save = useSaveTrainActivity({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={item ? '编辑培训活动' : '新增培训活动'}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(v) => save.mutate(toActivityForm(v, item))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="活动名称" withAsterisk maxLength={100} {...form.getInputProps('activityName')} />
        <Select label="活动类型" withAsterisk data={toSelectData(TRAIN_ACTIVITY_TYPE_LABELS)} {...form.getInputProps('activityType')} />
        <Select
          label="所属培训计划"
          placeholder="不选"
          clearable
          searchable
          data={(plans.data ?? []).map((p) => ({ value: p.value ?? p.id ?? '', label: p.label }))}
          {...form.getInputProps('planId')}
        />
        <TextInput label="活动地点" withAsterisk maxLength={200} {...form.getInputProps('activityAddress')} />
        <TextInput type="datetime-local" label="报名开始时间" withAsterisk {...form.getInputProps('applyStartTime')} />
        <TextInput type="datetime-local" label="报名截止时间" withAsterisk {...form.getInputProps('applyEndTime')} />
        <TextInput type="datetime-local" label="举办开始时间" withAsterisk {...form.getInputProps('holdStartTime')} />
        <TextInput type="datetime-local" label="举办结束时间" withAsterisk {...form.getInputProps('holdEndTime')} />
        <NumberInput label="报名名额（人）" description="0 为不限" min={0} max={100000} allowDecimal={false} {...form.getInputProps('applyLimit')} />
        <Select label="报名对象" withAsterisk data={toSelectData(TRAIN_APPLY_TARGET_LABELS)} {...form.getInputProps('applyTarget')} />
        <TextInput label="主办单位" maxLength={100} {...form.getInputProps('organiser')} />
        <TextInput label="联系人" maxLength={50} {...form.getInputProps('contactName')} />
        <TextInput label="联系电话" maxLength={20} inputMode="tel" {...form.getInputProps('contactPhone')} />
      </SimpleGrid>
    </FormModal>
  );
}

/** Props of {@link ActivityFormModal}. */
export interface ActivityFormModalProps extends EditDialogProps {
  /** The row being edited (an activity in 2 未发布 or 11 审核驳回); none for 新增. */
  row?: TrainActivityItem;
}

/**
 * 新增 / 编辑 a training activity (`saveTrainActivity`, seeds 001 §7 /train/activity/*): name, type, plan
 * (the plans of `listTrainPlanOptions`), place, the four times in China time, places (0 不限), who may
 * register, the organiser and the contact. The rich-text introduction, cover image and further units
 * stored with an activity are kept as they are. Editing loads the whole activity first.
 */
export function ActivityFormModal({ row, onClose, onSaved }: ActivityFormModalProps) {
  const detail = useQuery({ ...trainActivityDetailQuery(row?.id ?? ''), enabled: Boolean(row) });
  if (!row) return <ActivityFormBody onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <ActivityFormBody item={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑培训活动" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}

/** Labels of the registration kind (generated), re-exported for the pages. */
export const TRAIN_APPLY_TYPE_LABELS = ENUM_LABELS.TrainApplyType;
