import { Badge, Select, Stack, Text } from '@mantine/core';
import { smartAqListQuery, type SmartQuestionRecord } from '@qifu/customer-service-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  toDay,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useState } from 'react';

import { KnowledgeFormModal } from '../knowledge/knowledge-form';

/** The search of 智能问答记录. */
export interface SmartAqFilters {
  keyword: string;
  /** 'false' 未回答, 'true' 已回答, null all. */
  matched: 'true' | 'false' | null;
  /** 提问日期 (both days inclusive, China time on the server). */
  asked: DateRangeValue;
}

/** The list query of the page's filters (`listSmartAq`: matched as a boolean, the days as YYYY-MM-DD). */
export function smartAqPageQuery({ matched, asked, ...rest }: PagedTableParams<Partial<SmartAqFilters>>) {
  return smartAqListQuery({
    ...rest,
    matched: matched ? matched === 'true' : undefined,
    startTime: toDay(asked?.[0]),
    endTime: toDay(asked?.[1]),
  });
}

const MATCHED_OPTIONS = [
  { value: 'false', label: '未回答' },
  { value: 'true', label: '已回答' },
];

const COLUMNS: TableColumn<SmartQuestionRecord>[] = [
  { key: 'question', title: '问题', width: 260 },
  {
    key: 'matched',
    title: '回答情况',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={value ? 'green' : 'red'}>
        {value ? '已回答' : '未回答'}
      </Badge>
    ),
  },
  {
    key: 'answerContent',
    title: '展示的答复',
    formatter: (value) =>
      value ? (
        <Text size="sm" lineClamp={2} title={value as string}>
          {value as string}
        </Text>
      ) : (
        '—'
      ),
  },
  { key: 'userName', title: '提问人', width: 100, formatter: (value) => (value as string | null) ?? '游客' },
  { key: 'createTime', title: '提问时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/**
 * 智能问答记录 (/work/cs/smartAq, seeds 000 §3 "Smart question record", seeds 001 §7 smartAq/*): the
 * questions asked to the smart chat, unanswered ones first (what the knowledge base lacks), then the
 * newest; searched by keyword, answered or not and day. An unanswered question can be added to the
 * knowledge base at once (加入知识库, cs:knowledge:save).
 */
export function CsSmartAqPage() {
  const filters = useFilters<SmartAqFilters>({ keyword: '', matched: null, asked: [null, null] });
  const [adding, setAdding] = useState<string | null>(null);
  const feedback = useMutationFeedback();
  return (
    <Stack gap="sm">
      <FilteredPagedTable<SmartQuestionRecord, SmartAqFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="问题" placeholder="问题关键字" maxLength={50} {...filters.field('keyword')} />
            <Select
              label="回答情况"
              data={MATCHED_OPTIONS}
              clearable
              w={120}
              placeholder="全部"
              value={filters.draft.matched}
              onChange={(value) => filters.set('matched', value as SmartAqFilters['matched'])}
            />
            <DateRangeInput label="提问日期" {...filters.field('asked')} />
          </>
        }
        query={smartAqPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="智能问答记录"
        rowActionsWidth={110}
        rowActions={(record) =>
          record.matched ? null : (
            <Can permission={PERM.csKnowledgeSave}>
              <RowButton onClick={() => setAdding(record.question)}>加入知识库</RowButton>
            </Can>
          )
        }
      />
      {adding !== null ? <KnowledgeFormModal initialQuiz={adding} onClose={() => setAdding(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
