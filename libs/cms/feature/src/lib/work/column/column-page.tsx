import { Badge, Button, Code, Stack } from '@mantine/core';
import {
  useCmsColumnTree,
  useDeleteNewsColumn,
  useMoveNewsColumn,
  useSetNewsColumnShow,
  type NewsColumn,
} from '@qifu/cms-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  DeleteRowButton,
  FilteredTreeTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  flattenTree,
  useFilters,
  useMutationFeedback,
  type TreeColumn,
} from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { ColumnFormModal } from './column-form';

const COLUMNS: TreeColumn<NewsColumn>[] = [
  { title: '栏目编码', width: 150, render: (node) => <Code>{node.code}</Code> },
  { title: '新闻数', width: 70, render: (node) => node.newsCount ?? 0 },
  { title: '排序', width: 60, render: (node) => node.sort },
  {
    title: '门户显示',
    width: 90,
    render: (node) => (
      <Badge size="sm" variant="light" color={node.isShow ? 'green' : 'gray'}>
        {node.isShow ? '显示' : '隐藏'}
      </Badge>
    ),
  },
];

/** Where each column stands among its siblings: first and last cannot move further up / down. */
function siblingEnds(tree: readonly NewsColumn[]): Map<string, { first: boolean; last: boolean }> {
  const ends = new Map<string, { first: boolean; last: boolean }>();
  const mark = (siblings: readonly NewsColumn[]) =>
    siblings.forEach((node, i) => ends.set(node.id, { first: i === 0, last: i === siblings.length - 1 }));
  mark(tree);
  for (const { node } of flattenTree(tree)) mark(node.children ?? []);
  return ends;
}

type Editing = { column?: NewsColumn; parentId?: string | null } | null;

/**
 * 栏目管理 (/work/cms/column, seeds 001 §7 /cms/news/column/*): the news columns as a tree (code,
 * article count, order, shown on the portal), searched by name (matches and their ancestors);
 * 新增栏目 and 新增下级 (cms:column:add), 编辑 (cms:column:modify), 上移 / 下移 among the siblings
 * (cms:column:move), 隐藏 / 显示 on the portal (cms:column:isShow; hiding asks first: the column's
 * sub-columns and articles leave the portal with it), 删除 (cms:column:delete, after confirmation;
 * the server refuses a column with sub-columns or articles). Messages are the server's.
 */
export function CmsColumnPage() {
  const filters = useFilters({ columnName: '' });
  const tree = useCmsColumnTree(filters.applied);
  const [editing, setEditing] = useState<Editing>(null);
  const feedback = useMutationFeedback();
  const move = useMoveNewsColumn({ onSuccess: feedback });
  const show = useSetNewsColumnShow({ onSuccess: feedback });
  const remove = useDeleteNewsColumn({ onSuccess: feedback });
  const ends = useMemo(() => siblingEnds(tree.data ?? []), [tree.data]);

  return (
    <Stack gap="sm">
      <FilteredTreeTable<NewsColumn, { columnName: string }>
        filters={filters}
        query={tree}
        searchFields={<KeywordFilter label="栏目名称" placeholder="栏目名称" maxLength={50} {...filters.field('columnName')} />}
        actions={
          <Can permission={PERM.cmsColumnAdd}>
            <Button onClick={() => setEditing({ parentId: null })}>新增栏目</Button>
          </Can>
        }
        aria-label="栏目列表"
        labelTitle="栏目名称"
        label={(node) => node.columnName}
        columns={COLUMNS}
        rowActions={(node) => (
          <>
            <Can permission={PERM.cmsColumnAdd}>
              <RowButton onClick={() => setEditing({ parentId: node.id })}>新增下级</RowButton>
            </Can>
            <Can permission={PERM.cmsColumnModify}>
              <RowButton onClick={() => setEditing({ column: node })}>编辑</RowButton>
            </Can>
            <Can permission={PERM.cmsColumnMove}>
              <RowButton
                aria-label={`上移：${node.columnName}`}
                disabled={ends.get(node.id)?.first ?? true}
                onClick={() => move.mutate({ id: node.id, direction: 'up' })}
              >
                上移
              </RowButton>
              <RowButton
                aria-label={`下移：${node.columnName}`}
                disabled={ends.get(node.id)?.last ?? true}
                onClick={() => move.mutate({ id: node.id, direction: 'down' })}
              >
                下移
              </RowButton>
            </Can>
            <Can permission={PERM.cmsColumnIsShow}>
              {node.isShow ? (
                <RowConfirmButton
                  color="orange"
                  message={`确定要在门户隐藏栏目“${node.columnName}”吗？其下级栏目和新闻将一并隐藏。`}
                  onConfirm={() => show.mutateAsync({ id: node.id, isShow: false })}
                >
                  隐藏
                </RowConfirmButton>
              ) : (
                <RowButton color="green" onClick={() => show.mutate({ id: node.id, isShow: true })}>
                  显示
                </RowButton>
              )}
            </Can>
            <Can permission={PERM.cmsColumnDelete}>
              <DeleteRowButton
                aria-label={`删除：${node.columnName}`}
                message={`确定要删除栏目“${node.columnName}”吗？`}
                onConfirm={() => remove.mutateAsync({ ids: [node.id] })}
              />
            </Can>
          </>
        )}
      />
      {editing ? (
        <ColumnFormModal
          tree={tree.data ?? []}
          column={editing.column}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}
