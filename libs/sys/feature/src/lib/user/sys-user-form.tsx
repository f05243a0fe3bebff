import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useSaveSysUser,
  useSysOfficeOptions,
  useSysRoleOptions,
  type EnableFlag,
  type SysUser,
  type SysUserInput,
} from '@qifu/sys-data-access';
import { validateMobile, validateNewPassword } from '@qifu/validation';
import { EnableFlagField, FormModal, closeAfter, toSelectData, treeSelectData, type EditDialogProps } from '@qifu/widgets';

import { USER_TYPE_LABELS } from '@qifu/session';

type UserType = SysUser['userType'];

/** The values of the user form. */
export interface SysUserFormValues {
  userName: string;
  name: string;
  userType: UserType | '';
  phone: string;
  officeId: string | null;
  govEmpPosJob: string;
  roleIds: string[];
  enableFlag: EnableFlag;
  /** Initial password in clear text (creation only; encrypted by the data-access hook). */
  password: string;
}

/** Types whose accounts belong to an office (the server refuses them without one). */
const OFFICE_TYPES: readonly string[] = ['GOV', 'DEPT'];
const USER_NAME_PATTERN = /^[A-Za-z0-9_@.-]+$/;

function initialValues(user: SysUser | undefined): SysUserFormValues {
  return {
    userName: user?.userName ?? '',
    name: user?.name ?? '',
    userType: user?.userType ?? '',
    phone: user?.phone ?? '',
    officeId: user?.officeId ?? null,
    govEmpPosJob: user?.govEmpPosJob ?? '',
    roleIds: user?.roleIds ?? [],
    enableFlag: user?.enableFlag ?? '1',
    password: '',
  };
}

/** The `saveSysUser` input of the form values (only the contract's fields; empty optional fields left out). */
export function toSysUserInput(values: SysUserFormValues, id?: string): SysUserInput {
  const input: SysUserInput = {
    userName: values.userName.trim(),
    name: values.name.trim(),
    userType: values.userType as UserType,
    phone: values.phone.trim(),
    officeId: values.officeId || null,
    roleIds: values.roleIds,
    enableFlag: values.enableFlag,
  };
  if (id) input.id = id;
  if (values.govEmpPosJob.trim()) input.govEmpPosJob = values.govEmpPosJob.trim();
  if (!id) input.password = values.password;
  return input;
}

/** Props of {@link SysUserForm}. */
export interface SysUserFormProps extends EditDialogProps {
  /** The account to edit; a new one when absent. */
  user?: SysUser;
}

/**
 * 新增用户 / 编辑用户 (seeds 001 §7 `/sys/user`): 登录名, 姓名, 用户类型, 手机号 (手机号不能为空 /
 * 手机号格式错误, seeds 001 §5), 所属部门 (office tree; required for government and department
 * staff), 职务, 角色 (multi-select of `listRoleOptions` for the chosen type), 状态 and — on
 * creation — 初始密码 (complexity rule of seeds 000 §5, sent SM2-encrypted).
 */
export function SysUserForm({ user, onClose, onSaved }: SysUserFormProps) {
  const creating = !user;
  const form = useForm<SysUserFormValues>({
    initialValues: initialValues(user),
    validate: {
      userName: (value) => {
        const v = value.trim();
        if (!v) return '请输入登录名';
        if (v.length < 2 || v.length > 50) return '登录名长度为2-50个字符';
        return USER_NAME_PATTERN.test(v) ? null : '登录名只能包含字母、数字和 _ @ . -';
      },
      name: (value) => (value.trim() ? null : '请输入姓名'),
      userType: (value) => (value ? null : '请选择用户类型'),
      phone: (value) => validateMobile(value),
      officeId: (value, values) => (OFFICE_TYPES.includes(values.userType) && !value ? '请选择所属部门' : null),
      password: (value) => {
        if (!creating) return null;
        return value ? validateNewPassword(value) : '请输入初始密码';
      },
    },
  });
  const userType = form.values.userType || undefined;
  const roles = useSysRoleOptions(userType);
  const offices = useSysOfficeOptions();
  const save = useSaveSysUser({ onSuccess: closeAfter(onSaved, onClose) });

  const roleData = (roles.data ?? [])
    .filter((option) => option.label !== '全部')
    .map((option) => ({ value: option.value ?? option.id ?? '', label: option.label }))
    .filter((option) => option.value);
  const officeData = treeSelectData(offices.data ?? [], (node) => node.label);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={creating ? '新增用户' : '编辑用户'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toSysUserInput(values, user?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="登录名" withAsterisk maxLength={50} disabled={!creating} {...form.getInputProps('userName')} />
        <TextInput label="姓名" withAsterisk maxLength={50} {...form.getInputProps('name')} />
        <Select
          label="用户类型"
          withAsterisk
          data={toSelectData(USER_TYPE_LABELS)}
          {...form.getInputProps('userType')}
          onChange={(value) => {
            form.setFieldValue('userType', (value ?? '') as UserType | '');
            form.setFieldValue('roleIds', []);
          }}
        />
        <TextInput label="手机号" withAsterisk maxLength={11} inputMode="numeric" {...form.getInputProps('phone')} />
        <Select
          label="所属部门"
          withAsterisk={OFFICE_TYPES.includes(form.values.userType)}
          data={officeData}
          searchable
          clearable
          nothingFoundMessage="暂无数据"
          placeholder={offices.isLoading ? '加载中' : undefined}
          {...form.getInputProps('officeId')}
        />
        <TextInput label="职务" maxLength={50} {...form.getInputProps('govEmpPosJob')} />
      </SimpleGrid>
      <MultiSelect
        label="角色"
        data={roleData}
        searchable
        clearable
        placeholder={userType ? undefined : '请先选择用户类型'}
        disabled={!userType}
        nothingFoundMessage={roles.isLoading ? '加载中' : '暂无数据'}
        {...form.getInputProps('roleIds')}
      />
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      {creating ? (
        <PasswordInput
          label="初始密码"
          withAsterisk
          description="至少8位且包含数字、字母和特殊符号（~!@#$%^&*）"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      ) : null}
    </FormModal>
  );
}
