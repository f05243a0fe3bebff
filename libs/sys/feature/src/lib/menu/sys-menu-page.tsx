import '@mantine/core/styles.layer.css';

import { Badge, Button, Code, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { useDeleteMenu, useSysMenuTree, type SysMenuNode } from '@qifu/sys-data-access';
import {
  DeleteRowButton,
  FilteredTreeTable,
  KeywordFilter,
  RowButton,
  useFilters,
  useMutationFeedback,
  type TreeColumn,
} from '@qifu/widgets';
import { useState } from 'react';

import { MENU_TYPE_LABELS } from '../shared/labels';
import { MenuFormModal } from './menu-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_MENU_PERMISSIONS = { save: PERM.sysMenuSave, delete: PERM.sysMenuDelete } as const;

const COLUMNS: TreeColumn<SysMenuNode>[] = [
  {
    title: '类型',
    width: 80,
    render: (node) => (
      <Badge size="sm" variant="light" color={node.menuType === 'button' ? 'grape' : 'blue'}>
        {MENU_TYPE_LABELS[node.menuType] ?? node.menuType}
      </Badge>
    ),
  },
  { title: '路由地址', render: (node) => node.path || '—' },
  { title: '权限字符串', render: (node) => (node.permission ? <Code>{node.permission}</Code> : '—') },
  { title: '图标', width: 90, render: (node) => node.icon || '—' },
  { title: '排序', width: 60, render: (node) => node.sort },
  {
    title: '显示',
    width: 70,
    render: (node) => (
      <Badge size="sm" variant="light" color={node.visible ? 'green' : 'gray'}>
        {node.visible ? '显示' : '隐藏'}
      </Badge>
    ),
  },
];

type Editing = { menu?: SysMenuNode; parentId?: string | null } | null;

/**
 * 菜单管理 (/work/sys/menu, seeds 000 §6, 001 §7 `/sys/menu`): the menu tree with its buttons as a
 * tree table (type, route, permission string, icon, order, shown or hidden), searched by keyword;
 * 新增菜单, 新增下级 and 编辑 (sys:menu:save), 删除 (sys:menu:delete, after confirmation; not for
 * built-in items — hide those instead).
 */
export function SysMenuPage() {
  const filters = useFilters({ keyword: '' });
  const tree = useSysMenuTree(filters.applied.keyword);
  const [editing, setEditing] = useState<Editing>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteMenu({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredTreeTable<SysMenuNode, { keyword: string }>
        filters={filters}
        query={tree}
        searchFields={<KeywordFilter placeholder="菜单标题/路由/权限字符串" maxLength={300} {...filters.field('keyword')} />}
        actions={
          <Can permission={SYS_MENU_PERMISSIONS.save}>
            <Button onClick={() => setEditing({ parentId: null })}>新增菜单</Button>
          </Can>
        }
        aria-label="菜单列表"
        labelTitle="菜单标题"
        label={(node) => node.title}
        columns={COLUMNS}
        rowActions={(node) => (
          <>
            {node.menuType !== 'button' ? (
              <Can permission={SYS_MENU_PERMISSIONS.save}>
                <RowButton onClick={() => setEditing({ parentId: node.id })}>新增下级</RowButton>
              </Can>
            ) : null}
            <Can permission={SYS_MENU_PERMISSIONS.save}>
              <RowButton onClick={() => setEditing({ menu: node })}>编辑</RowButton>
            </Can>
            {node.builtIn ? null : (
              <Can permission={SYS_MENU_PERMISSIONS.delete}>
                <DeleteRowButton
                  message={`确定要删除“${node.title}”吗？其角色授权将一并移除。`}
                  onConfirm={() => remove.mutateAsync({ id: node.id })}
                />
              </Can>
            )}
          </>
        )}
      />
      {editing ? (
        <MenuFormModal
          tree={tree.data ?? []}
          menu={editing.menu}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}
