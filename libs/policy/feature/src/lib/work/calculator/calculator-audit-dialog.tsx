import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuditCalculator, type PolicyCalculatorItem } from '@qifu/policy-data-access';
import { FormModal, type MutationFeedback } from '@qifu/widgets';

interface AuditValues {
  auditResult: '1' | '2';
  auditOpinion: string;
}

/**
 * 审核 a submitted calculator (seeds 001 §7 audit): 通过 → 审核通过, 驳回 → 已驳回 (请输入驳回意见 when
 * the opinion is blank; the server refuses it too).
 */
export function CalculatorAuditDialog({ calculator, onClose, onSaved }: { calculator: PolicyCalculatorItem; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm<AuditValues>({
    initialValues: { auditResult: '1', auditOpinion: '' },
    validate: {
      auditOpinion: (v, values) => (values.auditResult === '2' && !v.trim() ? '请输入驳回意见' : v.length > 500 ? '审核意见不能超过500个字符' : null),
    },
  });
  const audit = useAuditCalculator({
    onSuccess: async (result) => {
      await onSaved(result);
      onClose();
    },
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="审核政策计算器"
      form={form}
      busy={audit.isPending}
      submitLabel="提交"
      onSubmit={async (values) => {
        await audit.mutateAsync({ id: calculator.id, auditResult: values.auditResult, ...(values.auditOpinion.trim() ? { auditOpinion: values.auditOpinion.trim() } : {}) });
      }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {calculator.calculatorName}（{calculator.policyTitle}）
        </Text>
        <Radio.Group label="审核结果" withAsterisk {...form.getInputProps('auditResult')}>
          <Stack gap={6} mt={4}>
            <Radio value="1" label="通过" />
            <Radio value="2" label="驳回" />
          </Stack>
        </Radio.Group>
        <Textarea label="审核意见" autosize minRows={3} maxLength={500} {...form.getInputProps('auditOpinion')} />
      </Stack>
    </FormModal>
  );
}
