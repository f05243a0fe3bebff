import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveDataRule, useSysRoleOptions, type EnableFlag, type SysDataRule, type SysDataRuleForm } from '@qifu/sys-data-access';
import { EnableFlagField, FormModal, RemarkInput, closeAfter, toSelectData, type EditDialogProps } from '@qifu/widgets';

import { OPERATOR_LABELS, VALUE_TYPE_LABELS } from '../shared/labels';

type Operator = SysDataRuleForm['operator'];
type ValueType = SysDataRuleForm['valueType'];

interface DataRuleValues {
  roleId: string | null;
  ruleName: string;
  resource: string;
  columnName: string;
  operator: Operator;
  valueType: ValueType;
  ruleValue: string;
  enableFlag: EnableFlag;
  remark: string;
}

const RESOURCE_PATTERN = /^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+)+$/;
const COLUMN_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The `saveDataRule` body of the form values (empty optional fields left out; ruleValue only for 固定值). */
export function toDataRuleForm(values: DataRuleValues, id?: string): SysDataRuleForm {
  const body: SysDataRuleForm = {
    roleId: values.roleId ?? '',
    ruleName: values.ruleName.trim(),
    resource: values.resource.trim(),
    columnName: values.columnName.trim(),
    operator: values.operator,
    valueType: values.valueType,
    enableFlag: values.enableFlag,
  };
  if (id) body.id = id;
  if (values.valueType === 'fixed') body.ruleValue = values.ruleValue.trim();
  if (values.remark.trim()) body.remark = values.remark.trim();
  return body;
}

/** Props of {@link DataRuleFormModal}. */
export interface DataRuleFormModalProps extends EditDialogProps {
  /** The rule to edit; a new one when absent. */
  rule?: SysDataRule;
  /** Fixes the role (the grant dialog's 数据规则 tab): the role select is then hidden. */
  roleId?: string;
}

/**
 * 新增规则 / 编辑规则 (`saveDataRule`): a role sees only the rows of `resource` whose column
 * satisfies the comparison against a fixed value or the caller's own office, office tree, id or
 * company (the contract's SysDataRule).
 */
export function DataRuleFormModal({ rule, roleId, onClose, onSaved }: DataRuleFormModalProps) {
  const form = useForm<DataRuleValues>({
    initialValues: {
      roleId: rule?.roleId ?? roleId ?? null,
      ruleName: rule?.ruleName ?? '',
      resource: rule?.resource ?? '',
      columnName: rule?.columnName ?? '',
      operator: rule?.operator ?? 'eq',
      valueType: rule?.valueType ?? 'currentOffice',
      ruleValue: rule?.ruleValue ?? '',
      enableFlag: rule?.enableFlag ?? '1',
      remark: rule?.remark ?? '',
    },
    validate: {
      roleId: (value) => (value ? null : '请选择角色'),
      ruleName: (value) => (value.trim() ? null : '请输入规则名称'),
      resource: (value) => {
        if (!value.trim()) return '请输入资源';
        return RESOURCE_PATTERN.test(value.trim()) ? null : '资源格式为“领域:资源”，如 appeal:info';
      },
      columnName: (value) => {
        if (!value.trim()) return '请输入字段名';
        return COLUMN_PATTERN.test(value.trim()) ? null : '字段名须以字母开头，只含字母、数字和下划线';
      },
      ruleValue: (value, values) => (values.valueType === 'fixed' && !value.trim() ? '请输入固定值' : null),
    },
  });
  const roles = useSysRoleOptions(undefined, { enabled: !roleId });
  const save = useSaveDataRule({ onSuccess: closeAfter(onSaved, onClose) });
  const roleData = (roles.data ?? []).map((o) => ({ value: o.value ?? o.id ?? '', label: o.label })).filter((o) => o.value);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={rule ? '编辑规则' : '新增规则'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toDataRuleForm(values, rule?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {roleId ? null : <Select label="角色" withAsterisk data={roleData} searchable {...form.getInputProps('roleId')} />}
        <TextInput label="规则名称" withAsterisk maxLength={50} {...form.getInputProps('ruleName')} />
        <TextInput label="资源" withAsterisk maxLength={64} placeholder="如 appeal:info" {...form.getInputProps('resource')} />
        <TextInput label="字段名" withAsterisk maxLength={64} placeholder="如 dealOffice" {...form.getInputProps('columnName')} />
        <Select label="比较方式" withAsterisk data={toSelectData(OPERATOR_LABELS)} allowDeselect={false} {...form.getInputProps('operator')} />
        <Select label="取值来源" withAsterisk data={toSelectData(VALUE_TYPE_LABELS)} allowDeselect={false} {...form.getInputProps('valueType')} />
        {form.values.valueType === 'fixed' ? (
          <TextInput
            label="固定值"
            withAsterisk
            maxLength={500}
            description={form.values.operator === 'in' ? '多个值用英文逗号分隔' : undefined}
            {...form.getInputProps('ruleValue')}
          />
        ) : null}
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}
