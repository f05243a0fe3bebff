import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appealDealOfficeListQuery, sysOfficeTreeQuery, useAppealConfigWrite, type AppealDealOfficeRow } from '@qifu/appeal-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { validateMobile } from '@qifu/validation';
import {
  DeleteRowButton,
  EnableBadge,
  EnableToggleButton,
  FilteredPagedTable,
  FormModal,
  KeywordFilter,
  RowButton,
  SortInput,
  TreeSelect,
  closeAfter,
  sortValue,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';

interface Filters {
  keyword: string;
}

/** The list query of the page's filters (`listAppealDealOffice`). */
export function appealDealOfficePageQuery({ page, pageSize, keyword }: PagedTableParams<Partial<Filters>>) {
  return appealDealOfficeListQuery({ page, pageSize, ...(keyword ? { keyword } : {}) });
}

const COLUMNS: TableColumn<AppealDealOfficeRow>[] = [
  { key: 'dealOfficeName', title: '部门名称' },
  { key: 'officeName', title: '关联系统部门', width: 200, formatter: (value, row) => (value as string | null) ?? (row.officeId ? '已关联' : '未关联') },
  { key: 'contactName', title: '联系人', width: 100, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'contactPhone', title: '联系电话', width: 130, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'sort', title: '排序', width: 80, align: 'center' },
  { key: 'enableFlag', title: '状态', width: 90, align: 'center', formatter: (value) => <EnableBadge flag={value ? '1' : '0'} /> },
];

function OfficeDialog({ row, onClose, onSaved }: { row: AppealDealOfficeRow | null; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm({
    initialValues: {
      dealOfficeName: row?.dealOfficeName ?? '',
      officeId: row?.officeId ?? '',
      contactName: row?.contactName ?? '',
      contactPhone: row?.contactPhone ?? '',
      sort: (row?.sort ?? 0) as number | string,
    },
    validate: {
      dealOfficeName: (v: string) => (!v.trim() ? '请输入部门名称' : null),
      contactPhone: (v: string) => (v.trim() ? validateMobile(v.trim()) : null),
    },
  });
  const save = useAppealConfigWrite({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改承办部门' : '新增承办部门'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          kind: 'office',
          op: 'save',
          body: {
            ...(row ? { id: row.id } : {}),
            enableFlag: row?.enableFlag ?? true,
            dealOfficeName: v.dealOfficeName.trim(),
            ...(v.officeId.trim() ? { officeId: v.officeId.trim() } : {}),
            ...(v.contactName.trim() ? { contactName: v.contactName.trim() } : {}),
            ...(v.contactPhone.trim() ? { contactPhone: v.contactPhone.trim() } : {}),
            sort: sortValue(v.sort),
          },
        })
      }
    >
      <TextInput label="部门名称" withAsterisk maxLength={100} {...form.getInputProps('dealOfficeName')} />
      <TreeSelect
        label="关联系统部门"
        description="该部门的部门工作人员办理本承办部门的诉求，并收到超期提醒短信"
        placeholder="请选择系统部门（机构管理中的部门）"
        query={sysOfficeTreeQuery()}
        clearable
        value={form.values.officeId || null}
        {...(row?.officeName ? { valueLabel: row.officeName } : {})}
        error={form.errors['officeId']}
        onChange={(value) => form.setFieldValue('officeId', value ?? '')}
      />
      <TextInput label="联系人" maxLength={20} {...form.getInputProps('contactName')} />
      <TextInput label="联系电话" maxLength={11} {...form.getInputProps('contactPhone')} />
      <SortInput inputProps={form.getInputProps('sort')} />
    </FormModal>
  );
}

/**
 * 承办部门 (/work/appeal/dealOffice; seeds 001 §3 "dealOffice … configurable"; issue 16): the offices appeals are
 * dispatched and transferred to, each optionally linked (picker over the enabled system offices, listOfficeOptions)
 * to a system office whose department staff deal its appeals (the DEPT data rule) and receive its overdue reminders; 新增, 修改, 启用/停用 (a disabled office cannot be chosen; its appeals stay) and 删除 (refused for an office
 * holding appeals: 该承办部门已有诉求，请停用).
 */
export function AppealDealOfficePage() {
  const filters = useFilters<Filters>({ keyword: '' });
  const dialog = useEditDialog<AppealDealOfficeRow>();
  const feedback = useMutationFeedback();
  const write = useAppealConfigWrite({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<AppealDealOfficeRow, Filters>
        filters={filters}
        searchFields={<KeywordFilter label="部门名称" placeholder="部门名称" {...filters.field('keyword')} />}
        toolbar={
          <Can permission={PERM.appealDealOfficeSave}>
            <Button onClick={dialog.openNew}>新增</Button>
          </Can>
        }
        query={appealDealOfficePageQuery}
        columns={COLUMNS}
        aria-label="承办部门列表"
        rowActionsWidth={170}
        rowActions={(row) => (
          <>
            <Can permission={PERM.appealDealOfficeSave}>
              <RowButton onClick={() => dialog.openEdit(row)}>修改</RowButton>
              <EnableToggleButton
                flag={row.enableFlag ? '1' : '0'}
                name={row.dealOfficeName}
                onToggle={(next) => write.mutateAsync({ kind: 'office', op: 'enable', body: { id: row.id, enableFlag: next === '1' } })}
              />
            </Can>
            <Can permission={PERM.appealDealOfficeDelete}>
              <DeleteRowButton
                message={`确定要删除承办部门“${row.dealOfficeName}”吗？`}
                aria-label={`删除：${row.dealOfficeName}`}
                onConfirm={() => write.mutateAsync({ kind: 'office', op: 'delete', body: { ids: [row.id] } })}
              />
            </Can>
          </>
        )}
      />
      {dialog.opened ? <OfficeDialog row={dialog.record ?? null} onClose={dialog.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
