import '@mantine/core/styles.layer.css';

import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  sysDictTypeListQuery, sysDictValueListQuery, useDeleteDictType,
  useDeleteDictValue,
  type EnableFlag,
  type SysDictType,
  type SysDictValue,
} from '@qifu/sys-data-access';
import { type TableColumn } from '@qifu/table';
import { EmptyState } from '@qifu/ui';
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
} from '@qifu/widgets';
import { useState } from 'react';

import { DictTypeFormModal, DictValueFormModal } from './dict-forms';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_DICT_PERMISSIONS = { save: PERM.sysDictSave, delete: PERM.sysDictDelete } as const;

interface TypeFilters {
  keyword: string;
  enableFlag: string | null;
}

const TYPE_COLUMNS: TableColumn<SysDictType>[] = [
  { key: 'dictTypeName', title: '字典类型名称' },
  { key: 'dictTypeCode', title: '编码', width: 140 },
  { key: 'valueCount', title: '值数量', width: 80, align: 'right' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
];

const VALUE_COLUMNS: TableColumn<SysDictValue>[] = [
  { key: 'label', title: '显示名称' },
  { key: 'value', title: '取值', width: 110 },
  { key: 'sort', title: '排序', width: 70, align: 'right' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
];

function DictValues({ dictType }: { dictType: SysDictType }) {
  const filters = useFilters({ keyword: '' });
  const editor = useEditDialog<SysDictValue>();
  const feedback = useMutationFeedback();
  const remove = useDeleteDictValue({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        字典值：{dictType.dictTypeName}（{dictType.dictTypeCode}）
      </Title>
      <FilteredPagedTable<SysDictValue, { keyword: string }, { dictTypeCode: string }>
        filters={filters}
        fixedFilters={{ dictTypeCode: dictType.dictTypeCode }}
        searchFields={<KeywordFilter placeholder="显示名称/取值" {...filters.field('keyword')} />}
        query={sysDictValueListQuery}
        columns={VALUE_COLUMNS}
        aria-label="字典值列表"
        rowActionsWidth={140}
        toolbar={
          <Can permission={SYS_DICT_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增字典值</Button>
          </Can>
        }
        rowActions={(value) => (
          <>
            <Can permission={SYS_DICT_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(value)}>编辑</RowButton>
            </Can>
            <Can permission={SYS_DICT_PERMISSIONS.delete}>
              <DeleteRowButton message={`确定要删除字典值“${value.label}”吗？`} onConfirm={() => remove.mutateAsync({ id: value.id })} />
            </Can>
          </>
        )}
      />
      {editor.opened ? (
        <DictValueFormModal
          dictTypeCode={dictType.dictTypeCode}
          dictValue={editor.record}
          onClose={editor.close}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}

/**
 * 字典管理 (/work/sys/dict, seeds 001 §7 `/sys/dictType, dictValue`): the dictionary types (left,
 * searched by keyword and state) and the values of the chosen type (right, 字典值). 新增 and 编辑
 * need sys:dict:save, 删除 sys:dict:delete (after confirmation).
 */
export function SysDictPage() {
  const filters = useFilters<TypeFilters>({ keyword: '', enableFlag: null });
  const editor = useEditDialog<SysDictType>();
  const [selected, setSelected] = useState<SysDictType | null>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteDictType({
    onSuccess: async (result, { id }) => {
      if (selected?.id === id) setSelected(null);
      await feedback(result);
    },
  });

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={2} size="h5">
              字典类型
            </Title>
            <FilteredPagedTable<SysDictType, TypeFilters>
              filters={filters}
              searchFields={
                <>
                  <KeywordFilter placeholder="名称/编码" {...filters.field('keyword')} />
                  <EnableFlagFilter w={110} {...filters.field('enableFlag')} />
                </>
              }
              query={sysDictTypeListQuery}
              columns={TYPE_COLUMNS}
              aria-label="字典类型列表"
              rowActionsWidth={200}
              toolbar={
                <Can permission={SYS_DICT_PERMISSIONS.save}>
                  <Button onClick={editor.openNew}>新增字典类型</Button>
                </Can>
              }
              rowActions={(type) => (
                <>
                  <RowButton
                    variant={selected?.id === type.id ? 'light' : 'subtle'}
                    aria-pressed={selected?.id === type.id}
                    onClick={() => setSelected(type)}
                  >
                    字典值
                  </RowButton>
                  <Can permission={SYS_DICT_PERMISSIONS.save}>
                    <RowButton onClick={() => editor.openEdit(type)}>编辑</RowButton>
                  </Can>
                  <Can permission={SYS_DICT_PERMISSIONS.delete}>
                    <DeleteRowButton
                      message={`确定要删除字典类型“${type.dictTypeName}”吗？`}
                      onConfirm={() => remove.mutateAsync({ id: type.id })}
                    />
                  </Can>
                </>
              )}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Paper withBorder p="sm" mih={200}>
          {selected ? (
            <DictValues key={selected.id} dictType={selected} />
          ) : (
            <EmptyState text={<Text c="dimmed">请在左侧选择字典类型，查看其字典值</Text>} />
          )}
        </Paper>
      </Grid.Col>
      {editor.opened ? (
        <DictTypeFormModal dictType={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
    </Grid>
  );
}
