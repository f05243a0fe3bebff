import { Button, NumberInput, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appealDealDurationListQuery, useAppealClassOptions, useAppealConfigWrite, type AppealDealDurationRow } from '@qifu/appeal-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  EnableBadge,
  FilteredPagedTable,
  FormModal,
  RowButton,
  closeAfter,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';

interface Filters {
  appealClass: string | null;
}

/** The list query of the page's filters (`listAppealDealDuration`). */
export function appealDealDurationPageQuery({ page, pageSize, appealClass }: PagedTableParams<Partial<Filters>>) {
  return appealDealDurationListQuery({ page, pageSize, ...(appealClass ? { appealClass } : {}) });
}

/** Every class as Select data (`要素保障-用地` for a sub-class). */
function useClassData() {
  const classes = useAppealClassOptions();
  return (classes.data ?? []).flatMap((o) => [
    { value: String(o.value), label: o.label },
    ...(o.children ?? []).map((c) => ({ value: String(c.value), label: `${o.label}-${c.label}` })),
  ]);
}

const COLUMNS: TableColumn<AppealDealDurationRow>[] = [
  { key: 'appealClassName', title: '诉求分类' },
  { key: 'dealDays', title: '办理时限（工作日）', width: 160, align: 'center' },
  { key: 'warnDays', title: '提前预警（天）', width: 140, align: 'center' },
  { key: 'enableFlag', title: '状态', width: 90, align: 'center', formatter: (value) => <EnableBadge flag={value ? '1' : '0'} /> },
];

function DurationDialog({ row, onClose, onSaved }: { row: AppealDealDurationRow | null; onClose: () => void; onSaved: MutationFeedback }) {
  const classData = useClassData();
  const form = useForm({
    initialValues: { appealClass: row?.appealClass ?? null, dealDays: (row?.dealDays ?? 15) as number | string, warnDays: (row?.warnDays ?? 0) as number | string },
    validate: {
      appealClass: (v: string | null) => (!v ? '请选择诉求分类' : null),
      dealDays: (v: number | string) => (Number(v) >= 1 && Number(v) <= 365 ? null : '办理时限为1至365个工作日'),
      warnDays: (v: number | string, values: { dealDays: number | string }) => (Number(v) < Number(values.dealDays) ? null : '预警天数须小于办理天数'),
    },
  });
  const save = useAppealConfigWrite({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改办理时限' : '新增办理时限'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          kind: 'duration',
          op: 'save',
          body: { ...(row ? { id: row.id } : {}), enableFlag: row?.enableFlag ?? true, appealClass: v.appealClass ?? '', dealDays: Number(v.dealDays), warnDays: Number(v.warnDays) },
        })
      }
    >
      <Select label="诉求分类" withAsterisk searchable data={classData} {...form.getInputProps('appealClass')} />
      <NumberInput label="办理时限（工作日）" withAsterisk min={1} max={365} allowDecimal={false} {...form.getInputProps('dealDays')} />
      <NumberInput label="提前预警（天）" min={0} max={30} allowDecimal={false} {...form.getInputProps('warnDays')} />
    </FormModal>
  );
}

/**
 * 办理时限 (/work/appeal/dealDuration; seeds 001 §7 appeal/dealDuration/*; issue 16 "Time limits"): working days from
 * dispatch to the deadline per appeal class (classes without one: 15); applies to appeals dispatched afterwards. An
 * appeal past its deadline is flagged 超期 in 诉求办理 and counted in 诉求统计. 新增, 修改 and 删除 (after confirmation).
 */
export function AppealDealDurationPage() {
  const filters = useFilters<Filters>({ appealClass: null });
  const classData = useClassData();
  const dialog = useEditDialog<AppealDealDurationRow>();
  const feedback = useMutationFeedback();
  const write = useAppealConfigWrite({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<AppealDealDurationRow, Filters>
        filters={filters}
        searchFields={
          <Select label="诉求分类" clearable searchable w={200} data={classData} value={filters.draft.appealClass} onChange={(v) => filters.set('appealClass', v)} />
        }
        toolbar={
          <Can permission={PERM.appealDealDurationSave}>
            <Button onClick={dialog.openNew}>新增</Button>
          </Can>
        }
        query={appealDealDurationPageQuery}
        columns={COLUMNS}
        aria-label="办理时限列表"
        rowActionsWidth={120}
        rowActions={(row) => (
          <>
            <Can permission={PERM.appealDealDurationSave}>
              <RowButton onClick={() => dialog.openEdit(row)}>修改</RowButton>
            </Can>
            <Can permission={PERM.appealDealDurationDelete}>
              <DeleteRowButton
                message={`确定要删除“${row.appealClassName}”的办理时限吗？`}
                aria-label={`删除：${row.appealClassName}`}
                onConfirm={() => write.mutateAsync({ kind: 'duration', op: 'delete', body: { ids: [row.id] } })}
              />
            </Can>
          </>
        )}
      />
      {dialog.opened ? <DurationDialog row={dialog.record ?? null} onClose={dialog.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
