import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';

import { Modal, MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { usePolicyFormDicts, usePolInfoDetail, useSavePolInfo, type PolInfo, type PolInfoForm } from '@qifu/policy-data-access';
import { ENUM_LABELS } from '@qifu/sdk';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { dayToPickerDate } from '@qifu/util';
import {
  DateRangeInput,
  FileUploader,
  FormModal,
  RichTextEditor,
  closeAfter,
  isBlankHtml,
  toDay,
  toSelectData,
  toUploadedValue,
  type DateRangeValue,
  type EditDialogProps,
  type RichTextEditorHandle,
  type UploadedFileValue,
} from '@qifu/widgets';
import { useRef } from 'react';

/** The values of 政策信息库's form. */
export interface PolInfoValues {
  policyTitle: string;
  policyDepName: string;
  policyNo: string;
  policyLevel: string | null;
  supportModes: string[];
  /** 发布时间 (a day). */
  published: Date | null;
  validity: DateRangeValue;
  summary: string;
  content: string;
  enclosures: UploadedFileValue[];
}

/** The 发布时间 day as the contract's date-time: midnight China time. */
function publishInstant(day: Date | null): string {
  const text = toDay(day);
  return text ? new Date(`${text}T00:00:00+08:00`).toISOString() : new Date().toISOString();
}

/** The China day of an instant, as the picker shows it. */
function pickerDayOf(instant: string | undefined): Date | null {
  if (!instant) return null;
  const china = new Date(new Date(instant).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return dayToPickerDate(china);
}

/** The `savePolInfo` body of the values (`saveType` '0' 保存, '1' 提交审核). */
export function toPolInfoForm(values: PolInfoValues, saveType: PolInfoForm['saveType'], id?: string): PolInfoForm {
  const validStart = toDay(values.validity[0]);
  const validEnd = toDay(values.validity[1]);
  const text = (value: string) => value.trim() || undefined;
  const policyNo = text(values.policyNo);
  const summary = text(values.summary);
  return {
    ...(id ? { id } : {}),
    policyTitle: values.policyTitle.trim(),
    policyDepName: values.policyDepName.trim(),
    ...(policyNo ? { policyNo } : {}),
    ...(values.policyLevel ? { policyLevel: values.policyLevel } : {}),
    supportModes: values.supportModes,
    policyCreateTime: publishInstant(values.published),
    ...(validStart ? { validStart } : {}),
    ...(validEnd ? { validEnd } : {}),
    ...(summary ? { summary } : {}),
    content: values.content,
    enclosures: values.enclosures.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    saveType,
  };
}

/** The form values of a stored policy (a new one: empty, 发布时间 today). */
export function polInfoValues(policy: PolInfo | undefined): PolInfoValues {
  return {
    policyTitle: policy?.policyTitle ?? '',
    policyDepName: policy?.policyDepName ?? '',
    policyNo: policy?.policyNo ?? '',
    policyLevel: policy?.policyLevel ?? null,
    supportModes: policy?.supportModes ?? [],
    published: policy ? pickerDayOf(policy.policyCreateTime) : dayToPickerDate(new Date().toISOString().slice(0, 10)),
    validity: [dayToPickerDate(policy?.validStart), dayToPickerDate(policy?.validEnd)],
    summary: policy?.summary ?? '',
    content: policy?.content ?? '',
    enclosures: (policy?.enclosures ?? []).map(toUploadedValue),
  };
}

function PolInfoFormBody({ policy, onClose, onSaved }: EditDialogProps & { policy?: PolInfo }) {
  const editor = useRef<RichTextEditorHandle>(null);
  const submitType = useRef<PolInfoForm['saveType']>('0');
  const dicts = usePolicyFormDicts();
  const form = useForm<PolInfoValues>({
    initialValues: polInfoValues(policy),
    validate: {
      policyTitle: (value) => (value.trim() ? null : '请输入政策标题'),
      policyDepName: (value) => (value.trim() ? null : '请输入发文单位名称'),
      supportModes: (value) => (value.length === 0 ? '请选择支持方式' : null),
      published: (value) => (value ? null : '请选择发布时间'),
      validity: ([start, end]) => (start && end && toDay(start) === toDay(end) ? '开始时间和结束时间不能相等' : null),
      content: (value) => editor.current?.validate() ?? (isBlankHtml(value) ? '请输入政策正文' : null),
    },
  });
  const save = useSavePolInfo({ onSuccess: closeAfter(onSaved, onClose) });
  const options = (code: string) => (dicts.data?.[code] ?? []).map((o) => ({ label: o.label, value: o.value }));
  return (
    <FormModal
      opened
      onClose={onClose}
      title={policy ? '编辑政策信息' : '新增政策信息'}
      form={form}
      busy={save.isPending}
      size="xl"
      submitLabel="保存"
      onSubmit={(values) => save.mutate(toPolInfoForm(values, submitType.current, policy?.id))}
    >
      <TextInput label="政策标题" withAsterisk maxLength={200} {...form.getInputProps('policyTitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="发文单位" withAsterisk maxLength={100} {...form.getInputProps('policyDepName')} />
        <TextInput label="文号" maxLength={100} {...form.getInputProps('policyNo')} />
        <Select label="政策级别" clearable data={toSelectData(ENUM_LABELS.PolicyLevel)} {...form.getInputProps('policyLevel')} />
        <MultiSelect label="支持方式" withAsterisk data={options('supportMode')} searchable {...form.getInputProps('supportModes')} />
        <DatePickerInput label="发布时间" withAsterisk locale="zh-cn" valueFormat="YYYY-MM-DD" {...form.getInputProps('published')} />
        <DateRangeInput label="有效期" value={form.values.validity} onChange={(value) => form.setFieldValue('validity', value)} error={form.errors['validity']} />
      </SimpleGrid>
      <Textarea label="摘要" maxLength={500} autosize minRows={2} {...form.getInputProps('summary')} />
      <RichTextEditor label="政策正文" withAsterisk handleRef={editor} {...form.getInputProps('content')} />
      <FileUploader label="附件" variant="document" limit={20} {...form.getInputProps('enclosures')} />
    </FormModal>
  );
}

/** Props of {@link PolInfoFormModal}. */
export interface PolInfoFormModalProps extends EditDialogProps {
  /** The policy to edit (its id); a new policy when absent. */
  policyId?: string;
}

/**
 * 新增 / 编辑政策信息 (`savePolInfo` saveType 0; seeds 001 §5 请输入发文单位名称, 开始时间和结束时间不能相等):
 * 政策标题, 发文单位, 文号, 政策级别, 支持方式, 发布时间 (kept by a later takeup), 有效期, 摘要, 政策正文
 * and the enclosures (documents ≤ 30 MB). 提交审核 is the list's row action.
 */
export function PolInfoFormModal({ policyId, onClose, onSaved }: PolInfoFormModalProps) {
  const detail = usePolInfoDetail(policyId);
  if (!policyId) return <PolInfoFormBody onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <PolInfoFormBody policy={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑政策信息" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
