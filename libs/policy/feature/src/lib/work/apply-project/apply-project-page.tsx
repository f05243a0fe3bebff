import { Badge, Button, Select, Stack, TextInput } from '@mantine/core';
import {
  adminApplyProjectListQuery,
  useDeleteApplyProject,
  type AdminApplyProjectItem,
  type AdminApplyProjectListParams,
  type AdminApplyProjectPhase,
} from '@qifu/policy-data-access';
import { APPLY_PROJECT_STATUS_LABELS, applyProjectActionsFrom, type ApplyProjectStatus } from '@qifu/policy-rules';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DeleteRowButton, FilteredPagedTable, RowButton, toSelectData, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { ApplyProjectEditor } from './apply-project-editor';

/** The search of 申报项目. */
export interface ApplyProjectFilters {
  keyword: string;
  status: ApplyProjectStatus | null;
  phase: AdminApplyProjectPhase | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filters (`listAdminApplyProject`). */
export function applyProjectPageQuery(params: PagedTableParams<Partial<ApplyProjectFilters>>) {
  const { page, pageSize, keyword, status, phase } = params;
  const query: AdminApplyProjectListParams = { page, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), ...(phase ? { phase } : {}) };
  return adminApplyProjectListQuery(query);
}

const range = (start: string, end: string) => `${formatDate(start, TIME)} 至 ${formatDate(end, TIME)}`;

const COLUMNS: TableColumn<AdminApplyProjectItem>[] = [
  { key: 'projectName', title: '项目名称' },
  { key: 'policyTitle', title: '所属政策' },
  { key: 'examineDep', title: '审核部门', width: 170 },
  { key: 'applyStartTime', title: '申报时间', width: 180, formatter: (_, row) => range(row.applyStartTime, row.applyEndTime) },
  { key: 'phase', title: '阶段', width: 80, align: 'center', formatter: (value) => ENUM_LABELS.AdminApplyProjectPhase[value as AdminApplyProjectPhase] },
  {
    key: 'status',
    title: '状态',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge variant="light" color={value === '1' ? 'green.9' : 'gray.8'}>
        {APPLY_PROJECT_STATUS_LABELS[value as ApplyProjectStatus]}
      </Badge>
    ),
  },
  { key: 'applyCount', title: '申报数', width: 70, align: 'center' },
];

/**
 * 申报项目 (/work/policy/applyProject; seeds 001 §1, §2 dynamic form builder and form preview, §3 project
 * save payload, §7 /admin/policy/info/applyProject*; issue 15): the declaration projects within the
 * caller's data rules (GOV and DEPT: those their office tree examines), searched by keyword, 状态 and
 * 阶段. 新增 and 编辑 open {@link ApplyProjectEditor} (the form builder, preview, 保存 0 / 发布 1); 编辑 and
 * 删除 show only where the `ApplyProjectStatus` table allows them (not once enterprises declared to a
 * published project); 删除 asks first.
 */
export function ApplyProjectPage() {
  const filters = useFilters<ApplyProjectFilters>({ keyword: '', status: null, phase: null });
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteApplyProject({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<AdminApplyProjectItem, ApplyProjectFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="关键字"
              placeholder="项目名称或政策标题"
              maxLength={50}
              value={filters.draft.keyword}
              onChange={(event) => filters.set('keyword', event.currentTarget.value)}
            />
            <Select label="状态" data={toSelectData(APPLY_PROJECT_STATUS_LABELS)} clearable w={120} value={filters.draft.status} onChange={(v) => filters.set('status', v as ApplyProjectStatus | null)} />
            <Select
              label="阶段"
              data={toSelectData(ENUM_LABELS.AdminApplyProjectPhase)}
              clearable
              w={120}
              value={filters.draft.phase}
              onChange={(v) => filters.set('phase', v as AdminApplyProjectPhase | null)}
            />
          </>
        }
        query={applyProjectPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="申报项目列表"
        rowActionsWidth={120}
        toolbar={
          <Can permission={PERM.policyApplyProjectSave}>
            <Button size="sm" onClick={() => setEditing({})}>
              新增
            </Button>
          </Can>
        }
        rowActions={(project) => {
          const allowed = applyProjectActionsFrom(project.status, project.applyCount);
          return (
            <>
              {allowed.includes('publish') ? (
                <Can permission={PERM.policyApplyProjectSave}>
                  <RowButton onClick={() => setEditing({ id: project.id })}>编辑</RowButton>
                </Can>
              ) : null}
              {allowed.includes('delete') ? (
                <Can permission={PERM.policyApplyProjectDelete}>
                  <DeleteRowButton
                    aria-label={`删除${project.projectName}`}
                    message={`确定要删除申报项目“${project.projectName}”吗？`}
                    onConfirm={() => remove.mutateAsync({ id: project.id })}
                  />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editing ? <ApplyProjectEditor id={editing.id} onClose={() => setEditing(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
