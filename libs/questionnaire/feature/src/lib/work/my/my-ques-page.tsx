import { Badge, Modal, Select, Stack, Text } from '@mantine/core';
import { DynamicForm } from '@qifu/dynamic-form';
import { myQuesDetailQuery, myQuesListQuery, useSubmitQuesAnswer, type QuesMyItem } from '@qifu/questionnaire-data-access';
import { isOpenForAnswers, type FormStatus } from '@qifu/questionnaire-rules';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { FilteredPagedTable, QueryState, RowButton, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { answersOf, answersToValues, questionsTemplate } from '../shared/form-template';
import { FormStatusBadge } from '../shared/status-badge';

interface Filters {
  answered: 'true' | 'false' | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filter (`listMyQues`). */
export function myQuesPageQuery({ page, pageSize, answered }: PagedTableParams<Partial<Filters>>) {
  return myQuesListQuery({ page, pageSize, ...(answered ? { answered: answered === 'true' } : {}) });
}

const COLUMNS: TableColumn<QuesMyItem>[] = [
  { key: 'quesTitle', title: '问卷标题' },
  { key: 'endTime', title: '截止时间', width: 150, formatter: (v) => formatDate(v as string, TIME) },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (v) => <FormStatusBadge status={v as FormStatus} /> },
  {
    key: 'answered',
    title: '作答情况',
    width: 170,
    formatter: (v, row) =>
      v ? (
        <Text size="sm">已作答 {formatDate(row.answerTime, TIME)}</Text>
      ) : (
        <Badge variant="light" color="orange" radius="sm">
          未作答
        </Badge>
      ),
  },
];

function AnswerModal({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: (r: { msg: string }) => void }) {
  const detail = useQuery(myQuesDetailQuery(id));
  const submit = useSubmitQuesAnswer({
    onSuccess: (r) => {
      onDone(r);
      onClose();
    },
  });
  const d = detail.data;
  const canAnswer = d ? !d.answered && isOpenForAnswers(d.status, d.startTime, d.endTime) : false;
  return (
    <Modal opened onClose={onClose} title={d?.quesTitle ?? '问卷'} size="lg" centered>
      <QueryState query={detail}>
        {d ? (
          <Stack gap="sm">
            {d.quesDesc ? (
              <Text size="sm" c="dimmed">
                {d.quesDesc}
              </Text>
            ) : null}
            {d.answered ? <Text size="sm">您已于 {formatDate(d.answerTime, TIME)} 提交本问卷，以下为提交的答案。</Text> : null}
            {!d.answered && !canAnswer ? <Text size="sm" c="red">问卷未开始或已结束</Text> : null}
            <DynamicForm
              key={`${d.id}-${String(d.answered)}`}
              template={questionsTemplate(d.questions)}
              initialValues={d.answered ? answersToValues(d.questions, d.answers) : null}
              readOnly={!canAnswer}
              submitting={submit.isPending}
              onSubmit={(values) => submit.mutateAsync({ quesId: d.id, answers: answersOf(d.questions, values) })}
            />
          </Stack>
        ) : null}
      </QueryState>
    </Modal>
  );
}

/**
 * 我的问卷 (/work/my/ques; seeds 001 §1, §7 /ques/*; issue 19): the questionnaires published to the enterprise (by
 * its tags and street), newest first, filterable by 已作答 / 未作答. 填写 opens the questionnaire rendered by the shared
 * dynamic form (单选 radio, 多选 checkbox, 填空 text, 评分 1–5 分; required questions marked and checked before
 * sending, the server checks again); it is submitted once (提交成功) and then shown read-only through 查看.
 */
export function MyQuesPage() {
  const filters = useFilters<Filters>({ answered: null });
  const feedback = useMutationFeedback();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<QuesMyItem, Filters>
        filters={filters}
        searchFields={
          <Select
            label="作答情况"
            clearable
            w={140}
            data={[
              { value: 'false', label: '未作答' },
              { value: 'true', label: '已作答' },
            ]}
            value={filters.draft.answered}
            onChange={(v) => filters.set('answered', v as Filters['answered'])}
          />
        }
        query={myQuesPageQuery}
        columns={COLUMNS}
        aria-label="我的问卷列表"
        rowActionsWidth={90}
        rowActions={(row) => {
          const answerable = !row.answered && isOpenForAnswers(row.status, row.startTime, row.endTime);
          return (
            <RowButton onClick={() => setOpen(row.id)} aria-label={`${answerable ? '填写' : '查看'}：${row.quesTitle}`}>
              {answerable ? '填写' : '查看'}
            </RowButton>
          );
        }}
      />
      {open ? <AnswerModal id={open} onClose={() => setOpen(null)} onDone={feedback} /> : null}
    </Stack>
  );
}
