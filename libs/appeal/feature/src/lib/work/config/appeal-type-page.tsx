import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppealConfigWrite, useAppealTypeTree, type AppealTypeNode } from '@qifu/appeal-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  DeleteRowButton,
  EnableBadge,
  EnableToggleButton,
  FilteredTreeTable,
  FormModal,
  KeywordFilter,
  RemarkInput,
  RowButton,
  SortInput,
  closeAfter,
  sortValue,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useMemo, useState } from 'react';

/** What the dialog edits: a new class below `parent` (null: first level), or `node`. */
type TypeDialog = { mode: 'new'; parent: AppealTypeNode | null } | { mode: 'edit'; node: AppealTypeNode };

/** The tree filtered by name: matching classes with their parents; a matching parent keeps its children. */
export function filterTypeTree(nodes: readonly AppealTypeNode[], keyword: string): AppealTypeNode[] {
  const kw = keyword.trim();
  if (!kw) return [...nodes];
  return nodes.flatMap((n) => {
    if (n.typeName.includes(kw)) return [n];
    const children = (n.children ?? []).filter((c) => c.typeName.includes(kw));
    return children.length > 0 ? [{ ...n, children }] : [];
  });
}

function TypeFormModal({ dialog, onClose, onSaved }: { dialog: TypeDialog; onClose: () => void; onSaved: MutationFeedback }) {
  const node = dialog.mode === 'edit' ? dialog.node : null;
  const parent = dialog.mode === 'new' ? dialog.parent : null;
  const form = useForm({
    initialValues: { typeName: node?.typeName ?? '', typeCode: node?.typeCode ?? (parent ? parent.typeCode : ''), sort: (node?.sort ?? 0) as number | string, remark: node?.remark ?? '' },
    validate: {
      typeName: (v: string) => (!v.trim() ? '请输入分类名称' : v.trim().length > 50 ? '分类名称不能超过50个字' : null),
      typeCode: (v: string) => (/^[0-9A-Za-z]{1,16}$/.test(v) ? null : '分类编码为1至16位字母或数字'),
    },
  });
  const save = useAppealConfigWrite({ onSuccess: closeAfter(onSaved, onClose) });
  const title = node ? '修改诉求分类' : parent ? `新增下级分类（${parent.typeName}）` : '新增一级分类';
  return (
    <FormModal
      opened
      onClose={onClose}
      title={title}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          kind: 'type',
          op: 'save',
          body: {
            ...(node ? { id: node.id, ...(node.parentId ? { parentId: node.parentId } : {}) } : {}),
            enableFlag: node?.enableFlag ?? true,
            ...(parent ? { parentId: parent.id } : {}),
            typeName: v.typeName.trim(),
            typeCode: v.typeCode,
            sort: sortValue(v.sort),
            ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
          },
        })
      }
    >
      <TextInput label="上级分类" value={parent ? parent.typeName : node?.parentId ? '（二级分类）' : '无（一级分类）'} readOnly variant="filled" />
      <TextInput label="分类名称" withAsterisk maxLength={50} {...form.getInputProps('typeName')} />
      <TextInput label="分类编码" withAsterisk maxLength={16} {...form.getInputProps('typeCode')} />
      <SortInput inputProps={form.getInputProps('sort')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

/**
 * 诉求分类 (/work/appeal/type; seeds 001 §3 "appeal class … configurable", §7 appeal/type/*; issue 16): the two-level
 * class tree, enabled or not, searched by name; 新增一级分类, per first-level class 新增下级, 修改, 启用/停用 (a disabled
 * class leaves the enterprise's form at once) and 删除 (refused with children or when appeals use it).
 */
export function AppealTypePage() {
  const filters = useFilters<{ keyword: string }>({ keyword: '' });
  const tree = useAppealTypeTree();
  const [dialog, setDialog] = useState<TypeDialog | null>(null);
  const feedback = useMutationFeedback();
  const write = useAppealConfigWrite({ onSuccess: feedback });
  const keyword = filters.applied.keyword ?? '';
  const shown = useMemo(() => ({ ...tree, data: tree.data ? filterTypeTree(tree.data, keyword) : undefined }), [tree, keyword]);
  return (
    <Stack gap="sm">
      <FilteredTreeTable<AppealTypeNode, { keyword: string }>
        filters={filters}
        searchFields={<KeywordFilter label="分类名称" placeholder="分类名称" {...filters.field('keyword')} />}
        actions={
          <Can permission={PERM.appealTypeSave}>
            <Button onClick={() => setDialog({ mode: 'new', parent: null })}>新增一级分类</Button>
          </Can>
        }
        query={shown}
        aria-label="诉求分类列表"
        labelTitle="分类名称"
        label={(node) => node.typeName}
        columns={[
          { title: '分类编码', width: 120, render: (node) => node.typeCode },
          { title: '排序', width: 70, render: (node) => node.sort },
          { title: '状态', width: 90, render: (node) => <EnableBadge flag={node.enableFlag ? '1' : '0'} /> },
        ]}
        rowActions={(node) => (
          <>
            {!node.parentId ? (
              <Can permission={PERM.appealTypeSave}>
                <RowButton onClick={() => setDialog({ mode: 'new', parent: node })} aria-label={`新增下级：${node.typeName}`}>
                  新增下级
                </RowButton>
              </Can>
            ) : null}
            <Can permission={PERM.appealTypeSave}>
              <RowButton onClick={() => setDialog({ mode: 'edit', node })}>修改</RowButton>
              <EnableToggleButton
                flag={node.enableFlag ? '1' : '0'}
                name={node.typeName}
                noun="分类"
                onToggle={(next) => write.mutateAsync({ kind: 'type', op: 'enable', body: { id: node.id, enableFlag: next === '1' } })}
              />
            </Can>
            {(node.children ?? []).length === 0 ? (
              <Can permission={PERM.appealTypeDelete}>
                <DeleteRowButton
                  message={`确定要删除诉求分类“${node.typeName}”吗？`}
                  aria-label={`删除：${node.typeName}`}
                  onConfirm={() => write.mutateAsync({ kind: 'type', op: 'delete', body: { ids: [node.id] } })}
                />
              </Can>
            ) : null}
          </>
        )}
      />
      <Text size="xs" c="dimmed">
        诉求分类最多两级，企业只能选择最小分类；已被诉求使用的分类请停用。
      </Text>
      {dialog ? <TypeFormModal dialog={dialog} onClose={() => setDialog(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
