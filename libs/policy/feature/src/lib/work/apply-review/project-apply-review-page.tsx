import { Select, Stack, TextInput } from '@mantine/core';
import {
  adminApplyProjectListQuery,
  exportProjectApplyFile,
  projectApplyListQuery,
  type DeclareItem,
  type DeclareStatus,
  type ProjectApplyListParams,
} from '@qifu/policy-data-access';
import { DECLARE_STATUS_LABELS } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { ExportButton, FilteredPagedTable, RowButton, toSelectData, useEditDialog, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { DeclareStatusBadge } from '../../declare/declare-status-badge';
import { DeclareExamineDialog, examineResultsFor, type DeclareExamineDialogProps } from '../declare/declare-examine-dialog';
import { DeclareReviewDetailModal } from '../declare/declare-review-detail';

/** The search of 项目申报审核: project, company (name or credit code) and state. */
export interface ProjectApplyFilters {
  projectId: string | null;
  keyword: string;
  status: DeclareStatus | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

const STAFF_STATES = Object.fromEntries(Object.entries(DECLARE_STATUS_LABELS).filter(([code]) => code !== '0')) as Record<Exclude<DeclareStatus, '0'>, string>;

/** The filters as the operation's query. */
export function toProjectApplyQuery(filters: Partial<ProjectApplyFilters>): ProjectApplyListParams {
  return {
    ...(filters.projectId ? { projectId: filters.projectId } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The list query of the page's filters (`listGovProjectApply`). */
export function projectApplyPageQuery(params: PagedTableParams<Partial<ProjectApplyFilters>>) {
  const { page, pageSize, ...filters } = params;
  return projectApplyListQuery({ ...toProjectApplyQuery(filters), page, pageSize });
}

const COLUMNS: TableColumn<DeclareItem>[] = [
  { key: 'declareNo', title: '申报编号', width: 140 },
  { key: 'projectName', title: '申报项目', formatter: (value, row) => (value as string | null) ?? row.policyTitle },
  { key: 'companyName', title: '申报企业', width: 200 },
  { key: 'creditCode', title: '统一社会信用代码', width: 170 },
  { key: 'status', title: '状态', width: 100, align: 'center', formatter: (value) => <DeclareStatusBadge status={value as DeclareStatus} /> },
  { key: 'submitTime', title: '提交时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
  { key: 'examineOpinion', title: '审核意见', width: 160, formatter: (value) => (value as string | null) || '—' },
];

/** The projects of the caller's office (for the 申报项目 filter; the first 100, newest first). */
function useProjectOptions() {
  const projects = useQuery(adminApplyProjectListQuery({ page: 1, pageSize: 100 }));
  return (projects.data?.list ?? []).map((p) => ({ value: p.id, label: p.projectName }));
}

type Examined = DeclareExamineDialogProps['declaration'];

/**
 * 项目申报审核 (/work/policy/apply; seeds 001 §7 "/gov/policy/doc/*: examine, export, apply and examine
 * details"; issue 15): the declarations to projects the caller's office examines (data rule on
 * `policy:applyProject`), searched by 申报项目, 企业 (name or credit code) and 状态. 详情 shows the answers
 * in the project's template read-only and the 审核记录; 审核 (policy:apply:examine, only where the
 * `DeclareStatus` table allows) passes or returns with an opinion — the enterprise sees it in 我的申报 and
 * may correct and resubmit. 导出 (policy:apply:export) downloads the filtered list, with one column per
 * template field when a project is chosen.
 */
export function ProjectApplyReviewPage() {
  const filters = useFilters<ProjectApplyFilters>({ projectId: null, keyword: '', status: null });
  const projectOptions = useProjectOptions();
  const [detailId, setDetailId] = useState<string | null>(null);
  const examining = useEditDialog<Examined>();
  const feedback = useMutationFeedback();
  const examine = (declaration: Examined) => {
    setDetailId(null);
    examining.openEdit(declaration);
  };
  return (
    <Stack gap="sm">
      <FilteredPagedTable<DeclareItem, ProjectApplyFilters>
        filters={filters}
        searchFields={
          <>
            <Select
              label="申报项目"
              data={projectOptions}
              searchable
              clearable
              w={240}
              value={filters.draft.projectId}
              onChange={(value) => filters.set('projectId', value)}
            />
            <TextInput
              label="申报企业"
              placeholder="企业名称或信用代码"
              maxLength={50}
              value={filters.draft.keyword}
              onChange={(event) => filters.set('keyword', event.currentTarget.value)}
            />
            <Select label="状态" data={toSelectData(STAFF_STATES)} clearable w={130} value={filters.draft.status} onChange={(value) => filters.set('status', value as DeclareStatus | null)} />
          </>
        }
        query={projectApplyPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="项目申报列表"
        rowActionsWidth={130}
        toolbar={
          <Can permission={PERM.policyApplyExport}>
            <ExportButton onExport={() => exportProjectApplyFile(toProjectApplyQuery(filters.applied))} />
          </Can>
        }
        rowActions={(declaration) => (
          <>
            <RowButton onClick={() => setDetailId(declaration.id)}>详情</RowButton>
            {examineResultsFor(declaration.status).length > 0 ? (
              <Can permission={PERM.policyApplyExamine}>
                <RowButton onClick={() => examine(declaration)}>审核</RowButton>
              </Can>
            ) : null}
          </>
        )}
      />
      {detailId ? <DeclareReviewDetailModal via="gov" id={detailId} onClose={() => setDetailId(null)} onExamine={examine} /> : null}
      {examining.record ? <DeclareExamineDialog via="gov" declaration={examining.record} onClose={examining.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
