import { Badge, Button, Select, Stack, TextInput } from '@mantine/core';
import {
  calculatorListQuery,
  exportWhitelistFile,
  useCalculatorAction,
  type PolicyCalculatorItem,
  type PolicyCalculatorListParams,
  type PolicyCalculatorStatus,
} from '@qifu/policy-data-access';
import { calculatorActionsFrom, CALCULATOR_STATUS_LABELS } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
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

import { CalculatorAuditDialog } from './calculator-audit-dialog';
import { CalculatorFormModal } from './calculator-form';
import { PreMatchPanel } from './pre-match-panel';
import { WhitelistImportDialog } from './whitelist-import-dialog';

/** The search of 政策计算器: name or policy title, state. */
export interface CalculatorFilters {
  calculatorName: string;
  status: PolicyCalculatorStatus | null;
}

const STATUS_COLORS: Record<PolicyCalculatorStatus, string> = { '0': 'gray', '1': 'blue', '2': 'green', '3': 'red', '4': 'teal' };

/** The state of a calculator as a badge (labels of the contract's PolicyCalculatorStatus). */
export function CalculatorStatusBadge({ status }: { status: PolicyCalculatorStatus }) {
  return (
    <Badge variant="light" radius="sm" color={STATUS_COLORS[status]}>
      {CALCULATOR_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The list query of the page's filters (`listPolicyCalculator`). */
export function calculatorPageQuery(params: PagedTableParams<Partial<CalculatorFilters>>) {
  const { page, pageSize, calculatorName, status } = params;
  const query: PolicyCalculatorListParams = { ...(calculatorName ? { calculatorName } : {}), ...(status ? { status } : {}) };
  return calculatorListQuery({ ...query, page, pageSize });
}

const TIME = 'YYYY-MM-DD HH:mm';

const COLUMNS: TableColumn<PolicyCalculatorItem>[] = [
  { key: 'calculatorName', title: '计算器名称', width: 180 },
  { key: 'policyTitle', title: '所属政策' },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (v) => <CalculatorStatusBadge status={v as PolicyCalculatorStatus} /> },
  { key: 'whitelistCount', title: '白名单', width: 70, align: 'center' },
  { key: 'matchCount', title: '匹配企业', width: 80, align: 'center', formatter: (v) => (v === null ? '—' : String(v)) },
  { key: 'lastMatchTime', title: '最近预匹配', width: 140, formatter: (v) => formatDate(v as string | null, TIME) || '—' },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (v) => formatDate(v as string, TIME) },
];

/**
 * 政策计算器 (/work/policy/calculator; seeds 001 §1, §7 /admin/policyCalculator/*; issue 15): the
 * calculators searched by name (or policy title) and state. Row actions = the calculator table of
 * `@qifu/policy-rules` ∩ permission: 编辑 and 白名单 (import/export, 草稿 / 已驳回), 提交审核 (asks), 审核
 * (待审核, policy:calculator:audit), 删除 (asks), 预匹配 (审核通过 / 已推送: the panel with the job's
 * progress, cancel, result, export and 推送).
 */
export function CalculatorPage() {
  const filters = useFilters<CalculatorFilters>({ calculatorName: '', status: null });
  const editor = useEditDialog<PolicyCalculatorItem>();
  const [auditing, setAuditing] = useState<PolicyCalculatorItem | null>(null);
  const [whitelist, setWhitelist] = useState<PolicyCalculatorItem | null>(null);
  const [matching, setMatching] = useState<string | null>(null);
  const feedback = useMutationFeedback();
  const commit = useCalculatorAction('commit', { onSuccess: feedback });
  const remove = useCalculatorAction('delete', { onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolicyCalculatorItem, CalculatorFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="计算器名称"
              placeholder="名称或政策标题"
              maxLength={100}
              value={filters.draft.calculatorName}
              onChange={(event) => filters.set('calculatorName', event.currentTarget.value)}
            />
            <Select
              label="状态"
              data={toSelectData(CALCULATOR_STATUS_LABELS)}
              clearable
              w={130}
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as PolicyCalculatorStatus | null)}
            />
          </>
        }
        query={calculatorPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="政策计算器列表"
        rowActionsWidth={260}
        toolbar={
          <Can permission={PERM.policyCalculatorSave}>
            <Button onClick={editor.openNew}>新增</Button>
          </Can>
        }
        rowActions={(calculator) => {
          const actions = calculatorActionsFrom(calculator.status);
          return (
            <>
              {actions.includes('preMatch') ? (
                <Can permission={PERM.policyCalculatorList}>
                  <RowButton onClick={() => setMatching(calculator.id)}>预匹配</RowButton>
                </Can>
              ) : null}
              {actions.includes('save') ? (
                <Can permission={PERM.policyCalculatorSave}>
                  <RowButton onClick={() => editor.openEdit(calculator)}>编辑</RowButton>
                  <RowButton onClick={() => setWhitelist(calculator)}>白名单</RowButton>
                </Can>
              ) : null}
              {actions.includes('commit') ? (
                <Can permission={PERM.policyCalculatorSave}>
                  <RowConfirmButton message={`确定要提交“${calculator.calculatorName}”审核吗？`} onConfirm={() => commit.mutateAsync({ id: calculator.id })}>
                    提交审核
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('pass') ? (
                <Can permission={PERM.policyCalculatorAudit}>
                  <RowButton onClick={() => setAuditing(calculator)}>审核</RowButton>
                </Can>
              ) : null}
              {calculator.whitelistCount > 0 ? (
                <Can permission={PERM.policyCalculatorExport}>
                  <ExportButton size="compact-sm" variant="subtle" onExport={() => exportWhitelistFile(calculator.id)}>
                    导出白名单
                  </ExportButton>
                </Can>
              ) : null}
              {actions.includes('delete') ? (
                <Can permission={PERM.policyCalculatorDelete}>
                  <DeleteRowButton message={`确定要删除政策计算器“${calculator.calculatorName}”吗？`} onConfirm={() => remove.mutateAsync({ id: calculator.id })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editor.opened ? <CalculatorFormModal calculator={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {auditing ? <CalculatorAuditDialog calculator={auditing} onClose={() => setAuditing(null)} onSaved={feedback} /> : null}
      {whitelist ? <WhitelistImportDialog calculator={whitelist} onClose={() => setWhitelist(null)} onImported={feedback} /> : null}
      {matching ? <PreMatchPanel calculatorId={matching} onClose={() => setMatching(null)} onDone={feedback} /> : null}
    </Stack>
  );
}
