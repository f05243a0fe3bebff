import '@mantine/core/styles.layer.css';

import { Select, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  sysFeedbackListQuery,
  useDeleteFeedback,
  type SysFeedback,
  type SysFeedbackListParams,
  type SysFeedbackStatus,
} from '@qifu/sys-data-access';
import { FEEDBACK_STATUS_LABELS, feedbackMachine } from '@qifu/sys-rules';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  DeleteRowButton,
  KeywordFilter,
  OverflowTooltip,
  RowButton,
  SearchBar,
  compactFilters,
  toDay,
  toSelectData,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useState } from 'react';

import { FeedbackDetailModal, FeedbackStatusBadge } from './feedback-detail-modal';
import { FeedbackHandleModal } from './feedback-handle-modal';

type FeedbackFilters = Omit<SysFeedbackListParams, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;

const TIME = 'YYYY-MM-DD HH:mm';

const COLUMNS: TableColumn<SysFeedback>[] = [
  { key: 'name', title: '标题', width: 200 },
  { key: 'textarea', title: '留言', formatter: (value) => <OverflowTooltip>{value as string}</OverflowTooltip> },
  { key: 'namevalue', title: '姓名', width: 100 },
  { key: 'phonevalue', title: '手机号', width: 120 },
  { key: 'createTime', title: '提交时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
  {
    key: 'handleStatus',
    title: '处理状态',
    width: 90,
    align: 'center',
    formatter: (value) => <FeedbackStatusBadge status={value as SysFeedbackStatus} />,
  },
  { key: 'handleTime', title: '处理时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
];

/** Which dialog of a row is open. */
type RowDialog = { kind: 'detail' | 'handle'; feedback: SysFeedback } | null;

/**
 * 意见反馈 (/work/sys/feedback, seeds 000 §2 feedback dialog, §3 "Feedback form"): the messages of
 * the portal's feedback dialog, newest first, searched by keyword (标题/留言/姓名), 处理状态 and the
 * submission days (both inclusive, China time on the server). 详情 shows the whole message and its
 * handling; 处理 (sys:feedback:handle, only while 待处理 — the handling table of `@qifu/sys-rules`)
 * records a required reply; 删除 (sys:feedback:delete) asks first. Success shows the server's message.
 */
export function SysFeedbackPage() {
  const [keyword, setKeyword] = useState('');
  const [handleStatus, setHandleStatus] = useState<string | null>(null);
  const [range, setRange] = useState<DateRangeValue>([null, null]);
  const [applied, setApplied] = useState<Partial<FeedbackFilters>>({});
  const [dialog, setDialog] = useState<RowDialog>(null);
  const feedback = useMutationFeedback();
  const remove = useDeleteFeedback({ onSuccess: feedback });

  const search = () =>
    setApplied(
      compactFilters({
        keyword,
        handleStatus: (handleStatus ?? undefined) as SysFeedbackStatus | undefined,
        startTime: toDay(range[0]),
        endTime: toDay(range[1]),
      }),
    );
  const reset = () => {
    setKeyword('');
    setHandleStatus(null);
    setRange([null, null]);
    setApplied({});
  };
  const close = () => setDialog(null);

  return (
    <Stack gap="sm">
      <SearchBar onSearch={search} onReset={reset}>
        <KeywordFilter placeholder="标题/留言/姓名" value={keyword} onChange={setKeyword} />
        <Select label="处理状态" data={toSelectData(FEEDBACK_STATUS_LABELS)} clearable w={130} value={handleStatus} onChange={setHandleStatus} />
        <DateRangeInput label="提交日期" value={range} onChange={setRange} />
      </SearchBar>
      <PagedTable<SysFeedback, Partial<FeedbackFilters>>
        query={sysFeedbackListQuery}
        filters={applied}
        columns={COLUMNS}
        showIndex
        aria-label="意见反馈列表"
        rowActionsWidth={170}
        rowActions={(row) => (
          <>
            <RowButton onClick={() => setDialog({ kind: 'detail', feedback: row })}>详情</RowButton>
            {feedbackMachine.actionsFrom(row.handleStatus).includes('handle') ? (
              <Can permission={PERM.sysFeedbackHandle}>
                <RowButton onClick={() => setDialog({ kind: 'handle', feedback: row })}>处理</RowButton>
              </Can>
            ) : null}
            <Can permission={PERM.sysFeedbackDelete}>
              <DeleteRowButton message={`确定要删除反馈“${row.name}”吗？`} onConfirm={() => remove.mutateAsync({ id: row.id })} />
            </Can>
          </>
        )}
      />
      {dialog?.kind === 'detail' ? <FeedbackDetailModal feedback={dialog.feedback} onClose={close} /> : null}
      {dialog?.kind === 'handle' ? <FeedbackHandleModal feedback={dialog.feedback} onClose={close} onSaved={feedback} /> : null}
    </Stack>
  );
}
