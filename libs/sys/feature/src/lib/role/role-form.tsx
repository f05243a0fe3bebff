import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveRole, type EnableFlag, type SysRole, type SysRoleForm } from '@qifu/sys-data-access';
import {
  EnableFlagField,
  FormModal,
  RemarkInput,
  SortInput,
  closeAfter,
  sortValue,
  toSelectData,
  type EditDialogProps,
} from '@qifu/widgets';

import { USER_TYPE_LABELS } from '@qifu/session';

interface RoleValues {
  roleName: string;
  roleCode: string;
  userType: SysRole['userType'] | '';
  sort: number | string;
  enableFlag: EnableFlag;
  remark: string;
}

const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]+$/;

/** The `saveRole` body of the form values. */
export function toRoleForm(values: RoleValues, id?: string): SysRoleForm {
  const body: SysRoleForm = {
    roleName: values.roleName.trim(),
    roleCode: values.roleCode.trim(),
    userType: values.userType as SysRole['userType'],
    enableFlag: values.enableFlag,
    sort: sortValue(values.sort),
  };
  if (id) body.id = id;
  if (values.remark.trim()) body.remark = values.remark.trim();
  return body;
}

/** Props of {@link RoleFormModal}. */
export interface RoleFormModalProps extends EditDialogProps {
  role?: SysRole;
}

/**
 * 新增角色 / 编辑角色 (`saveRole`): 角色名称, 角色编码 (unique; a letter then letters, digits or _),
 * 用户类型 (the accounts the role is for), 排序, 状态, 备注. The code and type of a built-in role
 * cannot change.
 */
export function RoleFormModal({ role, onClose, onSaved }: RoleFormModalProps) {
  const builtIn = role?.builtIn === true;
  const form = useForm<RoleValues>({
    initialValues: {
      roleName: role?.roleName ?? '',
      roleCode: role?.roleCode ?? '',
      userType: role?.userType ?? '',
      sort: role?.sort ?? 0,
      enableFlag: role?.enableFlag ?? '1',
      remark: role?.remark ?? '',
    },
    validate: {
      roleName: (value) => (value.trim() ? null : '请输入角色名称'),
      roleCode: (value) => {
        const v = value.trim();
        if (!v) return '请输入角色编码';
        if (v.length < 2 || v.length > 32) return '角色编码长度为2-32个字符';
        return ROLE_CODE_PATTERN.test(v) ? null : '角色编码须以字母开头，只含字母、数字和下划线';
      },
      userType: (value) => (value ? null : '请选择用户类型'),
    },
  });
  const save = useSaveRole({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={role ? '编辑角色' : '新增角色'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toRoleForm(values, role?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="角色名称" withAsterisk maxLength={50} {...form.getInputProps('roleName')} />
        <TextInput label="角色编码" withAsterisk maxLength={32} disabled={builtIn} {...form.getInputProps('roleCode')} />
        <Select
          label="用户类型"
          withAsterisk
          disabled={builtIn}
          data={toSelectData(USER_TYPE_LABELS)}
          {...form.getInputProps('userType')}
        />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}
