import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';

import { Alert, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DynamicForm } from '@qifu/dynamic-form';
import {
  useAdminApplyProjectDetail,
  usePolicyListQuery,
  useSaveApplyProject,
  type AdminApplyProjectDetail,
  type AdminApplyProjectForm,
  type ApplyProjectTemplate,
} from '@qifu/policy-data-access';
import { APPLY_PROJECT_STATUS, projectTimeProblem, type ApplyProjectStatus } from '@qifu/policy-rules';
import { validateTemplate } from '@qifu/validation';
import { DateRangeInput, type DateRangeValue, type MutationMessage } from '@qifu/widgets';
import { useState, type ReactNode } from 'react';

import { FormBuilder } from './form-builder';

/** The editor's values. */
export interface ApplyProjectValues {
  policyId: string | null;
  projectName: string;
  /** 申报时间 (start, end). */
  applyRange: DateRangeValue;
  /** 审核时间 (start, end). */
  examineRange: DateRangeValue;
  examineDep: string;
  template: ApplyProjectTemplate;
}

/** The template a new project starts with (one required text field). */
export const NEW_TEMPLATE: ApplyProjectTemplate = {
  version: 1,
  fields: [{ key: 'projectTitle', label: '项目名称', type: 'input', required: true }],
};

const toDate = (iso: string) => new Date(iso);

/** The first problem of a template as one Chinese line, or null (`validateTemplate` of `@qifu/validation`). */
export function templateProblem(template: ApplyProjectTemplate): string | null {
  const [problem] = validateTemplate(template);
  if (!problem) return null;
  const at = /^fields\.(\d+)/.exec(problem.path ?? '');
  const field = at ? template.fields[Number(at[1])] : undefined;
  return field ? `${field.label}：${problem.message}` : problem.message;
}

/**
 * The save payload (seeds 001 §3: id, applyStartTime, applyEndTime, examineStartTime, examineEndTime,
 * policyId, examineDep, template) of the editor's values, with the form preview's status (1 发布, 0 保存).
 */
export function toProjectForm(values: ApplyProjectValues, status: '0' | '1', id?: string): AdminApplyProjectForm {
  const [applyStart, applyEnd] = values.applyRange;
  const [examineStart, examineEnd] = values.examineRange;
  return {
    ...(id ? { id } : {}),
    policyId: values.policyId ?? '',
    ...(values.projectName.trim() ? { projectName: values.projectName.trim() } : {}),
    applyStartTime: (applyStart as Date).toISOString(),
    applyEndTime: (applyEnd as Date).toISOString(),
    examineStartTime: (examineStart as Date).toISOString(),
    examineEndTime: (examineEnd as Date).toISOString(),
    examineDep: values.examineDep.trim(),
    template: values.template,
    status,
  };
}

function valuesOf(detail: AdminApplyProjectDetail | undefined): ApplyProjectValues {
  if (!detail) return { policyId: null, projectName: '', applyRange: [null, null], examineRange: [null, null], examineDep: '', template: NEW_TEMPLATE };
  return {
    policyId: detail.policyId,
    projectName: detail.projectName,
    applyRange: [toDate(detail.applyStartTime), toDate(detail.applyEndTime)],
    examineRange: [toDate(detail.examineStartTime), toDate(detail.examineEndTime)],
    examineDep: detail.examineDep,
    template: detail.template,
  };
}

function rangeRule(label: string) {
  return (value: DateRangeValue) => (value[0] && value[1] ? null : `请选择${label}`);
}

/** The policy choice: published policies found by title (page of 20), plus the project's own. */
function PolicySelect({ value, onChange, error, current }: { value?: string | null; onChange: (v: string | null) => void; error?: ReactNode; current?: { id: string; title: string } }) {
  const [search, setSearch] = useState('');
  const policies = usePolicyListQuery({ page: 1, pageSize: 20, ...(search.trim() ? { keyword: search.trim() } : {}) });
  const data = (policies.data?.list ?? []).map((p) => ({ value: p.id, label: p.policyTitle }));
  if (current && !data.some((d) => d.value === current.id)) data.unshift({ value: current.id, label: current.title });
  return (
    <Select
      label="所属政策"
      required
      searchable
      placeholder="输入政策标题搜索"
      nothingFoundMessage={policies.isFetching ? '加载中' : '暂无数据'}
      data={data}
      value={value ?? null}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      filter={({ options }) => options}
    />
  );
}

function EditorForm({ detail, onClose, onSaved }: { detail?: AdminApplyProjectDetail; onClose: () => void; onSaved: (m: MutationMessage) => void }) {
  const form = useForm<ApplyProjectValues>({
    initialValues: valuesOf(detail),
    validate: {
      policyId: (v) => (v ? null : '请选择所属政策'),
      applyRange: rangeRule('申报时间'),
      examineRange: (value, values) => {
        const missing = rangeRule('审核时间')(value);
        if (missing) return missing;
        const [as, ae] = values.applyRange;
        if (!as || !ae || !value[0] || !value[1]) return null;
        const problem = projectTimeProblem({ applyStartTime: as, applyEndTime: ae, examineStartTime: value[0], examineEndTime: value[1] });
        return problem ? problem.message : null;
      },
      examineDep: (v) => (v.trim() ? null : '请输入审核部门'),
      template: (t) => templateProblem(t),
    },
  });
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveApplyProject({
    onSuccess: async (result) => {
      setPreviewing(false);
      onClose();
      await onSaved(result);
    },
  });
  const submit = (status: ApplyProjectStatus) => save.mutateAsync(toProjectForm(form.getValues(), status, detail?.id)).catch(() => undefined);
  const preview = () => {
    if (!form.validate().hasErrors) setPreviewing(true);
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PolicySelect {...form.getInputProps('policyId')} current={detail ? { id: detail.policyId, title: detail.policyTitle } : undefined} />
        <TextInput label="项目名称" description="不填时用政策标题" maxLength={100} {...form.getInputProps('projectName')} />
        <DateRangeInput label="申报时间" withTime required {...form.getInputProps('applyRange')} />
        <DateRangeInput label="审核时间" withTime required {...form.getInputProps('examineRange')} />
        <TextInput label="审核部门" required maxLength={100} placeholder="如 德清县经济和信息化局" {...form.getInputProps('examineDep')} />
        <TextInput label="申报表名称" maxLength={100} value={form.values.template.title ?? ''} onChange={(e) => form.setFieldValue('template', { ...form.values.template, title: e.currentTarget.value || undefined })} />
      </SimpleGrid>
      <FormBuilder value={form.values.template} onChange={(t) => form.setFieldValue('template', t)} error={form.errors.template as string | undefined} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={preview}>预览</Button>
      </Group>
      <Modal opened={previewing} onClose={() => setPreviewing(false)} title="申报表预览" size="lg" centered>
        <Stack gap="md">
          {form.values.template.title ? (
            <Text fw={600} ta="center">
              {form.values.template.title}
            </Text>
          ) : null}
          <DynamicForm template={form.values.template} onSubmit={() => undefined} submitLabel="试填校验" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreviewing(false)} disabled={save.isPending}>
              返回修改
            </Button>
            <Button variant="light" loading={save.isPending && save.variables?.status === APPLY_PROJECT_STATUS.unpublished} disabled={save.isPending} onClick={() => void submit(APPLY_PROJECT_STATUS.unpublished)}>
              保存
            </Button>
            <Button loading={save.isPending && save.variables?.status === APPLY_PROJECT_STATUS.published} disabled={save.isPending} onClick={() => void submit(APPLY_PROJECT_STATUS.published)}>
              发布
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Props of {@link ApplyProjectEditor}. */
export interface ApplyProjectEditorProps {
  /** The project edited; absent for 新增. */
  id?: string;
  onClose: () => void;
  /** After a save, with the server's message (the lists were reloaded). */
  onSaved: (message: MutationMessage) => void;
}

/**
 * 新增 / 编辑申报项目 (seeds 001 §2 dynamic form builder and form preview, §3 project save payload, §5 date
 * range): 所属政策, 项目名称, 申报时间 and 审核时间 (date and time; 开始时间和结束时间不能相等, the
 * examination not before the application ends — `projectTimeProblem` of `@qifu/policy-rules`, as the
 * server checks), 审核部门 and the declaration form built with {@link FormBuilder}. 预览 checks the form
 * and shows the template as the declaration page renders it (`DynamicForm`), with 保存 (status 0 未发布)
 * and 发布 (status 1 已发布).
 */
export function ApplyProjectEditor({ id, onClose, onSaved }: ApplyProjectEditorProps) {
  const detail = useAdminApplyProjectDetail(id);
  return (
    <Modal opened onClose={onClose} title={id ? '编辑申报项目' : '新增申报项目'} size="90%" centered>
      {!id || detail.data ? (
        <EditorForm detail={detail.data} onClose={onClose} onSaved={onSaved} />
      ) : detail.isError ? (
        <Alert color="red">申报项目加载失败</Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label="加载中">
          <Skeleton height={80} />
          <Skeleton height={240} />
        </Stack>
      )}
    </Modal>
  );
}
