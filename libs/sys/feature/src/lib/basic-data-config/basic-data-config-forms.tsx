import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useSaveBasicDataConfig,
  useSysOfficeOptions,
  useUpdateServiceCategory,
  type EnableFlag,
  type SysBasicDataConfig,
  type SysBasicDataConfigForm,
  type SysBasicDataConfigType,
} from '@qifu/sys-data-access';
import { EnableFlagField, FormModal, RemarkInput, SortInput, TreeSelect, closeAfter, sortValue, type EditDialogProps } from '@qifu/widgets';

import { BASIC_DATA_CONFIG_TYPE_LABELS } from '../shared/labels';

/** Service categories (type 3) form a two-level tree; the other types are flat. */
export const SERVICE_CATEGORY: SysBasicDataConfigType = '3';

interface ConfigValues {
  parentId: string | null;
  configName: string;
  configCode: string;
  sort: number | string;
  enableFlag: EnableFlag;
  remark: string;
}

/** The `saveConfig` body of the form values (parent only for service categories). */
export function toBasicDataConfigForm(configType: SysBasicDataConfigType, values: ConfigValues, id?: string): SysBasicDataConfigForm {
  const body: SysBasicDataConfigForm = {
    configType,
    configName: values.configName.trim(),
    sort: sortValue(values.sort),
    enableFlag: values.enableFlag,
  };
  if (id) body.id = id;
  if (configType === SERVICE_CATEGORY) body.parentId = values.parentId;
  if (values.configCode.trim()) body.configCode = values.configCode.trim();
  if (values.remark.trim()) body.remark = values.remark.trim();
  return body;
}

/** Props of {@link BasicDataConfigFormModal}. */
export interface BasicDataConfigFormModalProps extends EditDialogProps {
  configType: SysBasicDataConfigType;
  /** The top-level entries of the type (possible parents of a service category). */
  parents: readonly SysBasicDataConfig[];
  /** The entry to edit (with its children when it has any: it then cannot get a parent). */
  entry?: SysBasicDataConfig & { children?: readonly unknown[] };
  parentId?: string | null;
}

/** 新增 / 编辑 a basic-data entry (`saveConfig`): 名称, 编码, 上级 (service categories, one level), 排序, 状态, 备注. */
export function BasicDataConfigFormModal({ configType, parents, entry, parentId = null, onClose, onSaved }: BasicDataConfigFormModalProps) {
  const form = useForm<ConfigValues>({
    initialValues: {
      parentId: entry ? entry.parentId : parentId,
      configName: entry?.configName ?? '',
      configCode: entry?.configCode ?? '',
      sort: entry?.sort ?? 0,
      enableFlag: entry?.enableFlag ?? '1',
      remark: entry?.remark ?? '',
    },
    validate: { configName: (value) => (value.trim() ? null : '请输入名称') },
  });
  const save = useSaveBasicDataConfig({ onSuccess: closeAfter(onSaved, onClose) });
  const hasChildren = (entry?.children?.length ?? 0) > 0;
  const parentData = parents.filter((p) => p.id !== entry?.id).map((p) => ({ value: p.id, label: p.configName }));
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`${entry ? '编辑' : '新增'}${BASIC_DATA_CONFIG_TYPE_LABELS[configType]}`}
      form={form}
      busy={save.isPending}
      size="md"
      onSubmit={(values) => save.mutate(toBasicDataConfigForm(configType, values, entry?.id))}
    >
      {configType === SERVICE_CATEGORY ? (
        <Select
          label="上级类别"
          data={parentData}
          clearable
          disabled={hasChildren}
          placeholder="无（一级类别）"
          {...form.getInputProps('parentId')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="名称" withAsterisk maxLength={50} {...form.getInputProps('configName')} />
        <TextInput label="编码" maxLength={50} {...form.getInputProps('configCode')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

interface ServiceValues {
  dealOfficeId: string | null;
  serviceDesc: string;
}

/** Props of {@link ServiceSettingsModal}. */
export interface ServiceSettingsModalProps extends EditDialogProps {
  entry: SysBasicDataConfig;
}

/** 服务设置 of a service category (`updateService`): 承办部门 (dealOffice, from the office tree) and 服务说明. */
export function ServiceSettingsModal({ entry, onClose, onSaved }: ServiceSettingsModalProps) {
  const offices = useSysOfficeOptions();
  const form = useForm<ServiceValues>({
    initialValues: { dealOfficeId: entry.dealOfficeId ?? null, serviceDesc: entry.serviceDesc ?? '' },
  });
  const save = useUpdateServiceCategory({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`服务设置：${entry.configName}`}
      form={form}
      busy={save.isPending}
      size="md"
      onSubmit={(values) => save.mutate({ id: entry.id, dealOfficeId: values.dealOfficeId, serviceDesc: values.serviceDesc.trim() })}
    >
      <TreeSelect
        label="承办部门"
        data={offices.data ?? []}
        clearable
        valueLabel={entry.dealOfficeName ?? undefined}
        value={form.values.dealOfficeId}
        onChange={(value) => form.setFieldValue('dealOfficeId', value)}
      />
      <Textarea label="服务说明" maxLength={500} autosize minRows={3} {...form.getInputProps('serviceDesc')} />
    </FormModal>
  );
}
