import { Badge, Group, List, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  exportQuesAnswerFile,
  quesAnswerListQuery,
  quesListQuery,
  quesStatisticsQuery,
  type QuesAnswerRecord,
  type QuesStatistics,
} from '@qifu/questionnaire-data-access';
import { QUESTION_TYPE_LABELS } from '@qifu/questionnaire-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { ExportButton, FilteredPagedTable, KeywordFilter, QueryState, useFilters } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { LazyBarChart } from '../shared/lazy-bar-chart';

type QuestionStats = QuesStatistics['questions'][number];

const ANSWER_COLUMNS: TableColumn<QuesAnswerRecord>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'userName', title: '填写人', width: 100 },
  { key: 'submitTime', title: '提交时间', width: 160, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
];

/** The submissions of one questionnaire (`listQuesAnswer`). */
export function quesAnswerPageQuery({ page, pageSize, keyword, quesId }: PagedTableParams<Partial<{ keyword: string; quesId: string }>>) {
  return quesAnswerListQuery({ page, pageSize, quesId: quesId ?? '', ...(keyword ? { keyword } : {}) });
}

/** The questionnaire of the address (`?quesId=`), as 问卷管理's 答卷统计 links to it. */
function initialQuesId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('quesId');
}

function QuestionCard({ q, index }: { q: QuestionStats; index: number }) {
  const choice = q.questionType === '1' || q.questionType === '2';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {index + 1}. {q.questionTitle}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" radius="sm">
              {QUESTION_TYPE_LABELS[q.questionType]}
            </Badge>
            <Text size="sm" c="dimmed">
              作答 {q.answerCount} 份
            </Text>
          </Group>
        </Group>
        {choice ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Table withTableBorder striped aria-label={`第${index + 1}题选项统计`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>选项</Table.Th>
                  <Table.Th ta="right">选择次数</Table.Th>
                  <Table.Th ta="right">占比</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.options.map((o) => (
                  <Table.Tr key={o.optionId}>
                    <Table.Td>{o.optionContent}</Table.Td>
                    <Table.Td ta="right">{o.count}</Table.Td>
                    <Table.Td ta="right">{o.percent.toFixed(2)}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <LazyBarChart horizontal series={['选择次数']} rows={q.options.map((o) => ({ category: o.optionContent, values: { 选择次数: o.count } }))} />
          </SimpleGrid>
        ) : null}
        {q.questionType === '4' ? <Text size="sm">平均分：{q.avgScore === null ? '暂无评分' : `${q.avgScore.toFixed(2)} 分（满分 5 分）`}</Text> : null}
        {q.questionType === '3' ? (
          q.texts.length === 0 ? (
            <Text size="sm" c="dimmed">
              暂无填写内容
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {q.texts.map((t, i) => (
                <List.Item key={i}>{t}</List.Item>
              ))}
            </List>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 答卷统计 (/work/ques/answer; seeds 001 §7 /ques/*; issue 19): choose a published or ended questionnaire (or
 * arrive from 问卷管理 with `?quesId=`) to see, per question, the option counts and shares as a table and a bar
 * chart (@nivo/bar), the average score of 评分题 and the latest texts of 填空题; below, the enterprises that
 * answered (searched by name) and 导出 of every submission (ques:answer:export).
 */
export function QuesAnswerPage() {
  const [quesId, setQuesId] = useState<string | null>(initialQuesId);
  const list = useQuery(quesListQuery({ page: 1, pageSize: 100 }));
  const options = (list.data?.list ?? []).filter((q) => q.status !== '0').map((q) => ({ value: q.id, label: q.quesTitle }));
  const stats = useQuery({ ...quesStatisticsQuery(quesId ?? ''), enabled: Boolean(quesId) });
  const filters = useFilters<{ keyword: string }>({ keyword: '' });
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Select label="问卷" placeholder="请选择问卷" searchable w={{ base: '100%', sm: 420 }} data={options} value={quesId} onChange={setQuesId} nothingFoundMessage="没有已发布的问卷" />
        {quesId ? (
          <Can permission={PERM.quesAnswerExport}>
            <ExportButton onExport={() => exportQuesAnswerFile(quesId)}>导出答卷</ExportButton>
          </Can>
        ) : null}
      </Group>
      {!quesId ? (
        <Text c="dimmed">请选择问卷查看答卷统计</Text>
      ) : (
        <QueryState query={stats}>
          {stats.data ? (
            <Stack gap="sm">
              <Text fw={500}>
                {stats.data.quesTitle}：共收到答卷 <span data-testid="ques-answer-count">{stats.data.answerCount}</span> 份
              </Text>
              {stats.data.questions.map((q, i) => (
                <QuestionCard key={q.questionId} q={q} index={i} />
              ))}
              <Title order={3} size="h5" mt="sm">
                答卷列表
              </Title>
              <FilteredPagedTable<QuesAnswerRecord, { keyword: string }, { quesId: string }>
                filters={filters}
                fixedFilters={{ quesId }}
                searchFields={<KeywordFilter label="企业名称" placeholder="企业名称" {...filters.field('keyword')} />}
                query={quesAnswerPageQuery}
                columns={ANSWER_COLUMNS}
                aria-label="答卷列表"
              />
            </Stack>
          ) : null}
        </QueryState>
      )}
    </Stack>
  );
}
