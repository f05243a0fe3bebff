import '@mantine/core/styles.layer.css';

import { Button, Select, Stack, Text } from '@mantine/core';
import {
  DECLARE_STATUS_LABELS,
  myDeclareListQuery,
  declareActionAllowed,
  useDeleteMyDeclare,
  useWithdrawMyDeclare,
  type DeclareItem,
  type DeclareStatus,
} from '@qifu/policy-data-access';
import { type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  toSelectData,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';

import { formatDateTime } from '../calculator/format';
import { AppLink } from '@qifu/ui';
import { useDeclarationEntry } from '../declaration-entry/use-declaration-entry';
import { policyServerDeclareDetailHref } from '../policy-service-links';
import { WITHDRAW_DECLARE_MESSAGE, deleteDeclareMessage } from './declare-messages';
import { DeclareStatusBadge } from './declare-status-badge';

interface MyDeclareFilters {
  keyword: string;
  status: DeclareStatus | null;
}

const COLUMNS: TableColumn<DeclareItem>[] = [
  { key: 'declareNo', title: '申报编号', width: 150 },
  { key: 'projectName', title: '项目名称', formatter: (value) => (value as string | null) || '—' },
  { key: 'policyTitle', title: '政策标题' },
  {
    key: 'status',
    title: '状态',
    width: 100,
    align: 'center',
    formatter: (value) => <DeclareStatusBadge status={value as DeclareStatus} />,
  },
  { key: 'submitTime', title: '提交时间', width: 170, formatter: (value) => formatDateTime(value as string | null) || '—' },
  // the reviewer's opinion (issue 12: the enterprise sees the state and the opinion; required on 审核驳回)
  {
    key: 'examineOpinion',
    title: '审核意见',
    width: 220,
    formatter: (value) => (
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {(value as string | null | undefined) || '—'}
      </Text>
    ),
  },
];

/**
 * 我的申报 (/work/my/declare, the enterprise's workbench; issue 5 "show the submitted declaration
 * and its review state … in the enterprise's my declarations"): the caller's declarations
 * (`listMyDeclare`, GET, newest first) searched by keyword (政策标题/项目名称) and state, with 申报编号,
 * 项目名称, 政策标题, 状态, 提交时间, 审核意见 and the actions the state table allows (`DECLARE_ACTIONS`): 查看
 * (the declaration detail), 继续填写 for 草稿 / 审核驳回 / 已撤回 (through the declaration entry flow,
 * entry type 1), 撤回 for 待审核 and 删除 for 草稿 / 已撤回, the last two after confirmation.
 */
export function MyDeclarePage() {
  const filters = useFilters<MyDeclareFilters>({ keyword: '', status: null });
  const feedback = useMutationFeedback();
  const withdraw = useWithdrawMyDeclare({ onSuccess: feedback });
  const remove = useDeleteMyDeclare({ onSuccess: feedback });
  const entry = useDeclarationEntry();

  return (
    <Stack gap="sm">
      <FilteredPagedTable<DeclareItem, MyDeclareFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="政策标题/项目名称" {...filters.field('keyword')} />
            <Select
              label="申报状态"
              data={toSelectData(DECLARE_STATUS_LABELS)}
              clearable
              w={140}
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as DeclareStatus | null)}
            />
          </>
        }
        query={myDeclareListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="我的申报"
        rowActionsWidth={240}
        rowActions={(item) => (
          <>
            <Button
              component={AppLink}
              href={policyServerDeclareDetailHref(item.id)}
              size="compact-sm"
              variant="subtle"
              aria-label={`查看：${item.declareNo}`}
            >
              查看
            </Button>
            {declareActionAllowed(item.status, 'edit') && item.projectId ? (
              <RowButton
                loading={entry.pendingProjectId === item.projectId}
                onClick={() => {
                  if (item.projectId) {
                    void entry.startDeclaration({ policyId: item.policyId, projectId: item.projectId, entryType: '1', declareId: item.id });
                  }
                }}
              >
                继续填写
              </RowButton>
            ) : null}
            {declareActionAllowed(item.status, 'withdraw') ? (
              <RowConfirmButton color="orange" message={WITHDRAW_DECLARE_MESSAGE} onConfirm={() => withdraw.mutateAsync({ id: item.id })}>
                撤回
              </RowConfirmButton>
            ) : null}
            {declareActionAllowed(item.status, 'delete') ? (
              <DeleteRowButton message={deleteDeclareMessage(item.declareNo)} onConfirm={() => remove.mutateAsync({ ids: [item.id] })} />
            ) : null}
          </>
        )}
      />
      {entry.dialogs}
    </Stack>
  );
}
