import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type EntExpansionField,
  type EntExpansionTable,
  businessTypesQuery,
  fieldTypesQuery,
  useExpansionWrite,
} from '@qifu/enterprise-archive-data-access';
import { FormModal, RemarkInput, type MutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

const CODE_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const codeRule = (what: string) => (v: string) => (!v.trim() ? `请输入${what}` : !CODE_PATTERN.test(v.trim()) ? `${what}须以字母开头，只含字母、数字和下划线` : null);

/** 新增扩展表 / 修改扩展表: name, code (unique; 表编码已存在), business type (empty = all), 多行 and remark. */
export function TableDialog({ row, onClose, onSaved }: { row: EntExpansionTable | null; onClose: () => void; onSaved: MutationFeedback }) {
  const types = useQuery(businessTypesQuery());
  const form = useForm({
    initialValues: { tableName: row?.tableName ?? '', tableCode: row?.tableCode ?? '', businessType: row?.businessType ?? null, multiRow: row?.multiRow ?? false, remark: row?.remark ?? '' },
    validate: { tableName: (v: string) => (!v.trim() ? '请输入表名称' : null), tableCode: codeRule('表编码') },
  });
  const save = useExpansionWrite({
    onSuccess: async (r) => {
      await onSaved(r);
      onClose();
    },
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改扩展表' : '新增扩展表'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          op: 'saveTable',
          body: {
            ...(row ? { id: row.id } : {}),
            tableName: v.tableName.trim(),
            tableCode: v.tableCode.trim(),
            businessType: v.businessType,
            multiRow: v.multiRow,
            ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
          },
        })
      }
    >
      <TextInput label="表名称" withAsterisk maxLength={50} {...form.getInputProps('tableName')} />
      <TextInput label="表编码" withAsterisk maxLength={50} {...form.getInputProps('tableCode')} />
      <Select label="适用业务类型" placeholder="全部业务类型" clearable data={types.data ?? []} {...form.getInputProps('businessType')} />
      <Checkbox label="多行表（一个企业可填多条记录）" {...form.getInputProps('multiRow', { type: 'checkbox' })} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

/** 新增字段 / 修改字段: name, code (unique in the table), type (getFieldTypeList), dictionary for selects, 必填, length, unit. */
export function FieldDialog({ tableId, row, onClose, onSaved }: { tableId: string; row: EntExpansionField | null; onClose: () => void; onSaved: MutationFeedback }) {
  const types = useQuery(fieldTypesQuery());
  const form = useForm({
    initialValues: {
      fieldName: row?.fieldName ?? '',
      fieldCode: row?.fieldCode ?? '',
      fieldType: (row?.fieldType ?? 'text') as string | null,
      dictTypeCode: row?.dictTypeCode ?? '',
      required: row?.required ?? false,
      maxLength: (row?.maxLength ?? '') as number | string,
      unit: row?.unit ?? '',
    },
    validate: {
      fieldName: (v: string) => (!v.trim() ? '请输入字段名称' : null),
      fieldCode: codeRule('字段编码'),
      fieldType: (v: string | null) => (!v ? '请选择字段类型' : null),
      dictTypeCode: (v: string, all) => ((all.fieldType === 'select' || all.fieldType === 'multiSelect') && !v.trim() ? '请选择字典' : null),
    },
  });
  const save = useExpansionWrite({
    onSuccess: async (r) => {
      await onSaved(r);
      onClose();
    },
  });
  const isSelect = form.values.fieldType === 'select' || form.values.fieldType === 'multiSelect';
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改字段' : '新增字段'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          op: 'saveField',
          body: {
            ...(row ? { id: row.id } : {}),
            tableId,
            fieldName: v.fieldName.trim(),
            fieldCode: v.fieldCode.trim(),
            fieldType: v.fieldType as EntExpansionField['fieldType'],
            required: v.required,
            ...(isSelect && v.dictTypeCode.trim() ? { dictTypeCode: v.dictTypeCode.trim() } : {}),
            ...(typeof v.maxLength === 'number' ? { maxLength: v.maxLength } : {}),
            ...(v.unit.trim() ? { unit: v.unit.trim() } : {}),
          },
        })
      }
    >
      <TextInput label="字段名称" withAsterisk maxLength={50} {...form.getInputProps('fieldName')} />
      <TextInput label="字段编码" withAsterisk maxLength={50} description="与匹配数据同名的编码（如 revenue、employeeCount）会同步给政策匹配" {...form.getInputProps('fieldCode')} />
      <Select label="字段类型" withAsterisk data={types.data ?? []} allowDeselect={false} {...form.getInputProps('fieldType')} />
      {isSelect ? <TextInput label="字典编码" withAsterisk maxLength={50} {...form.getInputProps('dictTypeCode')} /> : null}
      <Checkbox label="必填（计入信息完整度）" {...form.getInputProps('required', { type: 'checkbox' })} />
      <NumberInput label="最大长度" min={1} max={2000} {...form.getInputProps('maxLength')} />
      <TextInput label="单位" maxLength={20} {...form.getInputProps('unit')} />
    </FormModal>
  );
}
