import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { calculatorPolicyOptionsQuery, useCalculatorDetail, useSaveCalculator, type PolicyCalculatorItem } from '@qifu/policy-data-access';
import { FormModal, type MutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The dialog's values. */
export interface CalculatorFormValues {
  calculatorName: string;
  policyId: string | null;
  whitelistOnly: boolean;
  remark: string;
}

/** Props of {@link CalculatorFormModal}. */
export interface CalculatorFormModalProps {
  /** The calculator to edit; undefined for 新增. */
  calculator?: PolicyCalculatorItem | null;
  onClose: () => void;
  onSaved: MutationFeedback;
}

/**
 * 新增 / 编辑 a policy calculator (seeds 001 §7 /admin/policyCalculator/save): 计算器名称 (required, ≤ 100),
 * 所属政策 (required, from the policy options), 只匹配白名单企业, 备注 (≤ 500). Editing loads the detail
 * so the tags, rule and match form the page does not edit are sent back unchanged.
 */
export function CalculatorFormModal({ calculator, onClose, onSaved }: CalculatorFormModalProps) {
  const editing = Boolean(calculator);
  const detail = useCalculatorDetail(calculator?.id);
  const policies = useQuery(calculatorPolicyOptionsQuery());
  const form = useForm<CalculatorFormValues>({
    initialValues: { calculatorName: calculator?.calculatorName ?? '', policyId: calculator?.policyId ?? null, whitelistOnly: false, remark: '' },
    validate: {
      calculatorName: (v) => (v.trim() ? (v.trim().length > 100 ? '计算器名称不能超过100个字符' : null) : '请输入计算器名称'),
      policyId: (v) => (v ? null : '请选择所属政策'),
      remark: (v) => (v.length > 500 ? '备注不能超过500个字符' : null),
    },
  });
  const loaded = detail.data;
  useEffect(() => {
    if (loaded) form.setValues({ whitelistOnly: loaded.whitelistOnly, remark: loaded.remark ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the detail arrives
  }, [loaded]);
  const save = useSaveCalculator({
    onSuccess: async (result) => {
      await onSaved(result);
      onClose();
    },
  });
  const options = policies.data ?? [];
  const data =
    calculator && !options.some((o) => o.value === calculator.policyId) ? [{ label: calculator.policyTitle, value: calculator.policyId }, ...options] : options;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? '编辑政策计算器' : '新增政策计算器'}
      form={form}
      busy={save.isPending || (editing && detail.isPending)}
      onSubmit={async (values) => {
        await save.mutateAsync({
          ...(calculator ? { id: calculator.id } : {}),
          calculatorName: values.calculatorName.trim(),
          policyId: values.policyId ?? '',
          whitelistOnly: values.whitelistOnly,
          ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
          ...(loaded?.matchFormId ? { matchFormId: loaded.matchFormId } : {}),
          ...(loaded && loaded.tags.length > 0 ? { tagIds: loaded.tags.map((t) => t.id) } : {}),
          ...(loaded?.rule ? { rule: loaded.rule } : {}),
        });
      }}
    >
      <TextInput label="计算器名称" withAsterisk maxLength={100} {...form.getInputProps('calculatorName')} />
      <Select
        label="所属政策"
        withAsterisk
        searchable
        data={data}
        nothingFoundMessage="没有匹配的政策"
        placeholder={policies.isError ? '政策选项加载失败' : '请选择政策'}
        {...form.getInputProps('policyId')}
      />
      <Switch label="只匹配白名单企业" mt="xs" {...form.getInputProps('whitelistOnly', { type: 'checkbox' })} />
      <Textarea label="备注" autosize minRows={2} maxLength={500} {...form.getInputProps('remark')} />
    </FormModal>
  );
}
