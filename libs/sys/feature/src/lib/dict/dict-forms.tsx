import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useSaveDictType,
  useSaveDictValue,
  type EnableFlag,
  type SysDictType,
  type SysDictTypeForm,
  type SysDictValue,
  type SysDictValueForm,
} from '@qifu/sys-data-access';
import { EnableFlagField, FormModal, RemarkInput, SortInput, closeAfter, sortValue, type EditDialogProps } from '@qifu/widgets';

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

interface TypeValues {
  dictTypeCode: string;
  dictTypeName: string;
  sort: number | string;
  enableFlag: EnableFlag;
  remark: string;
}

/** Props of {@link DictTypeFormModal}. */
export interface DictTypeFormModalProps extends EditDialogProps {
  dictType?: SysDictType;
}

/** 新增字典类型 / 编辑字典类型 (`saveDictType`); the code cannot change once the type has values. */
export function DictTypeFormModal({ dictType, onClose, onSaved }: DictTypeFormModalProps) {
  const form = useForm<TypeValues>({
    initialValues: {
      dictTypeCode: dictType?.dictTypeCode ?? '',
      dictTypeName: dictType?.dictTypeName ?? '',
      sort: dictType?.sort ?? 0,
      enableFlag: dictType?.enableFlag ?? '1',
      remark: dictType?.remark ?? '',
    },
    validate: {
      dictTypeCode: (value) => {
        if (!value.trim()) return '请输入字典类型编码';
        return CODE_PATTERN.test(value.trim()) ? null : '编码须以字母开头，只含字母、数字和下划线';
      },
      dictTypeName: (value) => (value.trim() ? null : '请输入字典类型名称'),
    },
  });
  const save = useSaveDictType({ onSuccess: closeAfter(onSaved, onClose) });
  const submit = (values: TypeValues) => {
    const body: SysDictTypeForm = {
      dictTypeCode: values.dictTypeCode.trim(),
      dictTypeName: values.dictTypeName.trim(),
      sort: sortValue(values.sort),
      enableFlag: values.enableFlag,
    };
    if (dictType) body.id = dictType.id;
    if (values.remark.trim()) body.remark = values.remark.trim();
    save.mutate(body);
  };
  return (
    <FormModal opened onClose={onClose} title={dictType ? '编辑字典类型' : '新增字典类型'} form={form} busy={save.isPending} onSubmit={submit} size="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="字典类型编码"
          withAsterisk
          maxLength={64}
          disabled={(dictType?.valueCount ?? 0) > 0}
          {...form.getInputProps('dictTypeCode')}
        />
        <TextInput label="字典类型名称" withAsterisk maxLength={50} {...form.getInputProps('dictTypeName')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

interface ValueValues {
  label: string;
  value: string;
  sort: number | string;
  enableFlag: EnableFlag;
  remark: string;
}

/** Props of {@link DictValueFormModal}. */
export interface DictValueFormModalProps extends EditDialogProps {
  dictTypeCode: string;
  dictValue?: SysDictValue;
}

/** 新增字典值 / 编辑字典值 (`saveDictValue`); the value is unique within its type. */
export function DictValueFormModal({ dictTypeCode, dictValue, onClose, onSaved }: DictValueFormModalProps) {
  const form = useForm<ValueValues>({
    initialValues: {
      label: dictValue?.label ?? '',
      value: dictValue?.value ?? '',
      sort: dictValue?.sort ?? 0,
      enableFlag: dictValue?.enableFlag ?? '1',
      remark: dictValue?.remark ?? '',
    },
    validate: {
      label: (value) => (value.trim() ? null : '请输入显示名称'),
      value: (value) => (value.trim() ? null : '请输入取值'),
    },
  });
  const save = useSaveDictValue({ onSuccess: closeAfter(onSaved, onClose) });
  const submit = (values: ValueValues) => {
    const body: SysDictValueForm = {
      dictTypeCode,
      label: values.label.trim(),
      value: values.value.trim(),
      sort: sortValue(values.sort),
      enableFlag: values.enableFlag,
    };
    if (dictValue) body.id = dictValue.id;
    if (values.remark.trim()) body.remark = values.remark.trim();
    save.mutate(body);
  };
  return (
    <FormModal opened onClose={onClose} title={dictValue ? '编辑字典值' : '新增字典值'} form={form} busy={save.isPending} onSubmit={submit} size="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="显示名称" withAsterisk maxLength={100} {...form.getInputProps('label')} />
        <TextInput label="取值" withAsterisk maxLength={64} {...form.getInputProps('value')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}
