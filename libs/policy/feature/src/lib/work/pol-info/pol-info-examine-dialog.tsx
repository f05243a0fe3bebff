import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useExaminePolInfo, type PolInfoExamineForm, type PolInfoItem } from '@qifu/policy-data-access';
import { FormModal, ReviewFields, closeAfter, validateReviewOpinion, type EditDialogProps, type ReviewValues } from '@qifu/widgets';

/** 审核结果 of 政策信息库: 通过 → examineStatus 2, 不通过 → 3 (opinion required). */
export const POL_INFO_REVIEW_RESULTS = [
  { value: '1', label: '通过' },
  { value: '2', label: '不通过' },
] as const;

/** The `examinePolInfo` body of the dialog's values (a blank opinion left out). */
export function toPolInfoExamineForm(id: string, values: ReviewValues): PolInfoExamineForm {
  const opinion = values.opinion.trim();
  return { id, examineStatus: values.result === '1' ? '2' : '3', ...(opinion ? { examineOpinion: opinion } : {}) };
}

/** Props of {@link PolInfoExamineDialog}. */
export interface PolInfoExamineDialogProps extends EditDialogProps {
  policy: Pick<PolInfoItem, 'id' | 'policyTitle' | 'policyDepName'>;
}

/**
 * 审核 a pending policy of 政策信息库 (`examinePolInfo`, pol:info:examine): 通过 (ready to be taken up in
 * 政策发布) or 不通过 with the required 审核意见 (请输入审核意见), shown to whoever entered it.
 */
export function PolInfoExamineDialog({ policy, onClose, onSaved }: PolInfoExamineDialogProps) {
  const form = useForm<ReviewValues>({ initialValues: { result: '1', opinion: '' }, validate: { opinion: validateReviewOpinion } });
  const examine = useExaminePolInfo({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal opened onClose={onClose} title="政策审核" form={form} busy={examine.isPending} submitLabel="提交" onSubmit={(values) => examine.mutate(toPolInfoExamineForm(policy.id, values))}>
      <Text size="sm">
        {policy.policyTitle}（{policy.policyDepName}）
      </Text>
      <ReviewFields form={form} results={POL_INFO_REVIEW_RESULTS} rejectPlaceholder="请说明不通过的原因" />
    </FormModal>
  );
}
