import '@mantine/core/styles.layer.css';

import { Button, Grid, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  SYS_LIST_URLS,
  useDeleteDictType,
  useDeleteDictValue,
  type EnableFlag,
  type SysDictType,
  type SysDictValue,
} from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { EmptyState } from '@qifu/ui';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { ENABLE_FLAG_OPTIONS } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { DictTypeFormModal, DictValueFormModal } from './dict-forms';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_DICT_PERMISSIONS = { save: 'sys:dict:save', delete: 'sys:dict:delete' } as const;

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
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [editing, setEditing] = useState<SysDictValue | 'new' | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.dictValue, SYS_LIST_URLS.dictType]);
  const remove = useDeleteDictValue({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        字典值：{dictType.dictTypeName}（{dictType.dictTypeCode}）
      </Title>
      <SearchBar
        onSearch={() => setApplied(keyword.trim())}
        onReset={() => {
          setKeyword('');
          setApplied('');
        }}
      >
        <TextInput label="关键字" placeholder="显示名称/取值" maxLength={50} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      </SearchBar>
      <PagedTable<SysDictValue, { dictTypeCode: string; keyword?: string }>
        url={SYS_LIST_URLS.dictValue}
        method="GET"
        filters={applied ? { dictTypeCode: dictType.dictTypeCode, keyword: applied } : { dictTypeCode: dictType.dictTypeCode }}
        columns={VALUE_COLUMNS}
        aria-label="字典值列表"
        rowActionsWidth={140}
        toolbar={
          <Can permission={SYS_DICT_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增字典值</Button>
          </Can>
        }
        rowActions={(value) => (
          <>
            <Can permission={SYS_DICT_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(value)}>
                编辑
              </Button>
            </Can>
            <Can permission={SYS_DICT_PERMISSIONS.delete}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                message={`确定要删除字典值“${value.label}”吗？`}
                onConfirm={() => remove.mutateAsync({ id: value.id })}
              >
                删除
              </ConfirmButton>
            </Can>
          </>
        )}
      />
      {editing ? (
        <DictValueFormModal
          dictTypeCode={dictType.dictTypeCode}
          dictValue={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
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
  const [editing, setEditing] = useState<SysDictType | 'new' | null>(null);
  const [selected, setSelected] = useState<SysDictType | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.dictType, SYS_LIST_URLS.dictValue]);
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
            <SearchBar onSearch={filters.search} onReset={filters.reset}>
              <TextInput
                label="关键字"
                placeholder="名称/编码"
                maxLength={50}
                value={filters.draft.keyword}
                onChange={(event) => filters.set('keyword', event.currentTarget.value)}
              />
              <Select
                label="状态"
                data={ENABLE_FLAG_OPTIONS}
                clearable
                w={110}
                value={filters.draft.enableFlag}
                onChange={(value) => filters.set('enableFlag', value)}
              />
            </SearchBar>
            <PagedTable<SysDictType, Partial<TypeFilters>>
              url={SYS_LIST_URLS.dictType}
              method="GET"
              filters={filters.applied}
              columns={TYPE_COLUMNS}
              aria-label="字典类型列表"
              rowActionsWidth={200}
              toolbar={
                <Can permission={SYS_DICT_PERMISSIONS.save}>
                  <Button onClick={() => setEditing('new')}>新增字典类型</Button>
                </Can>
              }
              rowActions={(type) => (
                <>
                  <Button
                    size="compact-sm"
                    variant={selected?.id === type.id ? 'light' : 'subtle'}
                    aria-pressed={selected?.id === type.id}
                    onClick={() => setSelected(type)}
                  >
                    字典值
                  </Button>
                  <Can permission={SYS_DICT_PERMISSIONS.save}>
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(type)}>
                      编辑
                    </Button>
                  </Can>
                  <Can permission={SYS_DICT_PERMISSIONS.delete}>
                    <ConfirmButton
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      message={`确定要删除字典类型“${type.dictTypeName}”吗？`}
                      onConfirm={() => remove.mutateAsync({ id: type.id })}
                    >
                      删除
                    </ConfirmButton>
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
      {editing ? (
        <DictTypeFormModal dictType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={feedback} />
      ) : null}
    </Grid>
  );
}
