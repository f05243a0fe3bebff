import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  adminPolicyListQuery,
  exportAdminPolicyFile,
  useBatchDeletePolicies,
  usePolicyShelfAction,
  type AdminPolicyListItem,
  type AdminPolicyListParams,
  type PolicyShelfStatus,
  type PolicySource,
} from '@qifu/policy-data-access';
import { POLICY_SHELF_LABELS, policyActionsFrom, policyStateOf, type PolicyAction } from '@qifu/policy-rules';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn, type TableSelection } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  ConfirmButton,
  DateRangeInput,
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  RowButton,
  RowConfirmButton,
  toDay,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useState } from 'react';

import { CityPolicySyncDialog } from './city-policy-sync-dialog';
import { PolicyFormModal } from './policy-form';
import { PolicyShelfBadge } from './policy-state-badge';

/** The search of 政策发布. */
export interface PolicyInfoFilters {
  policyTitle: string;
  policyDepName: string;
  status: PolicyShelfStatus | null;
  source: PolicySource | null;
  /** 发布时间 (China days, both inclusive). */
  published: DateRangeValue;
}

/** The filters as the operation's query (the range becomes `startDate`/`endDate`). */
export function toPolicyInfoQuery(filters: Partial<PolicyInfoFilters>): AdminPolicyListParams {
  const { policyTitle, policyDepName, status, source, published } = filters;
  const startDate = toDay(published?.[0]);
  const endDate = toDay(published?.[1]);
  return {
    ...(policyTitle?.trim() ? { policyTitle: policyTitle.trim() } : {}),
    ...(policyDepName?.trim() ? { policyDepName: policyDepName.trim() } : {}),
    ...(status ? { status } : {}),
    ...(source ? { source } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/** The list query of the page's filters (`listAdminPolicyInfo`). */
export function policyInfoPageQuery(params: PagedTableParams<Partial<PolicyInfoFilters>>) {
  const { page, pageSize, ...filters } = params;
  return adminPolicyListQuery({ ...toPolicyInfoQuery(filters), page, pageSize });
}

const TIME = 'YYYY-MM-DD HH:mm';

const COLUMNS: TableColumn<AdminPolicyListItem>[] = [
  { key: 'policyTitle', title: '政策标题' },
  { key: 'policyDepName', title: '发文单位', width: 180 },
  { key: 'supportModes', title: '支持方式', width: 120, formatter: (value) => (value as string[]).join('、') || '—' },
  {
    key: 'status',
    title: '状态',
    width: 100,
    align: 'center',
    formatter: (_value, row) => <PolicyShelfBadge status={row.status} examineStatus={row.examineStatus} />,
  },
  { key: 'source', title: '来源', width: 100, formatter: (value) => ENUM_LABELS.PolicySource[value as PolicySource] },
  { key: 'policyCreateTime', title: '发布时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
  { key: 'viewCount', title: '浏览次数', width: 90, align: 'right' },
];

/** The row actions the policy state table allows for a row. */
export function policyRowActions(row: Pick<AdminPolicyListItem, 'status' | 'examineStatus'>): PolicyAction[] {
  return policyActionsFrom(policyStateOf(row.status, row.examineStatus));
}

/**
 * 政策发布 (/work/policy/info; seeds 001 §1 "policies", §2, §4 "policy: take up, take down", §7
 * /admin/policy/info/*; issue 15): every policy within the caller's data rules, searched by 政策标题,
 * 发文单位, 状态, 来源 and 发布时间. Row actions come from the ONE policy state table
 * (`policyActionsFrom` of `@qifu/policy-rules`) and the caller's permissions: 编辑 (save), 上架 (takeup),
 * 下架 (takedown), 删除 (delete) — each state change after confirmation. Toolbar: 新增政策, 批量删除 of
 * the checked rows (all or nothing, after confirmation), 同步市平台政策 and 导出 (the applied filters).
 */
export function PolicyInfoPage() {
  const filters = useFilters<PolicyInfoFilters>({ policyTitle: '', policyDepName: '', status: null, source: null, published: [null, null] });
  const editor = useEditDialog<AdminPolicyListItem>();
  const [syncing, setSyncing] = useState(false);
  const [selection, setSelection] = useState<TableSelection<AdminPolicyListItem>>({ mode: 'some', keys: [], rows: [] });
  const feedback = useMutationFeedback();
  const takeup = usePolicyShelfAction('takeup', { onSuccess: feedback });
  const takedown = usePolicyShelfAction('takedown', { onSuccess: feedback });
  const remove = usePolicyShelfAction('delete', { onSuccess: feedback });
  const batchDelete = useBatchDeletePolicies({ onSuccess: feedback });
  const chosen = selection.mode === 'some' ? selection.keys : [];

  return (
    <Stack gap="sm">
      <FilteredPagedTable<AdminPolicyListItem, PolicyInfoFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="政策标题"
              placeholder="标题关键字"
              maxLength={100}
              value={filters.draft.policyTitle}
              onChange={(event) => filters.set('policyTitle', event.currentTarget.value)}
            />
            <TextInput
              label="发文单位"
              placeholder="单位名称"
              maxLength={100}
              value={filters.draft.policyDepName}
              onChange={(event) => filters.set('policyDepName', event.currentTarget.value)}
            />
            <Select
              label="状态"
              data={toSelectData(POLICY_SHELF_LABELS)}
              clearable
              w={120}
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as PolicyShelfStatus | null)}
            />
            <Select
              label="来源"
              data={toSelectData(ENUM_LABELS.PolicySource)}
              clearable
              w={130}
              value={filters.draft.source}
              onChange={(value) => filters.set('source', value as PolicySource | null)}
            />
            <DateRangeInput label="发布时间" value={filters.draft.published} onChange={(value) => filters.set('published', value)} />
          </>
        }
        query={policyInfoPageQuery}
        columns={COLUMNS}
        showIndex
        selectable
        onSelectionChange={setSelection}
        aria-label="政策列表"
        rowActionsWidth={190}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.policyInfoSave}>
              <Button size="sm" onClick={editor.openNew}>
                新增政策
              </Button>
            </Can>
            <Can permission={PERM.policyInfoDelete}>
              <ConfirmButton
                size="sm"
                variant="default"
                color="red"
                disabled={chosen.length === 0}
                message={`确定要删除选中的${chosen.length}条政策吗？已上架的政策需先下架。`}
                onConfirm={() => batchDelete.mutateAsync(chosen)}
              >
                批量删除
              </ConfirmButton>
            </Can>
            <Can permission={PERM.policyInfoSync}>
              <Button size="sm" variant="default" onClick={() => setSyncing(true)}>
                同步市平台政策
              </Button>
            </Can>
            <Can permission={PERM.policyInfoExport}>
              <ExportButton onExport={() => exportAdminPolicyFile(toPolicyInfoQuery(filters.applied))} />
            </Can>
          </Group>
        }
        rowActions={(policy) => {
          const actions = policyRowActions(policy);
          return (
            <>
              {actions.includes('save') ? (
                <Can permission={PERM.policyInfoSave}>
                  <RowButton onClick={() => editor.openEdit(policy)}>编辑</RowButton>
                </Can>
              ) : null}
              {actions.includes('takeup') ? (
                <Can permission={PERM.policyInfoTakeup}>
                  <RowConfirmButton message={`确定要上架“${policy.policyTitle}”吗？上架后门户即可看到。`} onConfirm={() => takeup.mutateAsync({ id: policy.id })}>
                    上架
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('takedown') ? (
                <Can permission={PERM.policyInfoTakedown}>
                  <RowConfirmButton
                    color="orange"
                    message={`确定要下架“${policy.policyTitle}”吗？下架后门户不再显示。`}
                    onConfirm={() => takedown.mutateAsync({ id: policy.id })}
                  >
                    下架
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('delete') ? (
                <Can permission={PERM.policyInfoDelete}>
                  <DeleteRowButton message={`确定要删除“${policy.policyTitle}”吗？`} onConfirm={() => remove.mutateAsync({ id: policy.id })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editor.opened ? <PolicyFormModal policy={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {syncing ? <CityPolicySyncDialog onClose={() => setSyncing(false)} onSynced={feedback} /> : null}
    </Stack>
  );
}
