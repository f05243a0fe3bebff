import '@mantine/core/styles.layer.css';

import { Button, Select, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can, USER_TYPE_LABELS } from '@qifu/session';
import { sysRoleListQuery, useDeleteRole, type EnableFlag, type SysRole } from '@qifu/sys-data-access';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  EnableBadge,
  EnableFlagFilter,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  labelOf,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useState } from 'react';

import { RoleFormModal } from './role-form';
import { RoleGrantDialog } from './role-grant-dialog';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_ROLE_PERMISSIONS = {
  save: PERM.sysRoleSave,
  delete: PERM.sysRoleDelete,
  grant: PERM.sysRoleGrant,
} as const;

interface RoleFilters {
  keyword: string;
  userType: string | null;
  enableFlag: string | null;
}

const COLUMNS: TableColumn<SysRole>[] = [
  { key: 'roleName', title: '角色名称', width: 140 },
  { key: 'roleCode', title: '角色编码', width: 140 },
  { key: 'userType', title: '用户类型', width: 110, formatter: (value) => labelOf(USER_TYPE_LABELS, value as string) },
  { key: 'userCount', title: '用户数', width: 80, align: 'right', formatter: (value) => (value as number | undefined) ?? 0 },
  { key: 'sort', title: '排序', width: 70, align: 'right' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
  { key: 'remark', title: '备注', formatter: (value) => (value as string | null) || '—' },
  { key: 'createTime', title: '创建时间', width: 110, formatter: (value) => formatDate(value as string) },
];

/**
 * 角色管理 (/work/sys/role, seeds 000 §6, 001 §7 `/sys/role`): the roles searched by keyword, user
 * type and state; 新增角色 and 编辑 (sys:role:save), 授权 (sys:role:grant: menus and buttons with
 * their permission strings, and the role's data rules), 删除 (sys:role:delete, after
 * confirmation; not for built-in roles).
 */
export function SysRolePage() {
  const filters = useFilters<RoleFilters>({ keyword: '', userType: null, enableFlag: null });
  const editor = useEditDialog<SysRole>();
  const [granting, setGranting] = useState<SysRole | null>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteRole({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysRole, RoleFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="角色名称/编码" {...filters.field('keyword')} />
            <Select label="用户类型" data={toSelectData(USER_TYPE_LABELS)} clearable {...filters.field('userType')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={sysRoleListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="角色列表"
        rowActionsWidth={220}
        toolbar={
          <Can permission={SYS_ROLE_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增角色</Button>
          </Can>
        }
        rowActions={(role) => (
          <>
            <Can permission={SYS_ROLE_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(role)}>编辑</RowButton>
            </Can>
            <Can permission={SYS_ROLE_PERMISSIONS.grant}>
              <RowButton onClick={() => setGranting(role)}>授权</RowButton>
            </Can>
            {role.builtIn ? null : (
              <Can permission={SYS_ROLE_PERMISSIONS.delete}>
                <DeleteRowButton message={`确定要删除角色“${role.roleName}”吗？`} onConfirm={() => remove.mutateAsync({ id: role.id })} />
              </Can>
            )}
          </>
        )}
      />
      {editor.opened ? (
        <RoleFormModal role={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
      {granting ? <RoleGrantDialog role={granting} onClose={() => setGranting(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
