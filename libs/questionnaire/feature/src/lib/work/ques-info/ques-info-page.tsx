import { Button, Select, Stack } from '@mantine/core';
import { quesListQuery, useQuesInfoAction, type QuesListItem, type QuesListParams } from '@qifu/questionnaire-data-access';
import { QUES_STATUS, QUES_STATUS_LABELS, type FormStatus } from '@qifu/questionnaire-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { AppLink, formatDate } from '@qifu/ui';
import { DeleteRowButton, FilteredPagedTable, KeywordFilter, RowConfirmButton, toSelectData, useFilters, useMutationFeedback } from '@qifu/widgets';

import { RowLink } from '../shared/row-link';
import { FormStatusBadge } from '../shared/status-badge';

interface Filters {
  keyword: string;
  status: FormStatus | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filters (`listQuesInfo`). */
export function quesInfoPageQuery({ page, pageSize, keyword, status }: PagedTableParams<Partial<Filters>>) {
  const query: Partial<QuesListParams> = { ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) };
  return quesListQuery({ page, pageSize, ...query });
}

const COLUMNS: TableColumn<QuesListItem>[] = [
  { key: 'quesTitle', title: '问卷标题' },
  { key: 'startTime', title: '开始时间', width: 150, formatter: (v) => formatDate(v as string, TIME) },
  { key: 'endTime', title: '结束时间', width: 150, formatter: (v) => formatDate(v as string, TIME) },
  { key: 'questionCount', title: '题目数', width: 80, align: 'center' },
  { key: 'answerCount', title: '答卷数', width: 80, align: 'center' },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (v) => <FormStatusBadge status={v as FormStatus} /> },
  { key: 'createBy', title: '创建人', width: 90 },
];

/**
 * 问卷管理 (/work/ques/info; seeds 001 §7 /ques/*; issue 19): the questionnaires newest first, searched by title and
 * status. 新建问卷 and 编辑 open the designer (/commonform, seeds 000 §2); the row offers what the state table of
 * `@qifu/questionnaire-rules` allows: 编辑 and 发布 while 未发布, 结束 while 已发布, 删除 when 未发布 or 已结束 — each
 * after confirmation — and 答卷统计 once published.
 */
export function QuesInfoPage() {
  const filters = useFilters<Filters>({ keyword: '', status: null });
  const feedback = useMutationFeedback();
  const run = useQuesInfoAction({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<QuesListItem, Filters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="问卷标题" placeholder="问卷标题" {...filters.field('keyword')} />
            <Select
              label="状态"
              clearable
              w={140}
              data={toSelectData(QUES_STATUS_LABELS)}
              value={filters.draft.status}
              onChange={(v) => filters.set('status', v as FormStatus | null)}
            />
          </>
        }
        toolbar={
          <Can permission={PERM.quesInfoSave}>
            <Button component={AppLink} href="/commonform">
              新建问卷
            </Button>
          </Can>
        }
        query={quesInfoPageQuery}
        columns={COLUMNS}
        aria-label="问卷列表"
        rowActionsWidth={230}
        rowActions={(row) => {
          const can = (a: 'save' | 'publish' | 'close' | 'delete') => QUES_STATUS.can(row.status, a);
          return (
            <>
              {can('save') ? (
                <Can permission={PERM.quesInfoSave}>
                  <RowLink href={`/commonform?id=${row.id}`} aria-label={`编辑：${row.quesTitle}`}>
                    编辑
                  </RowLink>
                </Can>
              ) : null}
              {can('publish') ? (
                <Can permission={PERM.quesInfoPublish}>
                  <RowConfirmButton message={`确定要发布问卷“${row.quesTitle}”吗？发布后不能再修改题目。`} aria-label={`发布：${row.quesTitle}`} onConfirm={() => run.mutateAsync({ action: 'publish', id: row.id })}>
                    发布
                  </RowConfirmButton>
                </Can>
              ) : null}
              {can('close') ? (
                <Can permission={PERM.quesInfoClose}>
                  <RowConfirmButton color="orange" message={`确定要结束问卷“${row.quesTitle}”吗？结束后企业不能再作答。`} aria-label={`结束：${row.quesTitle}`} onConfirm={() => run.mutateAsync({ action: 'close', id: row.id })}>
                    结束
                  </RowConfirmButton>
                </Can>
              ) : null}
              {row.status !== '0' ? (
                <Can permission={PERM.quesAnswerList}>
                  <RowLink href={`/work/ques/answer?quesId=${row.id}`} aria-label={`答卷统计：${row.quesTitle}`}>
                    答卷统计
                  </RowLink>
                </Can>
              ) : null}
              {can('delete') ? (
                <Can permission={PERM.quesInfoDelete}>
                  <DeleteRowButton message={`确定要删除问卷“${row.quesTitle}”及其全部答卷吗？`} aria-label={`删除：${row.quesTitle}`} onConfirm={() => run.mutateAsync({ action: 'delete', ids: [row.id] })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
    </Stack>
  );
}
