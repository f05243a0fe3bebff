import { Badge, Button, Select, Stack } from '@mantine/core';
import { tagListQuery, useDeleteTag, useTagDetail, useTagOptions, type TagItem } from '@qifu/enterprise-archive-data-access';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  EnableBadge,
  EnableFlagFilter,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { TagCompaniesModal } from './tag-companies';
import { TagCategoryFormModal, TagFormModal } from './tag-forms';

/** The search of 企业标签. */
export interface TagFilters {
  tagName: string;
  categoryId: string | null;
  tagType: string | null;
  enableFlag: string | null;
}

const TAG_TYPE_OPTIONS = Object.entries(ENUM_LABELS.TagType).map(([value, label]) => ({ value, label }));

const COLUMNS: TableColumn<TagItem>[] = [
  { key: 'tagName', title: '标签名称', width: 180 },
  { key: 'categoryName', title: '标签分类', width: 140 },
  {
    key: 'tagType',
    title: '标签类型',
    width: 100,
    align: 'center',
    formatter: (v) => (
      <Badge size="sm" variant="light" color={v === '2' ? 'grape' : 'blue'} radius="sm">
        {ENUM_LABELS.TagType[v as '1' | '2']}
      </Badge>
    ),
  },
  { key: 'companyCount', title: '企业数', width: 90, align: 'right' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (v) => <EnableBadge flag={v as '0' | '1'} /> },
  { key: 'sort', title: '排序', width: 60, align: 'right' },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
];

/** The smart-tag editor, opened once the tag's detail (with its rule) has loaded. */
function SmartTagEditor({ tag, categories, onClose, onSaved }: { tag: TagItem; categories: { categoryId: string; categoryName: string }[]; onClose: () => void; onSaved: MutationFeedback }) {
  const detail = useTagDetail(tag.id);
  if (!detail.data) return null;
  return <TagFormModal smart tag={detail.data} categories={categories} onClose={onClose} onSaved={onSaved} />;
}

/**
 * 企业标签 (/work/ent/tag; seeds 001 §1 "enterprise archives and tags", §7 /tag/info/*, /company/tag/*; issue 18): tags
 * searched by name, category, type and state, with the number of enterprises carrying each. 新增标签 (manual, attached
 * to enterprises by staff), 新增智能标签 (a JSON Logic rule over the enterprise data, applied by the server in the
 * background), 新增分类; per row 企业 (the enterprises carrying it with contact and phone, and a smart tag's progress),
 * 编辑, 删除 (after confirmation; refused while a policy label, policy, calculator or questionnaire uses it).
 */
export function TagPage() {
  const filters = useFilters<TagFilters>({ tagName: '', categoryId: null, tagType: null, enableFlag: null });
  const editor = useEditDialog<TagItem>();
  const [creating, setCreating] = useState<'tag' | 'smart' | 'category' | null>(null);
  const [viewing, setViewing] = useState<TagItem | null>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteTag({ onSuccess: feedback });
  const enabled = useTagOptions({ enableFlag: '1' });
  const disabled = useTagOptions({ enableFlag: '0' });
  const categories = useMemo(() => {
    const seen = new Map<string, { categoryId: string; categoryName: string }>();
    for (const line of [...(enabled.data ?? []), ...(disabled.data ?? [])]) seen.set(line.categoryId, { categoryId: line.categoryId, categoryName: line.categoryName });
    return [...seen.values()];
  }, [enabled.data, disabled.data]);
  const editing = editor.opened ? editor.record : undefined;
  return (
    <Stack gap="sm">
      <FilteredPagedTable<TagItem, TagFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标签名称" placeholder="标签名称" {...filters.field('tagName')} />
            <Select label="标签分类" placeholder="全部" clearable data={categories.map((c) => ({ value: c.categoryId, label: c.categoryName }))} {...filters.field('categoryId')} />
            <Select label="标签类型" placeholder="全部" clearable data={TAG_TYPE_OPTIONS} {...filters.field('tagType')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={tagListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="企业标签列表"
        rowActionsWidth={170}
        toolbar={
          <>
            <Can permission={PERM.tagInfoSave}>
              <Button onClick={() => setCreating('tag')}>新增标签</Button>
              <Button variant="light" onClick={() => setCreating('smart')}>
                新增智能标签
              </Button>
            </Can>
            <Can permission={PERM.tagCategorySave}>
              <Button variant="default" onClick={() => setCreating('category')}>
                新增分类
              </Button>
            </Can>
          </>
        }
        rowActions={(tag) => (
          <>
            <Can permission={PERM.tagCompanyList}>
              <RowButton onClick={() => setViewing(tag)}>企业</RowButton>
            </Can>
            <Can permission={PERM.tagInfoSave}>
              <RowButton onClick={() => editor.openEdit(tag)}>编辑</RowButton>
            </Can>
            <Can permission={PERM.tagInfoDelete}>
              <DeleteRowButton message={`确定要删除标签“${tag.tagName}”吗？删除后所有企业将不再带有此标签。`} onConfirm={() => remove.mutateAsync({ id: tag.id })} />
            </Can>
          </>
        )}
      />
      {creating === 'tag' || creating === 'smart' ? (
        <TagFormModal smart={creating === 'smart'} categories={categories} onClose={() => setCreating(null)} onSaved={feedback} />
      ) : null}
      {creating === 'category' ? <TagCategoryFormModal onClose={() => setCreating(null)} onSaved={feedback} /> : null}
      {editing && editing.tagType === '1' ? <TagFormModal smart={false} tag={editing} categories={categories} onClose={editor.close} onSaved={feedback} /> : null}
      {editing && editing.tagType === '2' ? <SmartTagEditor tag={editing} categories={categories} onClose={editor.close} onSaved={feedback} /> : null}
      {viewing ? <TagCompaniesModal tag={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
