import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useExamineDeclare, useExamineProjectApply, type DeclareExamineForm, type DeclareItem } from '@qifu/policy-data-access';
import { declareActionsFrom } from '@qifu/policy-rules';
import { closeAfter, FormModal, ReviewFields, reviewBody, validateReviewOpinion, type EditDialogProps, type ReviewValues } from '@qifu/widgets';

type ExamineResult = DeclareExamineForm['result'];

/** The examination results: the table's action of each and its label (the contract's `x-enum-descriptions`). */
const RESULTS: readonly { value: ExamineResult; action: 'pass' | 'reject'; label: string }[] = [
  { value: '1', action: 'pass', label: '通过' },
  { value: '2', action: 'reject', label: '驳回' },
];

/** The results the declaration table allows in `status` (pass / reject from 1 待审核 only). */
export function examineResultsFor(status: DeclareItem['status']) {
  const allowed = declareActionsFrom(status);
  return RESULTS.filter((r) => allowed.includes(r.action));
}

/** Props of {@link DeclareExamineDialog}. */
export interface DeclareExamineDialogProps extends EditDialogProps {
  /** The declaration examined. */
  declaration: Pick<DeclareItem, 'id' | 'status' | 'declareNo' | 'projectName' | 'policyTitle' | 'companyName'>;
  /**
   * Which operation examines: `dec` 申报审核 (`examineDeclare`, default) or `gov` 项目申报审核
   * (`examineGovProjectApply`: the examining department's data rule, not after the examination end).
   */
  via?: 'dec' | 'gov';
}

/**
 * The 审核 dialog of 申报审核 (seeds 001 §7 /dec/declare/*; issue 12): the declaration's number,
 * project and company, the result — 通过 or 驳回, only those the `DeclareStatus` table of
 * `@qifu/policy-rules` allows in the declaration's state — and the opinion (审核意见, at most 500
 * characters; required for 驳回: 请输入审核意见). 提交 sends `examineDeclare`, shows the server's
 * 审核成功, reloads the lists and closes; the enterprise then sees the state and the opinion.
 */
export function DeclareExamineDialog({ declaration, onClose, onSaved, via = 'dec' }: DeclareExamineDialogProps) {
  const results = examineResultsFor(declaration.status);
  const form = useForm<ReviewValues>({
    initialValues: { result: results[0]?.value ?? '1', opinion: '' },
    validate: { opinion: validateReviewOpinion },
  });
  const viaDec = useExamineDeclare({ onSuccess: closeAfter(onSaved, onClose) });
  const viaGov = useExamineProjectApply({ onSuccess: closeAfter(onSaved, onClose) });
  const examine = via === 'gov' ? viaGov : viaDec;
  const submit = async (values: ReviewValues) => {
    // a refusal was shown by the API client; the dialog stays open
    await examine.mutateAsync(reviewBody(declaration.id, values)).catch(() => undefined);
  };
  return (
    <FormModal opened onClose={onClose} title="申报审核" form={form} busy={examine.isPending} submitLabel="提交" size="md" onSubmit={submit}>
      <Stack gap={2}>
        <Text size="sm">
          <Text span c="dimmed">
            申报编号：
          </Text>
          {declaration.declareNo}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            申报项目：
          </Text>
          {declaration.projectName ?? declaration.policyTitle}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            申报企业：
          </Text>
          {declaration.companyName}
        </Text>
      </Stack>
      <ReviewFields form={form} results={results} rejectPlaceholder="请说明驳回原因及需补充的材料" />
    </FormModal>
  );
}
