import { Badge, Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  allowanceListQuery,
  exportAllowanceFile,
  useCancelAllowance,
  useDeleteAllowance,
  type Allowance,
  type AllowanceListParams,
} from '@qifu/policy-data-access';
import { ALLOWANCE_STATUS_LABELS, allowanceActionsFrom, type AllowanceStatus } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  RowButton,
  RowConfirmButton,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useState } from 'react';

import { AllowanceDialog, GrantAllowanceDialog } from './allowance-dialogs';

/** The search of 补助发放. */
export interface AllowanceFilters {
  keyword: string;
  status: AllowanceStatus | null;
  allowanceYear: number | string;
}

/** The filters as the operation's query. */
export function toAllowanceQuery(filters: Partial<AllowanceFilters>): AllowanceListParams {
  const year = Number(filters.allowanceYear);
  return {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.allowanceYear !== '' && Number.isInteger(year) && year >= 2000 ? { allowanceYear: year } : {}),
  };
}

/** The list query of the page's filters (`listAllowance`). */
export function allowancePageQuery(params: PagedTableParams<Partial<AllowanceFilters>>) {
  const { page, pageSize, ...filters } = params;
  return allowanceListQuery({ ...toAllowanceQuery(filters), page, pageSize });
}

const STATUS_COLORS: Record<AllowanceStatus, string> = { '0': 'orange.9', '1': 'green.9', '2': 'gray.8' };

/** The 状态 badge of an allowance record. */
export function AllowanceStatusBadge({ status }: { status: AllowanceStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {ALLOWANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The amount in yuan with thousands separators and two decimals. */
export const yuan = (amount: number) => amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The columns both allowance lists show. */
export const ALLOWANCE_COLUMNS: TableColumn<Allowance>[] = [
  { key: 'companyName', title: '企业名称', width: 200 },
  { key: 'projectName', title: '补助项目' },
  { key: 'policyTitle', title: '依据政策', formatter: (value) => (value as string | null) ?? '—' },
  { key: 'allowanceAmount', title: '补助金额（元）', width: 130, align: 'right', formatter: (value) => yuan(value as number) },
  { key: 'allowanceYear', title: '补助年度', width: 80, align: 'center' },
  { key: 'grantDep', title: '发放部门', width: 160 },
  { key: 'grantDate', title: '发放日期', width: 100, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (value) => <AllowanceStatusBadge status={value as AllowanceStatus} /> },
];

/**
 * 补助发放 (/work/policy/allowance; catalogue /allowance/*; issue 15): allowance records for passed
 * declarations, searched by keyword (company, credit code, project), 状态 and 补助年度. 新增 / 编辑 open
 * {@link AllowanceDialog}; 确认发放 ({@link GrantAllowanceDialog}) and 取消发放 (asks) need
 * portal:allowance:grant; 删除 asks. Row actions follow the `PortalAllowanceStatus` table (only 待发放
 * records change). 导出 downloads the filtered list.
 */
export function AllowancePage() {
  const filters = useFilters<AllowanceFilters>({ keyword: '', status: null, allowanceYear: '' });
  const [editing, setEditing] = useState<{ record: Allowance | null } | null>(null);
  const granting = useEditDialog<Allowance>();
  const feedback = useMutationFeedback();
  const cancel = useCancelAllowance({ onSuccess: feedback });
  const remove = useDeleteAllowance({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<Allowance, AllowanceFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="关键字"
              placeholder="企业、信用代码或项目"
              maxLength={50}
              value={filters.draft.keyword}
              onChange={(event) => filters.set('keyword', event.currentTarget.value)}
            />
            <Select label="状态" data={toSelectData(ALLOWANCE_STATUS_LABELS)} clearable w={120} value={filters.draft.status} onChange={(v) => filters.set('status', v as AllowanceStatus | null)} />
            <NumberInput label="补助年度" w={110} min={2000} max={2100} allowDecimal={false} value={filters.draft.allowanceYear} onChange={(v) => filters.set('allowanceYear', v)} />
          </>
        }
        query={allowancePageQuery}
        columns={ALLOWANCE_COLUMNS}
        showIndex
        aria-label="补助发放列表"
        rowActionsWidth={200}
        toolbar={
          <>
            <Can permission={PERM.portalAllowanceSave}>
              <Button size="sm" onClick={() => setEditing({ record: null })}>
                新增
              </Button>
            </Can>
            <Can permission={PERM.portalAllowanceExport}>
              <ExportButton onExport={() => exportAllowanceFile(toAllowanceQuery(filters.applied))} />
            </Can>
          </>
        }
        rowActions={(record) => {
          const allowed = allowanceActionsFrom(record.status);
          return (
            <>
              {allowed.includes('save') ? (
                <Can permission={PERM.portalAllowanceSave}>
                  <RowButton onClick={() => setEditing({ record })}>编辑</RowButton>
                </Can>
              ) : null}
              {allowed.includes('grant') ? (
                <Can permission={PERM.portalAllowanceGrant}>
                  <RowButton onClick={() => granting.openEdit(record)}>确认发放</RowButton>
                </Can>
              ) : null}
              {allowed.includes('cancel') ? (
                <Can permission={PERM.portalAllowanceGrant}>
                  <RowConfirmButton message={`确定要取消发放“${record.projectName}”的补助吗？`} onConfirm={() => cancel.mutateAsync({ id: record.id })}>
                    取消发放
                  </RowConfirmButton>
                </Can>
              ) : null}
              {allowed.includes('delete') ? (
                <Can permission={PERM.portalAllowanceDelete}>
                  <DeleteRowButton message={`确定要删除“${record.companyName}”的补助发放记录吗？`} onConfirm={() => remove.mutateAsync({ id: record.id })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editing ? <AllowanceDialog record={editing.record} onClose={() => setEditing(null)} onSaved={feedback} /> : null}
      {granting.record ? <GrantAllowanceDialog record={granting.record} onClose={granting.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
