import '@mantine/core/styles.layer.css';

import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can, USER_TYPE_LABELS } from '@qifu/session';
import {
  sysUserListQuery, generatePassword,
  useChangeSysUserEnabled,
  useDeleteSysUser,
  useResetSysUserPwd,
  useUnlockSysUser,
  type EnableFlag,
  type SysUser,
} from '@qifu/sys-data-access';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  EnableBadge,
  EnableFlagFilter,
  EnableToggleButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  labelOf,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useState } from 'react';

import { ResetPwdResult } from './reset-pwd-result';
import { SysUserForm } from './sys-user-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_USER_PERMISSIONS = {
  save: PERM.sysUserSave,
  delete: PERM.sysUserDelete,
  changeEnabled: PERM.sysUserChangeEnabled,
  resetPwd: PERM.sysUserResetPwd,
} as const;

interface UserFilters {
  keyword: string;
  userType: string | null;
  enableFlag: string | null;
}

const COLUMNS: TableColumn<SysUser>[] = [
  { key: 'userName', title: '登录名', width: 120 },
  { key: 'name', title: '姓名', width: 100 },
  { key: 'userType', title: '用户类型', width: 110, formatter: (value) => labelOf(USER_TYPE_LABELS, value as string) },
  { key: 'phone', title: '手机号', width: 120 },
  {
    key: 'officeName',
    title: '所属部门/企业',
    formatter: (_value, row) => row.officeName ?? row.companyName ?? '—',
  },
  { key: 'roleNames', title: '角色', formatter: (value) => ((value as string[]).length ? (value as string[]).join('、') : '—') },
  {
    key: 'enableFlag',
    title: '状态',
    width: 130,
    align: 'center',
    formatter: (value, row) => (
      <Group gap={4} justify="center" wrap="nowrap">
        <EnableBadge flag={value as EnableFlag} />
        {row.locked ? (
          <Badge color="red" variant="light" title={row.lockedUntil ? `锁定至 ${formatDate(row.lockedUntil, 'YYYY-MM-DD HH:mm')}` : undefined}>
            已锁定
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'createTime', title: '创建时间', width: 110, formatter: (value) => formatDate(value as string) },
];

/**
 * 用户管理 (/work/sys/user, seeds 001 §7 `/sys/user` with changeEnabled and resetPwd): the accounts
 * in a paged table searched by keyword (登录名/姓名/手机号), user type and state; 新增用户 and 编辑
 * (sys:user:save), 启用/停用 (sys:user:changeEnabled), 重置密码 (sys:user:resetPwd: a generated
 * password satisfying the complexity rule, shown to the administrator once) and 删除
 * (sys:user:delete) — each only with its permission, the last three after a confirmation. An
 * account locked by repeated wrong passwords shows 已锁定 (with the lock's end) and the action 解锁
 * (sys:user:changeEnabled, after a confirmation; issue 13 §2).
 */
export function SysUserPage() {
  const filters = useFilters<UserFilters>({ keyword: '', userType: null, enableFlag: null });
  const editor = useEditDialog<SysUser>();
  const [resetResult, setResetResult] = useState<{ name: string; userName: string; password: string } | null>(null);
  const feedback = useMutationFeedback();
  const changeEnabled = useChangeSysUserEnabled({ onSuccess: feedback });
  const remove = useDeleteSysUser({ onSuccess: feedback });
  const resetPwd = useResetSysUserPwd({ onSuccess: feedback });
  const unlock = useUnlockSysUser({ onSuccess: feedback });

  const resetPassword = async (user: SysUser) => {
    const password = generatePassword();
    await resetPwd.mutateAsync({ id: user.id, newPassword: password });
    setResetResult({ name: user.name, userName: user.userName, password });
  };

  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysUser, UserFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="登录名/姓名/手机号" {...filters.field('keyword')} />
            <Select label="用户类型" data={toSelectData(USER_TYPE_LABELS)} clearable {...filters.field('userType')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={sysUserListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="用户列表"
        rowActionsWidth={340}
        toolbar={
          <Can permission={SYS_USER_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增用户</Button>
          </Can>
        }
        rowActions={(user) => (
          <>
            <Can permission={SYS_USER_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(user)}>编辑</RowButton>
            </Can>
            <Can permission={SYS_USER_PERMISSIONS.changeEnabled}>
              <EnableToggleButton
                flag={user.enableFlag}
                noun="用户"
                name={user.name}
                onToggle={(enableFlag) => changeEnabled.mutateAsync({ id: user.id, enableFlag })}
              />
            </Can>
            {user.locked ? (
              <Can permission={SYS_USER_PERMISSIONS.changeEnabled}>
                <RowConfirmButton
                  message={`确定要解锁用户“${user.name}”吗？解锁后该用户可立即重新登录。`}
                  onConfirm={() => unlock.mutateAsync({ id: user.id })}
                >
                  解锁
                </RowConfirmButton>
              </Can>
            ) : null}
            <Can permission={SYS_USER_PERMISSIONS.resetPwd}>
              <RowConfirmButton
                message={
                  <>
                    确定要重置用户“{user.name}”的密码吗？
                    <Text span size="xs" c="dimmed" display="block" mt={4}>
                      系统将生成一个新密码，该用户需使用新密码登录。
                    </Text>
                  </>
                }
                onConfirm={() => resetPassword(user)}
              >
                重置密码
              </RowConfirmButton>
            </Can>
            <Can permission={SYS_USER_PERMISSIONS.delete}>
              <DeleteRowButton
                message={`确定要删除用户“${user.name}”吗？删除后不可恢复。`}
                onConfirm={() => remove.mutateAsync({ id: user.id })}
              />
            </Can>
          </>
        )}
      />
      {editor.opened ? (
        <SysUserForm user={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
      <ResetPwdResult result={resetResult} onClose={() => setResetResult(null)} />
    </Stack>
  );
}
