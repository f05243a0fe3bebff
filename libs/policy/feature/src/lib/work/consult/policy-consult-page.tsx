import { Badge, Select, Stack, Text } from '@mantine/core';
import { polConsultListQuery, type PolConsultItem, type PolConsultStatus } from '@qifu/policy-data-access';
import { CONSULT_STATUS_LABELS, consultActionsFrom } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { FilteredPagedTable, KeywordFilter, RowButton, toSelectData, useEditDialog, useFilters, useMutationFeedback } from '@qifu/widgets';

import { ConsultReplyDialog } from './consult-reply-dialog';

/** The search of 政策咨询. */
export interface ConsultFilters {
  keyword: string;
  status: PolConsultStatus | null;
}

const TIME = 'YYYY-MM-DD HH:mm';
const STATUS_COLORS: Readonly<Record<PolConsultStatus, string>> = { '0': 'orange', '1': 'green' };
/** Row action texts of the consultation table's actions. */
const ACTION_TEXT = { reply: '答复', editReply: '修改答复' } as const;

/** A consultation's state as a badge (labels of the contract's `PolConsultStatus`). */
export function ConsultStatusBadge({ status }: { status: PolConsultStatus }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status]} radius="sm">
      {CONSULT_STATUS_LABELS[status]}
    </Badge>
  );
}

const preWrap = (value: unknown) => (
  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
    {(value as string | null) || '—'}
  </Text>
);

const COLUMNS: TableColumn<PolConsultItem>[] = [
  { key: 'policyTitle', title: '政策标题', width: 220 },
  { key: 'consultContent', title: '咨询内容', formatter: preWrap },
  { key: 'userName', title: '咨询人', width: 90 },
  { key: 'companyName', title: '咨询企业', width: 180, formatter: (value) => (value as string | null) || '—' },
  { key: 'createTime', title: '咨询时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (value) => <ConsultStatusBadge status={value as PolConsultStatus} /> },
  { key: 'reply', title: '答复内容', width: 220, formatter: preWrap },
];

/**
 * 政策咨询 (/work/policy/consult; seeds 001 §7 "/pol/consult/view and /pol/consult/result"; issue 12):
 * the consultations the caller's data rules allow (department staff: those on policies their office
 * tree issued), searched by keyword (咨询内容/政策标题) and state, newest first. The row action 答复
 * (待答复) or 修改答复 (已答复) — as the consultation table of `@qifu/policy-rules` offers, for holders of
 * pol:consult:result — opens {@link ConsultReplyDialog}; the enterprise then reads the answer in 我的咨询.
 */
export function PolicyConsultPage() {
  const filters = useFilters<ConsultFilters>({ keyword: '', status: null });
  const replying = useEditDialog<PolConsultItem>();
  const feedback = useMutationFeedback();
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolConsultItem, ConsultFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="咨询内容/政策标题" {...filters.field('keyword')} />
            <Select
              label="状态"
              data={toSelectData(CONSULT_STATUS_LABELS)}
              clearable
              w={130}
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as PolConsultStatus | null)}
            />
          </>
        }
        query={polConsultListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="咨询列表"
        rowActionsWidth={110}
        rowActions={(consultation) => (
          <Can permission={PERM.polConsultResult}>
            {consultActionsFrom(consultation.status).map((action) =>
              action === 'add' ? null : (
                <RowButton key={action} onClick={() => replying.openEdit(consultation)}>
                  {ACTION_TEXT[action]}
                </RowButton>
              ),
            )}
          </Can>
        )}
      />
      {replying.record ? <ConsultReplyDialog consultation={replying.record} onClose={replying.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
