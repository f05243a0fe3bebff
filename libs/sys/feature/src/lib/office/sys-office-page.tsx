import '@mantine/core/styles.layer.css';

import { Button, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { useDeleteOffice, useSysOfficeTree, type SysOfficeNode } from '@qifu/sys-data-access';
import {
  DeleteRowButton,
  EnableBadge,
  FilteredTreeTable,
  KeywordFilter,
  RowButton,
  labelOf,
  useFilters,
  useMutationFeedback,
  type TreeColumn,
} from '@qifu/widgets';
import { useState } from 'react';

import { OFFICE_TYPE_LABELS } from '../shared/labels';
import { OfficeFormModal } from './office-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_OFFICE_PERMISSIONS = { save: PERM.sysOfficeSave, delete: PERM.sysOfficeDelete } as const;

const COLUMNS: TreeColumn<SysOfficeNode>[] = [
  { title: '部门编码', width: 120, render: (node) => node.officeCode || '—' },
  { title: '单位类型', width: 120, render: (node) => labelOf(OFFICE_TYPE_LABELS, node.officeType) },
  { title: '负责人', width: 100, render: (node) => node.leader || '—' },
  { title: '联系电话', width: 130, render: (node) => node.phone || '—' },
  { title: '排序', width: 60, render: (node) => node.sort },
  { title: '状态', width: 80, render: (node) => <EnableBadge flag={node.enableFlag} /> },
];

type Editing = { office?: SysOfficeNode; parentId?: string | null } | null;

/**
 * 机构管理 (/work/sys/office, seeds 001 §7 `/sys/office`): the office tree as a tree table, searched
 * by keyword; 新增机构, 新增下级 and 编辑 (sys:office:save), 删除 (sys:office:delete, after
 * confirmation).
 */
export function SysOfficePage() {
  const filters = useFilters({ keyword: '' });
  const tree = useSysOfficeTree(filters.applied.keyword);
  const [editing, setEditing] = useState<Editing>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteOffice({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredTreeTable<SysOfficeNode, { keyword: string }>
        filters={filters}
        query={tree}
        searchFields={<KeywordFilter placeholder="部门名称/编码" {...filters.field('keyword')} />}
        actions={
          <Can permission={SYS_OFFICE_PERMISSIONS.save}>
            <Button onClick={() => setEditing({ parentId: null })}>新增机构</Button>
          </Can>
        }
        aria-label="机构列表"
        labelTitle="部门名称"
        label={(node) => node.officeName}
        columns={COLUMNS}
        rowActions={(node) => (
          <>
            <Can permission={SYS_OFFICE_PERMISSIONS.save}>
              <RowButton onClick={() => setEditing({ parentId: node.id })}>新增下级</RowButton>
              <RowButton onClick={() => setEditing({ office: node })}>编辑</RowButton>
            </Can>
            <Can permission={SYS_OFFICE_PERMISSIONS.delete}>
              <DeleteRowButton message={`确定要删除“${node.officeName}”吗？`} onConfirm={() => remove.mutateAsync({ id: node.id })} />
            </Can>
          </>
        )}
      />
      {editing ? (
        <OfficeFormModal
          tree={tree.data ?? []}
          office={editing.office}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}
