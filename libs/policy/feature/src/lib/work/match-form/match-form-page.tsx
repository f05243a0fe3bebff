import { Badge, Button, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  matchFormListQuery,
  questionnaireOptionsQuery,
  questionnaireQuestionsQuery,
  useDeleteMatchForm,
  useSaveMatchForm,
  type MatchFormItem,
  type MatchFormListParams,
} from '@qifu/policy-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  FilteredPagedTable,
  FormModal,
  RowButton,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

/** The search of 匹配表单. */
export interface MatchFormFilters {
  formName: string;
  enableFlag: '0' | '1' | null;
}

const ENABLE_DATA = [
  { label: '启用', value: '1' },
  { label: '停用', value: '0' },
];

/** The list query of the page's filters (`queryDataList`). */
export function matchFormPageQuery(params: PagedTableParams<Partial<MatchFormFilters>>) {
  const { page, pageSize, formName, enableFlag } = params;
  const query: MatchFormListParams = { ...(formName ? { formName } : {}), ...(enableFlag ? { enableFlag } : {}) };
  return matchFormListQuery({ ...query, page, pageSize });
}

const COLUMNS: TableColumn<MatchFormItem>[] = [
  { key: 'formName', title: '表单名称' },
  { key: 'questionnaireTitle', title: '问卷' },
  { key: 'questionCount', title: '题目数', width: 80, align: 'center' },
  {
    key: 'enableFlag',
    title: '状态',
    width: 80,
    align: 'center',
    formatter: (v) => (
      <Badge variant="light" radius="sm" color={v === '1' ? 'green' : 'gray'}>
        {v === '1' ? '启用' : '停用'}
      </Badge>
    ),
  },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
];

interface FormValues {
  formName: string;
  questionnaireId: string | null;
  questionIds: string[];
  enableFlag: '0' | '1';
  remark: string;
}

/**
 * 新增 / 编辑 a match form (seeds 001 §3, §7 /admin/match/form/saveOrUpdate): 表单名称 (≤ 100), 问卷 (the
 * questionnaires of 问卷管理), 题目 (questions of that questionnaire, in the chosen order — the order
 * the calculator asks them), 状态, 备注. Changing the questionnaire clears the questions.
 */
export function MatchFormModal({ matchForm, onClose, onSaved }: { matchForm?: MatchFormItem | undefined; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm<FormValues>({
    initialValues: {
      formName: matchForm?.formName ?? '',
      questionnaireId: matchForm?.questionnaireId ?? null,
      questionIds: [...(matchForm?.questions ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((q) => q.questionId),
      enableFlag: matchForm?.enableFlag ?? '1',
      remark: matchForm?.remark ?? '',
    },
    validate: {
      formName: (v) => (!v.trim() ? '请输入表单名称' : v.trim().length > 100 ? '表单名称不能超过100个字符' : null),
      questionnaireId: (v) => (v ? null : '请选择问卷'),
      questionIds: (v) => (v.length > 0 ? null : '请选择题目'),
    },
  });
  const questionnaires = useQuery(questionnaireOptionsQuery());
  const questions = useQuery(questionnaireQuestionsQuery(form.values.questionnaireId ?? ''));
  const fieldKeys = new Map((matchForm?.questions ?? []).map((q) => [q.questionId, q.fieldKey]));
  const save = useSaveMatchForm({
    onSuccess: async (result) => {
      await onSaved(result);
      onClose();
    },
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={matchForm ? '编辑匹配表单' : '新增匹配表单'}
      form={form}
      busy={save.isPending}
      onSubmit={async (v) => {
        await save.mutateAsync({
          ...(matchForm ? { id: matchForm.id } : {}),
          formName: v.formName.trim(),
          questionnaireId: v.questionnaireId ?? '',
          questions: v.questionIds.map((questionId, i) => {
            const fieldKey = fieldKeys.get(questionId);
            return { questionId, sort: i + 1, ...(fieldKey ? { fieldKey } : {}) };
          }),
          enableFlag: v.enableFlag,
          ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        });
      }}
    >
      <TextInput label="表单名称" withAsterisk maxLength={100} {...form.getInputProps('formName')} />
      <Select
        label="问卷"
        withAsterisk
        searchable
        data={questionnaires.data ?? []}
        placeholder={questionnaires.isError ? '问卷加载失败' : '请选择问卷'}
        {...form.getInputProps('questionnaireId')}
        onChange={(v) => {
          form.setFieldValue('questionnaireId', v);
          form.setFieldValue('questionIds', []);
        }}
      />
      <MultiSelect
        label="题目（按选择顺序提问）"
        withAsterisk
        searchable
        data={(questions.data ?? []).map((q) => ({ label: q.title, value: q.id }))}
        disabled={!form.values.questionnaireId}
        {...form.getInputProps('questionIds')}
      />
      <Select label="状态" data={ENABLE_DATA} allowDeselect={false} {...form.getInputProps('enableFlag')} />
      <Textarea label="备注" autosize minRows={2} maxLength={500} {...form.getInputProps('remark')} />
    </FormModal>
  );
}

/**
 * 匹配表单 (/work/policy/matchForm; seeds 001 §1, §3, §7 /admin/match/form/*; issue 15): the match
 * forms — a questionnaire and the questions a policy calculator asks — searched by name and state;
 * 新增 / 编辑 (policy:matchForm:save), 删除 after confirmation (policy:matchForm:delete; the server
 * refuses a form a calculator uses).
 */
export function MatchFormPage() {
  const filters = useFilters<MatchFormFilters>({ formName: '', enableFlag: null });
  const editor = useEditDialog<MatchFormItem>();
  const feedback = useMutationFeedback();
  const remove = useDeleteMatchForm({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<MatchFormItem, MatchFormFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput label="表单名称" maxLength={100} value={filters.draft.formName} onChange={(e) => filters.set('formName', e.currentTarget.value)} />
            <Select label="状态" data={ENABLE_DATA} clearable w={110} value={filters.draft.enableFlag} onChange={(v) => filters.set('enableFlag', v as '0' | '1' | null)} />
          </>
        }
        query={matchFormPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="匹配表单列表"
        rowActionsWidth={130}
        toolbar={
          <Can permission={PERM.policyMatchFormSave}>
            <Button onClick={editor.openNew}>新增</Button>
          </Can>
        }
        rowActions={(f) => (
          <>
            <Can permission={PERM.policyMatchFormSave}>
              <RowButton onClick={() => editor.openEdit(f)}>编辑</RowButton>
            </Can>
            <Can permission={PERM.policyMatchFormDelete}>
              <DeleteRowButton message={`确定要删除匹配表单“${f.formName}”吗？`} onConfirm={() => remove.mutateAsync({ id: f.id })} />
            </Can>
          </>
        )}
      />
      {editor.opened ? <MatchFormModal matchForm={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
