import '@mantine/core/styles.layer.css';

import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  SYS_LIST_URLS,
  generatePassword,
  useChangeSysUserEnabled,
  useDeleteSysUser,
  useResetSysUserPwd,
  type EnableFlag,
  type SysUser,
} from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { ENABLE_FLAG_OPTIONS, USER_TYPE_LABELS, labelOf, toSelectData, toggledFlag } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { ResetPwdResult } from './reset-pwd-result';
import { SysUserForm } from './sys-user-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_USER_PERMISSIONS = {
  save: 'sys:user:save',
  delete: 'sys:user:delete',
  changeEnabled: 'sys:user:changeEnabled',
  resetPwd: 'sys:user:resetPwd',
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
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
  { key: 'createTime', title: '创建时间', width: 110, formatter: (value) => formatDate(value as string) },
];

/**
 * 用户管理 (/work/sys/user, seeds 001 §7 `/sys/user` with changeEnabled and resetPwd): the accounts
 * in a paged table searched by keyword (登录名/姓名/手机号), user type and state; 新增用户 and 编辑
 * (sys:user:save), 启用/停用 (sys:user:changeEnabled), 重置密码 (sys:user:resetPwd: a generated
 * password satisfying the complexity rule, shown to the administrator once) and 删除
 * (sys:user:delete) — each only with its permission, the last three after a confirmation.
 */
export function SysUserPage() {
  const filters = useFilters<UserFilters>({ keyword: '', userType: null, enableFlag: null });
  const [editing, setEditing] = useState<SysUser | 'new' | null>(null);
  const [resetResult, setResetResult] = useState<{ name: string; userName: string; password: string } | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.user]);
  const changeEnabled = useChangeSysUserEnabled({ onSuccess: feedback });
  const remove = useDeleteSysUser({ onSuccess: feedback });
  const resetPwd = useResetSysUserPwd({ onSuccess: feedback });

  const resetPassword = async (user: SysUser) => {
    const password = generatePassword();
    await resetPwd.mutateAsync({ id: user.id, newPassword: password });
    setResetResult({ name: user.name, userName: user.userName, password });
  };

  return (
    <Stack gap="sm">
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        <TextInput
          label="关键字"
          placeholder="登录名/姓名/手机号"
          maxLength={50}
          value={filters.draft.keyword}
          onChange={(event) => filters.set('keyword', event.currentTarget.value)}
        />
        <Select
          label="用户类型"
          data={toSelectData(USER_TYPE_LABELS)}
          clearable
          value={filters.draft.userType}
          onChange={(value) => filters.set('userType', value)}
        />
        <Select
          label="状态"
          data={ENABLE_FLAG_OPTIONS}
          clearable
          w={120}
          value={filters.draft.enableFlag}
          onChange={(value) => filters.set('enableFlag', value)}
        />
      </SearchBar>
      <PagedTable<SysUser, Partial<UserFilters>>
        url={SYS_LIST_URLS.user}
        method="GET"
        filters={filters.applied}
        columns={COLUMNS}
        showIndex
        aria-label="用户列表"
        rowActionsWidth={300}
        toolbar={
          <Can permission={SYS_USER_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增用户</Button>
          </Can>
        }
        rowActions={(user) => (
          <>
            <Can permission={SYS_USER_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(user)}>
                编辑
              </Button>
            </Can>
            <Can permission={SYS_USER_PERMISSIONS.changeEnabled}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color={user.enableFlag === '1' ? 'orange' : 'green'}
                message={`确定要${user.enableFlag === '1' ? '停用' : '启用'}用户“${user.name}”吗？`}
                onConfirm={() => changeEnabled.mutateAsync({ id: user.id, enableFlag: toggledFlag(user.enableFlag) })}
              >
                {user.enableFlag === '1' ? '停用' : '启用'}
              </ConfirmButton>
            </Can>
            <Can permission={SYS_USER_PERMISSIONS.resetPwd}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
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
              </ConfirmButton>
            </Can>
            <Can permission={SYS_USER_PERMISSIONS.delete}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                message={`确定要删除用户“${user.name}”吗？删除后不可恢复。`}
                onConfirm={() => remove.mutateAsync({ id: user.id })}
              >
                删除
              </ConfirmButton>
            </Can>
          </>
        )}
      />
      {editing ? (
        <SysUserForm user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={feedback} />
      ) : null}
      <ResetPwdResult result={resetResult} onClose={() => setResetResult(null)} />
    </Stack>
  );
}
