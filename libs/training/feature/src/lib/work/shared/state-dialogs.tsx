import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { usePostponeTrainActivity, usePostponeTrainPlan, useTrainAction } from '@qifu/training-data-access';
import { FormModal, ReviewFields, closeAfter, validateReviewOpinion, type MutationFeedback, type ReviewValues } from '@qifu/widgets';

import { fromChinaInput, toChinaInput } from './work-time';

/** What a state dialog acts on: a plan or an activity, with its id and name. */
export interface TrainTarget {
  target: 'plan' | 'activity';
  id: string;
  name: string;
}

/** Props of the state dialogs. */
export interface StateDialogProps extends TrainTarget {
  onClose: () => void;
  onSaved: MutationFeedback;
}

const NOUN = { plan: '培训计划', activity: '培训活动' } as const;

/**
 * 审核 (train:{plan|activity}:examine) of a record in 13 待审核: 通过 (the server sets 1 / 3 for a plan,
 * 6 / 7 / 8 for an activity by its times) or 驳回 → 11 审核驳回 with 审核意见 (required: 请输入审核意见).
 */
export function ExamineDialog({ target, id, name, onClose, onSaved }: StateDialogProps) {
  const form = useForm<ReviewValues>({ initialValues: { result: '1', opinion: '' }, validate: { opinion: validateReviewOpinion } });
  const examine = useTrainAction(target, 'examine', { onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`审核${NOUN[target]}：${name}`}
      form={form}
      busy={examine.isPending}
      submitLabel="提交"
      onSubmit={(v) => examine.mutate({ id, examineResult: v.result, ...(v.opinion.trim() ? { examineOpinion: v.opinion.trim() } : {}) })}
    >
      <ReviewFields form={form} rejectPlaceholder="请说明驳回原因" />
    </FormModal>
  );
}

/**
 * 取消 of a plan or activity (→ 12 已取消) with 取消原因 (required, ≤ 500). For an activity the dialog says
 * that its registrants are told by SMS.
 */
export function CancelDialog({ target, id, name, onClose, onSaved }: StateDialogProps) {
  const form = useForm({
    initialValues: { cancelReason: '' },
    validate: { cancelReason: (v: string) => (v.trim() ? null : '请输入取消原因') },
  });
  const cancel = useTrainAction(target, 'cancel', { onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`取消${NOUN[target]}：${name}`}
      form={form}
      busy={cancel.isPending}
      submitLabel="确定取消"
      onSubmit={(v) => cancel.mutate({ id, cancelReason: v.cancelReason.trim() })}
    >
      <Textarea
        label="取消原因"
        withAsterisk
        autosize
        minRows={3}
        maxLength={500}
        description={target === 'activity' ? '取消后不可恢复，已报名人员将收到短信通知' : '取消后不可恢复'}
        {...form.getInputProps('cancelReason')}
      />
    </FormModal>
  );
}

interface PostponeValues {
  start: string;
  end: string;
  postponeReason: string;
}

/** Props of {@link PostponeDialog}: the record's current start and end (ISO instants, or days for a plan). */
export interface PostponeDialogProps extends StateDialogProps {
  start: string;
  end: string;
}

/**
 * 延期: a plan in 1 未开始 with new dates, or an activity in 6 / 7 / 8 with new holding times (China
 * time); → 5 已延期 with 延期原因. The new start must be later than the old one (checked here and by the
 * server). An activity's registrants are told by SMS.
 */
export function PostponeDialog({ target, id, name, start, end, onClose, onSaved }: PostponeDialogProps) {
  const plan = target === 'plan';
  const form = useForm<PostponeValues>({
    initialValues: { start: plan ? start : toChinaInput(start), end: plan ? end : toChinaInput(end), postponeReason: '' },
    validate: {
      start: (v) => (!v ? '请选择新的开始时间' : (plan ? v <= start : fromChinaInput(v) <= start) ? '新的开始时间须晚于原开始时间' : null),
      end: (v, values) => (!v ? '请选择新的结束时间' : v <= values.start ? '结束时间须晚于开始时间' : null),
      postponeReason: (v) => (v.trim() ? null : '请输入延期原因'),
    },
  });
  const done = closeAfter(onSaved, onClose);
  const postponePlan = usePostponeTrainPlan({ onSuccess: done });
  const postponeActivity = usePostponeTrainActivity({ onSuccess: done });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`延期${NOUN[target]}：${name}`}
      form={form}
      busy={postponePlan.isPending || postponeActivity.isPending}
      submitLabel="确定延期"
      onSubmit={(v) =>
        plan
          ? postponePlan.mutate({ id, startTime: v.start, endTime: v.end, postponeReason: v.postponeReason.trim() })
          : postponeActivity.mutate({ id, holdStartTime: fromChinaInput(v.start), holdEndTime: fromChinaInput(v.end), postponeReason: v.postponeReason.trim() })
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type={plan ? 'date' : 'datetime-local'} label={plan ? '新的开始日期' : '新的举办开始时间'} withAsterisk {...form.getInputProps('start')} />
        <TextInput type={plan ? 'date' : 'datetime-local'} label={plan ? '新的结束日期' : '新的举办结束时间'} withAsterisk {...form.getInputProps('end')} />
      </SimpleGrid>
      <Textarea
        label="延期原因"
        withAsterisk
        autosize
        minRows={3}
        maxLength={500}
        description={plan ? undefined : '已报名人员将收到短信通知'}
        {...form.getInputProps('postponeReason')}
      />
    </FormModal>
  );
}
