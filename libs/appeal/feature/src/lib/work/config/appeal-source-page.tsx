import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appealSourceListQuery, useAppealConfigWrite, type AppealSourceRow } from '@qifu/appeal-data-access';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  EnableBadge,
  EnableToggleButton,
  FilteredPagedTable,
  FormModal,
  KeywordFilter,
  RowButton,
  SortInput,
  closeAfter,
  sortValue,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';

type SourceType = AppealSourceRow['sourceType'];

interface Filters {
  keyword: string;
  sourceType: SourceType | null;
}

/** The list query of the page's filters (`listAppealSource`). */
export function appealSourcePageQuery({ page, pageSize, keyword, sourceType }: PagedTableParams<Partial<Filters>>) {
  return appealSourceListQuery({ page, pageSize, ...(keyword ? { keyword } : {}), ...(sourceType ? { sourceType } : {}) });
}

const COLUMNS: TableColumn<AppealSourceRow>[] = [
  { key: 'sourceValueName', title: '来源名称' },
  { key: 'sourceTypeName', title: '来源渠道', width: 160 },
  { key: 'sort', title: '排序', width: 80, align: 'center' },
  { key: 'enableFlag', title: '状态', width: 90, align: 'center', formatter: (value) => <EnableBadge flag={value ? '1' : '0'} /> },
];

function SourceDialog({ row, onClose, onSaved }: { row: AppealSourceRow | null; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm<{ sourceType: SourceType | null; sourceValueName: string; sort: number | string }>({
    initialValues: { sourceType: row?.sourceType ?? null, sourceValueName: row?.sourceValueName ?? '', sort: row?.sort ?? 0 },
    validate: {
      sourceType: (v) => (!v ? '请选择来源渠道' : null),
      sourceValueName: (v) => (!v.trim() ? '请输入来源名称' : v.trim().length > 50 ? '来源名称不能超过50个字' : null),
    },
  });
  const save = useAppealConfigWrite({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改诉求来源' : '新增诉求来源'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          kind: 'source',
          op: 'save',
          body: { ...(row ? { id: row.id } : {}), enableFlag: row?.enableFlag ?? true, sourceType: v.sourceType ?? '1', sourceValueName: v.sourceValueName.trim(), sort: sortValue(v.sort) },
        })
      }
    >
      <Select label="来源渠道" withAsterisk data={toSelectData(ENUM_LABELS.AppealSourceType)} {...form.getInputProps('sourceType')} />
      <TextInput label="来源名称" withAsterisk maxLength={50} {...form.getInputProps('sourceValueName')} />
      <SortInput inputProps={form.getInputProps('sort')} />
    </FormModal>
  );
}

/**
 * 诉求来源 (/work/appeal/source; seeds 001 §3 "appeal source … configurable", §7 appeal/sourceValueName/*; issue 16):
 * the named sources within their channel (企业线上提交, 12345热线, 走访收集, 企呼我应, 其他), searched by channel and
 * name; 新增, 修改, 启用/停用 and 删除 (after confirmation; a source an appeal uses is refused: 该来源已被诉求使用，请停用).
 * Every change shows at once in the enterprise's form and the staff filters (the cached list is invalidated).
 */
export function AppealSourcePage() {
  const filters = useFilters<Filters>({ keyword: '', sourceType: null });
  const dialog = useEditDialog<AppealSourceRow>();
  const feedback = useMutationFeedback();
  const write = useAppealConfigWrite({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<AppealSourceRow, Filters>
        filters={filters}
        searchFields={
          <>
            <Select
              label="来源渠道"
              clearable
              w={160}
              data={toSelectData(ENUM_LABELS.AppealSourceType)}
              value={filters.draft.sourceType}
              onChange={(v) => filters.set('sourceType', v as SourceType | null)}
            />
            <KeywordFilter label="来源名称" placeholder="来源名称" {...filters.field('keyword')} />
          </>
        }
        toolbar={
          <Can permission={PERM.appealSourceSave}>
            <Button onClick={dialog.openNew}>新增</Button>
          </Can>
        }
        query={appealSourcePageQuery}
        columns={COLUMNS}
        aria-label="诉求来源列表"
        rowActionsWidth={170}
        rowActions={(row) => (
          <>
            <Can permission={PERM.appealSourceSave}>
              <RowButton onClick={() => dialog.openEdit(row)}>修改</RowButton>
              <EnableToggleButton
                flag={row.enableFlag ? '1' : '0'}
                name={row.sourceValueName}
                onToggle={(next) => write.mutateAsync({ kind: 'source', op: 'enable', body: { id: row.id, enableFlag: next === '1' } })}
              />
            </Can>
            <Can permission={PERM.appealSourceDelete}>
              <DeleteRowButton
                message={`确定要删除诉求来源“${row.sourceValueName}”吗？`}
                aria-label={`删除：${row.sourceValueName}`}
                onConfirm={() => write.mutateAsync({ kind: 'source', op: 'delete', body: { ids: [row.id] } })}
              />
            </Can>
          </>
        )}
      />
      {dialog.opened ? <SourceDialog row={dialog.record ?? null} onClose={dialog.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
