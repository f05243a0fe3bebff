import { Input, Modal, MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAdminPolicyDetail,
  usePolicyFormDicts,
  useSaveAdminPolicy,
  type AdminPolicyDetail,
  type AdminPolicyForm,
  type AdminPolicyListItem,
  type PolicyUnitRow,
} from '@qifu/policy-data-access';
import { ENUM_LABELS } from '@qifu/sdk';
import { IssuingUnitTable, OrganiserUnitTable, type IssuingUnitRow, type OrganiserUnitRow } from '@qifu/table';
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
import { useCallback, useRef } from 'react';

/** The values of 政策发布's form. */
export interface PolicyValues {
  policyTitle: string;
  policyNo: string;
  policyLevel: AdminPolicyForm['policyLevel'] | null;
  units: IssuingUnitRow[];
  organiserUnits: OrganiserUnitRow[];
  supportModes: string[];
  validity: DateRangeValue;
  summary: string;
  content: string;
  attachments: UploadedFileValue[];
}

/** Messages of the form (the two unit messages are the documents' own, seeds 001 §5). */
export const POLICY_FORM_MESSAGES = {
  title: '请输入政策标题',
  units: '请添加发文单位',
  unsavedRows: '请先保存单位表中正在编辑的行',
  supportModes: '请选择支持方式',
  sameDay: '开始时间和结束时间不能相等',
  content: '请输入政策正文',
} as const;

function unitRow(row: IssuingUnitRow | OrganiserUnitRow): PolicyUnitRow {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const abbre = 'unitAbbre' in row ? text(row.unitAbbre) : undefined;
  const contact = text(row.unitContact);
  const phone = text(row.unitPhone);
  return {
    unitName: row.unitName.trim(),
    unitType: row.unitType,
    ...(abbre ? { unitAbbre: abbre } : {}),
    ...(contact ? { unitContact: contact } : {}),
    ...(phone ? { unitPhone: phone } : {}),
  };
}

/**
 * The `saveAdminPolicyInfo` body of the form values: texts trimmed, empty optional ones left out, unit
 * rows trimmed, the validity as YYYY-MM-DD days, attachments as `{ fileName, filePath }`. Tags and
 * labels are not sent, so the server keeps them.
 */
export function toAdminPolicyForm(values: PolicyValues, id?: string): AdminPolicyForm {
  const [start, end] = values.validity;
  const validStart = toDay(start);
  const validEnd = toDay(end);
  return {
    ...(id ? { id } : {}),
    policyTitle: values.policyTitle.trim(),
    ...(values.policyNo.trim() ? { policyNo: values.policyNo.trim() } : {}),
    ...(values.policyLevel ? { policyLevel: values.policyLevel } : {}),
    units: values.units.map(unitRow),
    organiserUnits: values.organiserUnits.map(unitRow),
    supportModes: values.supportModes,
    ...(validStart ? { validStart } : {}),
    ...(validEnd ? { validEnd } : {}),
    ...(values.summary.trim() ? { summary: values.summary.trim() } : {}),
    content: values.content,
    attachments: values.attachments.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
  };
}

function initialValues(policy: AdminPolicyDetail | undefined): PolicyValues {
  return {
    policyTitle: policy?.policyTitle ?? '',
    policyNo: policy?.policyNo ?? '',
    policyLevel: policy?.policyLevel ?? null,
    units: (policy?.units ?? []).map((u) => ({ ...u })),
    organiserUnits: (policy?.organiserUnits ?? []).map((u) => ({ ...u })),
    supportModes: policy?.supportModes ?? [],
    validity: [dayToPickerDate(policy?.validStart), dayToPickerDate(policy?.validEnd)],
    summary: policy?.summary ?? '',
    content: policy?.content ?? '',
    attachments: (policy?.attachments ?? []).map(toUploadedValue),
  };
}

interface PolicyFormBodyProps extends EditDialogProps {
  policy?: AdminPolicyDetail;
}

function PolicyFormBody({ policy, onClose, onSaved }: PolicyFormBodyProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const editing = useRef({ issuing: 0, organiser: 0 });
  const dicts = usePolicyFormDicts();
  const form = useForm<PolicyValues>({
    initialValues: initialValues(policy),
    validate: {
      policyTitle: (value) => (value.trim() ? null : POLICY_FORM_MESSAGES.title),
      units: (value) => (value.length === 0 ? POLICY_FORM_MESSAGES.units : editing.current.issuing > 0 ? POLICY_FORM_MESSAGES.unsavedRows : null),
      organiserUnits: () => (editing.current.organiser > 0 ? POLICY_FORM_MESSAGES.unsavedRows : null),
      supportModes: (value) => (value.length === 0 ? POLICY_FORM_MESSAGES.supportModes : null),
      validity: ([start, end]) => (start && end && toDay(start) === toDay(end) ? POLICY_FORM_MESSAGES.sameDay : null),
      content: (value) => editor.current?.validate() ?? (isBlankHtml(value) ? POLICY_FORM_MESSAGES.content : null),
    },
  });
  const save = useSaveAdminPolicy({ onSuccess: closeAfter(onSaved, onClose) });
  const supportModeOptions = (dicts.data?.['supportMode'] ?? []).map((o) => ({ label: o.label, value: o.value }));
  const onIssuingEditing = useCallback((rows: number) => {
    editing.current.issuing = rows;
  }, []);
  const onOrganiserEditing = useCallback((rows: number) => {
    editing.current.organiser = rows;
  }, []);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={policy ? '编辑政策' : '新增政策'}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(values) => save.mutate(toAdminPolicyForm(values, policy?.id))}
    >
      <TextInput label="政策标题" withAsterisk maxLength={200} {...form.getInputProps('policyTitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="文号" maxLength={50} {...form.getInputProps('policyNo')} />
        <Select label="政策级别" clearable data={toSelectData(ENUM_LABELS.PolicyLevel)} {...form.getInputProps('policyLevel')} />
        <MultiSelect label="支持方式" withAsterisk data={supportModeOptions} searchable {...form.getInputProps('supportModes')} />
        <DateRangeInput label="有效期" value={form.values.validity} onChange={(value) => form.setFieldValue('validity', value)} error={form.errors['validity']} />
      </SimpleGrid>
      <Input.Wrapper label="发文单位" withAsterisk error={form.errors['units']}>
        <IssuingUnitTable value={form.values.units} onChange={(rows) => form.setFieldValue('units', rows)} onEditingChange={onIssuingEditing} />
      </Input.Wrapper>
      <Input.Wrapper label="承办单位" error={form.errors['organiserUnits']}>
        <OrganiserUnitTable
          value={form.values.organiserUnits}
          onChange={(rows) => form.setFieldValue('organiserUnits', rows)}
          onEditingChange={onOrganiserEditing}
        />
      </Input.Wrapper>
      <Textarea label="摘要" maxLength={500} autosize minRows={2} {...form.getInputProps('summary')} />
      <RichTextEditor label="政策正文" withAsterisk handleRef={editor} {...form.getInputProps('content')} />
      <FileUploader label="附件" variant="document" limit={20} {...form.getInputProps('attachments')} />
    </FormModal>
  );
}

/** Props of {@link PolicyFormModal}. */
export interface PolicyFormModalProps extends EditDialogProps {
  /** The row to edit; a new policy when absent. */
  policy?: AdminPolicyListItem;
}

/**
 * 新增政策 / 编辑政策 of 政策发布 (`saveAdminPolicyInfo`; seeds 001 §2 issuing-unit and organiser-unit
 * tables, rich-text editor, file uploader; §5 请输入发文单位名称 / 请输入承办单位名称, 开始时间和结束时间不能相等):
 * 政策标题, 文号, 政策级别, 支持方式 (dictionary supportMode), 有效期, the two unit tables (a row being
 * edited must be saved first), 摘要, 政策正文 and up to 20 attachments (documents ≤ 30 MB). Editing first
 * loads the whole policy; a new policy starts as 草稿.
 */
export function PolicyFormModal({ policy, onClose, onSaved }: PolicyFormModalProps) {
  const detail = useAdminPolicyDetail(policy?.id);
  if (!policy) return <PolicyFormBody onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <PolicyFormBody policy={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title="编辑政策" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
