import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  techDomainTreeOfTypeQuery,
  useDeleteTechDomain,
  useSaveTechDomain,
  type TechDomainForm,
  type TechDomainNode,
  type TechDomainType,
} from '@qifu/tech-data-access';
import {
  DeleteRowButton,
  FilteredTreeTable,
  FormModal,
  KeywordFilter,
  RowButton,
  SortInput,
  closeAfter,
  sortValue,
  toSelectData,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { DOMAIN_MAX_LEVEL, canAddChild, canDeleteDomain, domainLevel, filterDomainTree, findDomain, nextDomainCode } from './domain-tree';

const LEVEL_NAMES = ['一级', '二级', '三级', '四级'] as const;

/** What the dialog edits: a new node below `parent` (null: top level), or `node`. */
type DomainDialog = { mode: 'new'; parent: TechDomainNode | null } | { mode: 'edit'; node: TechDomainNode };

interface DomainValues {
  label: string;
  sort: number | string;
}

interface DomainFormModalProps {
  type: TechDomainType;
  dialog: DomainDialog;
  /** The nodes of the whole tree (for the new code). */
  tree: readonly TechDomainNode[];
  onClose: () => void;
  onSaved: MutationFeedback;
}

/**
 * 新增领域 / 新增下级 / 修改领域 (saveTechDomain): 上级领域 and 领域代码 are shown (the code is the
 * parent's code plus the next two digits, given by the page); 领域名称 is required (请输入领域名称,
 * at most 50 characters); 排序 for a new node only (a rename keeps the order).
 */
function DomainFormModal({ type, dialog, tree, onClose, onSaved }: DomainFormModalProps) {
  const parent = dialog.mode === 'new' ? dialog.parent : dialog.node.parentId ? (findDomain(tree, dialog.node.parentId) ?? null) : null;
  const siblings = dialog.mode === 'new' ? (parent ? (parent.children ?? []) : tree) : [];
  const code = dialog.mode === 'new' ? nextDomainCode(siblings, parent?.id ?? null) : dialog.node.id;
  const form = useForm<DomainValues>({
    initialValues: { label: dialog.mode === 'edit' ? dialog.node.label : '', sort: siblings.length + 1 },
    validate: { label: (value) => (!value.trim() ? '请输入领域名称' : value.trim().length > 50 ? '领域名称不能超过50个字' : null) },
  });
  const save = useSaveTechDomain({ onSuccess: closeAfter(onSaved, onClose) });
  const title = dialog.mode === 'edit' ? '修改领域' : parent ? `新增下级领域（${LEVEL_NAMES[domainLevel(parent.id)]}）` : '新增一级领域';
  return (
    <FormModal
      opened
      onClose={onClose}
      title={title}
      form={form}
      busy={save.isPending}
      size="md"
      onSubmit={(values) => {
        if (!code) return;
        const body: TechDomainForm = { type, id: code, parentId: parent?.id ?? null, label: values.label.trim() };
        if (dialog.mode === 'new') body.sort = sortValue(values.sort);
        save.mutate(body);
      }}
    >
      <TextInput label="上级领域" value={parent ? `${parent.label}（${parent.id}）` : '无（一级领域）'} readOnly variant="filled" />
      <TextInput label="领域代码" value={code ?? ''} readOnly variant="filled" error={code ? undefined : '下级领域已满（最多99个）'} />
      <TextInput label="领域名称" withAsterisk maxLength={50} {...form.getInputProps('label')} />
      {dialog.mode === 'new' ? <SortInput inputProps={form.getInputProps('sort')} /> : null}
    </FormModal>
  );
}

/**
 * 技术领域 (/work/tech/domain; seeds 001 §2 "a 4-level one (field)", §3 "Domain tree node", §7
 * /tech/domain/*): the domain tree (技术领域, or 应用行业) as a tree table searched by name;
 * 新增一级领域, per node 新增下级 (down to the fourth level), 修改 and 删除 (a leaf only, after
 * confirmation; the server also refuses a domain an item uses: 该领域已被使用，不能删除).
 */
export function TechDomainPage() {
  const [type, setType] = useState<TechDomainType>('1');
  const filters = useFilters<{ keyword: string }>({ keyword: '' });
  const tree = useQuery(techDomainTreeOfTypeQuery(type));
  const [dialog, setDialog] = useState<DomainDialog | null>(null);
  // the domain mutations invalidate the trees and the field cascaders' levels (techKeys.domain)
  const feedback = useMutationFeedback();
  const remove = useDeleteTechDomain({ onSuccess: feedback });
  const keyword = filters.applied.keyword ?? '';
  const shown = useMemo(() => ({ ...tree, data: tree.data ? filterDomainTree(tree.data, keyword) : undefined }), [tree, keyword]);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="领域树"
        w="fit-content"
        value={type}
        onChange={(value) => setType(value as TechDomainType)}
        data={toSelectData(ENUM_LABELS.TechDomainType)}
      />
      <FilteredTreeTable<TechDomainNode, { keyword: string }>
        filters={filters}
        searchFields={<KeywordFilter label="领域名称" placeholder="领域名称" {...filters.field('keyword')} />}
        actions={
          <Can permission={PERM.techDomainSave}>
            <Button onClick={() => setDialog({ mode: 'new', parent: null })}>新增一级领域</Button>
          </Can>
        }
        query={shown}
        aria-label="技术领域列表"
        labelTitle="领域名称"
        label={(node) => node.label}
        columns={[
          { title: '领域代码', width: 140, render: (node) => node.id },
          { title: '层级', width: 90, render: (node) => `${LEVEL_NAMES[domainLevel(node.id) - 1] ?? ''}` },
          {
            title: '下级',
            width: 90,
            render: (node) => (
              <Text size="sm" c={canDeleteDomain(node) ? 'dimmed' : undefined}>
                {canDeleteDomain(node) ? '末级' : `${node.children?.length ?? 0}个`}
              </Text>
            ),
          },
        ]}
        rowActions={(node) => (
          <>
            {canAddChild(node) ? (
              <Can permission={PERM.techDomainSave}>
                <RowButton onClick={() => setDialog({ mode: 'new', parent: node })} aria-label={`新增下级：${node.label}`}>
                  新增下级
                </RowButton>
              </Can>
            ) : null}
            <Can permission={PERM.techDomainSave}>
              <RowButton onClick={() => setDialog({ mode: 'edit', node })}>修改</RowButton>
            </Can>
            {canDeleteDomain(node) ? (
              <Can permission={PERM.techDomainDelete}>
                <DeleteRowButton
                  message={`确定要删除领域“${node.label}”吗？`}
                  aria-label={`删除：${node.label}`}
                  onConfirm={() => remove.mutateAsync({ type, id: node.id })}
                />
              </Can>
            ) : null}
          </>
        )}
      />
      <Text size="xs" c="dimmed">
        领域最多{DOMAIN_MAX_LEVEL}级；只能删除没有下级、且未被科技成果、技术需求、专家或研究院所使用的领域。
      </Text>
      {dialog ? <DomainFormModal type={type} dialog={dialog} tree={tree.data ?? []} onClose={() => setDialog(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
