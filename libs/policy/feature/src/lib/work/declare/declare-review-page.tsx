import { Select, Stack, TextInput } from '@mantine/core';
import {
  declareReviewListQuery,
  exportDeclareFile,
  type DeclareItem,
  type DeclareReviewListParams,
  type DeclareStatus,
} from '@qifu/policy-data-access';
import { DECLARE_STATUS_LABELS } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  ExportButton,
  FilteredPagedTable,
  RowButton,
  toDay,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useState } from 'react';

import { DeclareStatusBadge } from '../../declare/declare-status-badge';
import { DeclareExamineDialog, examineResultsFor, type DeclareExamineDialogProps } from './declare-examine-dialog';
import { DeclareReviewDetailModal } from './declare-review-detail';

/** The search of 申报审核: project, enterprise, state and submission days. */
export interface DeclareReviewFilters {
  projectName: string;
  companyName: string;
  status: DeclareStatus | null;
  /** 提交日期 (both days inclusive, China time on the server). */
  submitted: DateRangeValue;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The states staff see (never 草稿): 待审核, 审核通过, 审核驳回, 已撤回. */
const STAFF_STATES = Object.fromEntries(Object.entries(DECLARE_STATUS_LABELS).filter(([code]) => code !== '0')) as Record<
  Exclude<DeclareStatus, '0'>,
  string
>;

/** The filters as the operation's query (the date range becomes `submitStart`/`submitEnd`, YYYY-MM-DD). */
export function toDeclareReviewQuery(filters: Partial<DeclareReviewFilters>): DeclareReviewListParams {
  const { submitted, status, projectName, companyName } = filters;
  return {
    ...(projectName ? { projectName } : {}),
    ...(companyName ? { companyName } : {}),
    ...(status ? { status } : {}),
    ...(toDay(submitted?.[0]) ? { submitStart: toDay(submitted?.[0]) } : {}),
    ...(toDay(submitted?.[1]) ? { submitEnd: toDay(submitted?.[1]) } : {}),
  };
}

/** The list query of the page's filters (`listDeclare`). */
export function declareReviewPageQuery(params: PagedTableParams<Partial<DeclareReviewFilters>>) {
  const { page, pageSize, ...filters } = params;
  return declareReviewListQuery({ ...toDeclareReviewQuery(filters), page, pageSize });
}

const COLUMNS: TableColumn<DeclareItem>[] = [
  { key: 'declareNo', title: '申报编号', width: 140 },
  { key: 'projectName', title: '申报项目', formatter: (value, row) => (value as string | null) ?? row.policyTitle },
  { key: 'companyName', title: '申报企业', width: 200 },
  { key: 'contactName', title: '联系人', width: 80 },
  { key: 'contactPhone', title: '联系电话', width: 120 },
  { key: 'status', title: '状态', width: 100, align: 'center', formatter: (value) => <DeclareStatusBadge status={value as DeclareStatus} /> },
  { key: 'submitTime', title: '提交时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
  { key: 'examineTime', title: '审核时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
];

type Examined = DeclareExamineDialogProps['declaration'];

/**
 * 申报审核 (/work/dec/declare; seeds 001 §1 "declarations", §7 /dec/declare/*; issue 12): the submitted
 * declarations within the caller's data rules, searched by 申报项目, 申报企业, 状态 and 提交日期. Row
 * actions: 详情 ({@link DeclareReviewDetailModal}: the submitted form read-only) and 审核 — only where the
 * `DeclareStatus` table allows 通过/驳回 and for holders of dec:declare:examine — opening
 * {@link DeclareExamineDialog} (驳回 needs an opinion). 导出 (dec:declare:export) downloads the list of
 * the applied filters as Excel.
 */
export function DeclareReviewPage() {
  const filters = useFilters<DeclareReviewFilters>({ projectName: '', companyName: '', status: null, submitted: [null, null] });
  const [detailId, setDetailId] = useState<string | null>(null);
  const examining = useEditDialog<Examined>();
  const feedback = useMutationFeedback();
  const examine = (declaration: Examined) => {
    setDetailId(null);
    examining.openEdit(declaration);
  };
  return (
    <Stack gap="sm">
      <FilteredPagedTable<DeclareItem, DeclareReviewFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="申报项目"
              placeholder="项目名称"
              maxLength={50}
              value={filters.draft.projectName}
              onChange={(event) => filters.set('projectName', event.currentTarget.value)}
            />
            <TextInput
              label="申报企业"
              placeholder="企业名称"
              maxLength={50}
              value={filters.draft.companyName}
              onChange={(event) => filters.set('companyName', event.currentTarget.value)}
            />
            <Select
              label="状态"
              data={toSelectData(STAFF_STATES)}
              clearable
              w={130}
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as DeclareStatus | null)}
            />
            <DateRangeInput label="提交日期" value={filters.draft.submitted} onChange={(value) => filters.set('submitted', value)} />
          </>
        }
        query={declareReviewPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="申报列表"
        rowActionsWidth={130}
        toolbar={
          <Can permission={PERM.decDeclareExport}>
            <ExportButton onExport={() => exportDeclareFile(toDeclareReviewQuery(filters.applied))} />
          </Can>
        }
        rowActions={(declaration) => (
          <>
            <RowButton onClick={() => setDetailId(declaration.id)}>详情</RowButton>
            {examineResultsFor(declaration.status).length > 0 ? (
              <Can permission={PERM.decDeclareExamine}>
                <RowButton onClick={() => examine(declaration)}>审核</RowButton>
              </Can>
            ) : null}
          </>
        )}
      />
      {detailId ? <DeclareReviewDetailModal id={detailId} onClose={() => setDetailId(null)} onExamine={examine} /> : null}
      {examining.record ? <DeclareExamineDialog declaration={examining.record} onClose={examining.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
