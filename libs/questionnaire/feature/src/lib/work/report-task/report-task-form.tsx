import '@mantine/dates/styles.css';

import { ActionIcon, Button, Checkbox, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  reportTaskDetailQuery,
  useReportTaskAction,
  useTargetStreetOptions,
  useTargetTagOptions,
  type ReportField,
  type ReportTaskDetail,
} from '@qifu/questionnaire-data-access';
import { REPORT_FIELD_TYPE_LABELS } from '@qifu/questionnaire-rules';
import { closeAfter, DateRangeInput, FormModal, QueryState, toSelectData, type DateRangeValue, type MutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

/** A field row of the editor (the key is kept for saved fields, generated for new ones). */
interface FieldRow {
  fieldKey: string;
  fieldName: string;
  fieldType: ReportField['fieldType'];
  fieldUnit: string;
  required: boolean;
}

interface Values {
  reportTitle: string;
  reportPeriod: string;
  reportDesc: string;
  range: DateRangeValue;
  tagIds: string[];
  streetCodes: string[];
  fields: FieldRow[];
}

/** The next free generated key (`f1`, `f2` …). */
function nextKey(rows: readonly FieldRow[]): string {
  let n = rows.length + 1;
  while (rows.some((r) => r.fieldKey === `f${n}`)) n += 1;
  return `f${n}`;
}

function toValues(task: ReportTaskDetail | undefined): Values {
  return {
    reportTitle: task?.reportTitle ?? '',
    reportPeriod: task?.reportPeriod ?? '',
    reportDesc: task?.reportDesc ?? '',
    range: task ? [new Date(task.startTime), new Date(task.endTime)] : [null, null],
    tagIds: task?.tags.map((t) => t.id) ?? [],
    streetCodes: task?.streetCodes ?? [],
    fields: task?.fields.map((f) => ({ ...f, fieldUnit: f.fieldUnit ?? '' })) ?? [{ fieldKey: 'f1', fieldName: '', fieldType: '1', fieldUnit: '', required: true }],
  };
}

function TaskForm({ task, onClose, onSaved }: { task?: ReportTaskDetail; onClose: () => void; onSaved: MutationFeedback }) {
  const tags = useTargetTagOptions();
  const streets = useTargetStreetOptions();
  const form = useForm<Values>({
    initialValues: toValues(task),
    validate: {
      reportTitle: (v) => (!v.trim() ? '请输入任务标题' : null),
      reportPeriod: (v) => (!v.trim() ? '请输入填报期' : null),
      range: ([s, e]) => (!s || !e ? '请选择开始时间和截止时间' : e.getTime() <= s.getTime() ? '截止时间须晚于开始时间' : null),
      fields: {
        fieldName: (v, values) => {
          if (!v.trim()) return '请输入字段名称';
          return values.fields.filter((f) => f.fieldName.trim() === v.trim()).length > 1 ? '字段名称不能重复' : null;
        },
      },
    },
  });
  const save = useReportTaskAction({ onSuccess: closeAfter(onSaved, onClose) });
  const tagData = (tags.data ?? []).map((c) => ({ group: c.categoryName, items: c.tags.map((t) => ({ value: t.id, label: t.tagName })) })).filter((g) => g.items.length > 0);
  const streetData = (streets.data ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <FormModal
      opened
      size="xl"
      onClose={onClose}
      title={task ? '修改填报任务' : '新增填报任务'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) =>
        save.mutate({
          action: 'save',
          body: {
            ...(task ? { id: task.id } : {}),
            reportTitle: v.reportTitle.trim(),
            reportPeriod: v.reportPeriod.trim(),
            ...(v.reportDesc.trim() ? { reportDesc: v.reportDesc.trim() } : {}),
            startTime: (v.range[0] as Date).toISOString(),
            endTime: (v.range[1] as Date).toISOString(),
            tagIds: v.tagIds,
            streetCodes: v.streetCodes,
            fields: v.fields.map((f) => ({ fieldKey: f.fieldKey, fieldName: f.fieldName.trim(), fieldType: f.fieldType, ...(f.fieldUnit.trim() ? { fieldUnit: f.fieldUnit.trim() } : {}), required: f.required })),
          },
        })
      }
    >
      <TextInput label="任务标题" withAsterisk maxLength={100} {...form.getInputProps('reportTitle')} />
      <TextInput label="填报期" withAsterisk maxLength={20} placeholder="如 2026年10月、2026年第三季度" {...form.getInputProps('reportPeriod')} />
      <DateRangeInput label="填报时间" withTime withAsterisk startPlaceholder="开始时间" endPlaceholder="截止时间" {...form.getInputProps('range')} />
      <Textarea label="填报说明" maxLength={1000} autosize minRows={2} {...form.getInputProps('reportDesc')} />
      <MultiSelect label="面向的企业标签" description="不选为全部企业" searchable clearable data={tagData} {...form.getInputProps('tagIds')} />
      <MultiSelect label="面向的街道" description="不选为全部街道；与标签同时选择时须同时满足" searchable clearable data={streetData} {...form.getInputProps('streetCodes')} />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          填报字段
        </Text>
        {form.values.fields.map((f, i) => (
          <Paper key={f.fieldKey} withBorder p="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput label={`字段${i + 1}名称`} withAsterisk maxLength={50} w={180} {...form.getInputProps(`fields.${i}.fieldName`)} />
              <Select
                label={`字段${i + 1}类型`}
                w={100}
                allowDeselect={false}
                data={toSelectData(REPORT_FIELD_TYPE_LABELS)}
                {...form.getInputProps(`fields.${i}.fieldType`)}
              />
              <TextInput label={`字段${i + 1}单位`} maxLength={20} w={100} {...form.getInputProps(`fields.${i}.fieldUnit`)} />
              <Checkbox label="必填" mb={8} {...form.getInputProps(`fields.${i}.required`, { type: 'checkbox' })} />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={`删除字段${i + 1}`}
                disabled={form.values.fields.length <= 1}
                onClick={() => form.removeListItem('fields', i)}
              >
                ×
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          disabled={form.values.fields.length >= 50}
          onClick={() => form.insertListItem('fields', { fieldKey: nextKey(form.values.fields), fieldName: '', fieldType: '1', fieldUnit: '', required: false })}
        >
          添加字段
        </Button>
      </Stack>
    </FormModal>
  );
}

/**
 * The 新增 / 修改 dialog of 填报任务 (`saveReportTask`; issue 19): title, period (填报期), the window with its
 * deadline (China Standard Time), description, target tags and streets, and the fields the enterprises fill in
 * (name, 数值 / 文本 / 日期, unit, 必填; at least one, at most 50; keys are generated). A saved task loads first.
 */
export function ReportTaskDialog({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: MutationFeedback }) {
  const detail = useQuery({ ...reportTaskDetailQuery(id ?? ''), enabled: Boolean(id) });
  if (!id) return <TaskForm onClose={onClose} onSaved={onSaved} />;
  return <QueryState query={detail}>{detail.data ? <TaskForm key={detail.data.id} task={detail.data} onClose={onClose} onSaved={onSaved} /> : null}</QueryState>;
}
