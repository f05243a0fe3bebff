import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { knowledgeListQuery, useDeleteKnowledge, useSaveKnowledge, type Knowledge } from '@qifu/customer-service-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useState } from 'react';

import { KnowledgeFormModal } from './knowledge-form';
import { KnowledgeImportDialog } from './knowledge-import-dialog';

/** The search of 知识库. */
export interface KnowledgeFilters {
  knoQuiz: string;
  /** 'true' 启用, 'false' 停用, null all. */
  enableFlag: 'true' | 'false' | null;
}

/** The list query of the page's filters (`listKnowledge`; the select's text becomes the boolean). */
export function knowledgePageQuery({ enableFlag, ...rest }: PagedTableParams<Partial<KnowledgeFilters>>) {
  return knowledgeListQuery({ ...rest, enableFlag: enableFlag ? enableFlag === 'true' : undefined });
}

const ENABLE_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

const COLUMNS: TableColumn<Knowledge>[] = [
  { key: 'knoQuiz', title: '问题', width: 260 },
  {
    key: 'knoReply',
    title: '答复',
    formatter: (value) => (
      <Text size="sm" lineClamp={2} title={value as string}>
        {value as string}
      </Text>
    ),
  },
  {
    key: 'enableFlag',
    title: '状态',
    width: 80,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={value ? 'green' : 'gray'}>
        {value ? '启用' : '停用'}
      </Badge>
    ),
  },
  { key: 'hitCount', title: '命中次数', width: 90, align: 'right' },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/**
 * 知识库 (/work/cs/knowledge, seeds 000 §3 "Knowledge entry: knoQuiz, knoReply", seeds 001 §1 "the
 * customer-service knowledge base", §7 knowledge/*): the entries last changed first, searched by
 * question and state; 新增知识 and 编辑 in a dialog (cs:knowledge:save), 启用 / 停用 after
 * confirmation, 删除 after confirmation (cs:knowledge:delete), 导入 through the import card
 * (cs:knowledge:import: template, upload, importable and non-importable counts). The notices are
 * the server's messages.
 */
export function CsKnowledgePage() {
  const filters = useFilters<KnowledgeFilters>({ knoQuiz: '', enableFlag: null });
  const editor = useEditDialog<Knowledge>();
  const [importing, setImporting] = useState(false);
  const feedback = useMutationFeedback();
  const save = useSaveKnowledge({ onSuccess: feedback });
  const remove = useDeleteKnowledge({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredPagedTable<Knowledge, KnowledgeFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="问题" placeholder="问题关键字" maxLength={50} {...filters.field('knoQuiz')} />
            <Select
              label="状态"
              data={ENABLE_OPTIONS}
              clearable
              w={110}
              placeholder="全部"
              value={filters.draft.enableFlag}
              onChange={(value) => filters.set('enableFlag', value as KnowledgeFilters['enableFlag'])}
            />
          </>
        }
        query={knowledgePageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="知识列表"
        rowActionsWidth={200}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.csKnowledgeSave}>
              <Button onClick={editor.openNew}>新增知识</Button>
            </Can>
            <Can permission={PERM.csKnowledgeImport}>
              <Button variant="light" onClick={() => setImporting(true)}>
                导入
              </Button>
            </Can>
          </Group>
        }
        rowActions={(k) => (
          <Group gap={2} wrap="nowrap">
            <Can permission={PERM.csKnowledgeSave}>
              <RowButton onClick={() => editor.openEdit(k)}>编辑</RowButton>
              <RowConfirmButton
                color={k.enableFlag ? 'orange' : 'green'}
                message={k.enableFlag ? `确定要停用知识“${k.knoQuiz}”吗？停用后不参与智能问答。` : `确定要启用知识“${k.knoQuiz}”吗？`}
                onConfirm={() => save.mutateAsync({ id: k.id, knoQuiz: k.knoQuiz, knoReply: k.knoReply, enableFlag: !k.enableFlag })}
              >
                {k.enableFlag ? '停用' : '启用'}
              </RowConfirmButton>
            </Can>
            <Can permission={PERM.csKnowledgeDelete}>
              <DeleteRowButton message={`确定要删除知识“${k.knoQuiz}”吗？`} onConfirm={() => remove.mutateAsync({ ids: [k.id] })} />
            </Can>
          </Group>
        )}
      />
      {editor.opened ? <KnowledgeFormModal knowledge={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {importing ? <KnowledgeImportDialog onClose={() => setImporting(false)} onImported={feedback} /> : null}
    </Stack>
  );
}
