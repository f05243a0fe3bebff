import '@mantine/core/styles.layer.css';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import { useDeleteOffice, useSysOfficeTree, type SysOfficeNode } from '@qifu/sys-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { OFFICE_TYPE_LABELS, labelOf } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { TreeTable, type TreeColumn } from '../shared/tree-table';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { OfficeFormModal } from './office-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_OFFICE_PERMISSIONS = { save: 'sys:office:save', delete: 'sys:office:delete' } as const;

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
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const tree = useSysOfficeTree(keyword || undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const feedback = useSysFeedback();
  const remove = useDeleteOffice({ onSuccess: feedback });

  let content;
  if (tree.isLoading) content = <ListSkeleton rows={6} />;
  else if (tree.isError) content = <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />;
  else
    content = (
      <TreeTable<SysOfficeNode>
        aria-label="机构列表"
        nodes={tree.data ?? []}
        labelTitle="部门名称"
        label={(node) => node.officeName}
        columns={COLUMNS}
        rowActions={(node) => (
          <>
            <Can permission={SYS_OFFICE_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ parentId: node.id })}>
                新增下级
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ office: node })}>
                编辑
              </Button>
            </Can>
            <Can permission={SYS_OFFICE_PERMISSIONS.delete}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                message={`确定要删除“${node.officeName}”吗？`}
                onConfirm={() => remove.mutateAsync({ id: node.id })}
              >
                删除
              </ConfirmButton>
            </Can>
          </>
        )}
      />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <SearchBar
          onSearch={() => setKeyword(draft.trim())}
          onReset={() => {
            setDraft('');
            setKeyword('');
          }}
        >
          <TextInput label="关键字" placeholder="部门名称/编码" maxLength={50} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
        </SearchBar>
        <Can permission={SYS_OFFICE_PERMISSIONS.save}>
          <Button mb="sm" onClick={() => setEditing({ parentId: null })}>
            新增机构
          </Button>
        </Can>
      </Group>
      {content}
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
