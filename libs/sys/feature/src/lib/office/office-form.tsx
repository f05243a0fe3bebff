import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveOffice, type EnableFlag, type SysOfficeForm, type SysOfficeNode } from '@qifu/sys-data-access';
import {
  EnableFlagField,
  FormModal,
  SortInput,
  closeAfter,
  sortValue,
  toSelectData,
  treeSelectData,
  type EditDialogProps,
} from '@qifu/widgets';

import { OFFICE_TYPE_LABELS } from '../shared/labels';

type OfficeType = SysOfficeForm['officeType'];

interface OfficeValues {
  parentId: string | null;
  officeName: string;
  officeCode: string;
  officeType: OfficeType | '';
  leader: string;
  phone: string;
  sort: number | string;
  enableFlag: EnableFlag;
}

/** The `saveOffice` body of the form values (empty optional fields left out). */
export function toOfficeForm(values: OfficeValues, id?: string): SysOfficeForm {
  const body: SysOfficeForm = {
    parentId: values.parentId,
    officeName: values.officeName.trim(),
    officeType: values.officeType as OfficeType,
    sort: sortValue(values.sort),
    enableFlag: values.enableFlag,
  };
  if (id) body.id = id;
  for (const key of ['officeCode', 'leader', 'phone'] as const) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

/** Props of {@link OfficeFormModal}. */
export interface OfficeFormModalProps extends EditDialogProps {
  tree: readonly SysOfficeNode[];
  office?: SysOfficeNode;
  parentId?: string | null;
}

/** 新增机构 / 编辑机构 (`saveOffice`): 上级部门 (not itself or below), 部门名称, 编码, 单位类型, 负责人, 电话, 排序, 状态. */
export function OfficeFormModal({ tree, office, parentId = null, onClose, onSaved }: OfficeFormModalProps) {
  const form = useForm<OfficeValues>({
    initialValues: {
      parentId: office ? office.parentId : parentId,
      officeName: office?.officeName ?? '',
      officeCode: office?.officeCode ?? '',
      officeType: office?.officeType ?? '',
      leader: office?.leader ?? '',
      phone: office?.phone ?? '',
      sort: office?.sort ?? 0,
      enableFlag: office?.enableFlag ?? '1',
    },
    validate: {
      officeName: (value) => (value.trim() ? null : '请输入部门名称'),
      officeType: (value) => (value ? null : '请选择单位类型'),
    },
  });
  const save = useSaveOffice({ onSuccess: closeAfter(onSaved, onClose) });
  const parents = treeSelectData(tree, (node) => node.officeName, { exclude: office?.id });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={office ? '编辑机构' : '新增机构'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toOfficeForm(values, office?.id))}
    >
      <Select label="上级部门" data={parents} clearable searchable placeholder="无（顶级机构）" {...form.getInputProps('parentId')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="部门名称" withAsterisk maxLength={100} {...form.getInputProps('officeName')} />
        <TextInput label="部门编码" maxLength={50} {...form.getInputProps('officeCode')} />
        <Select label="单位类型" withAsterisk data={toSelectData(OFFICE_TYPE_LABELS)} {...form.getInputProps('officeType')} />
        <TextInput label="负责人" maxLength={50} {...form.getInputProps('leader')} />
        <TextInput label="联系电话" maxLength={30} {...form.getInputProps('phone')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
    </FormModal>
  );
}
