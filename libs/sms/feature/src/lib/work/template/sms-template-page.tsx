import '@mantine/core/styles/Badge.css';

import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { smsTemplateListQuery, useDeleteSmsTemplate, useSaveSmsTemplate, type SmsTemplate, type SmsTemplateForm } from '@qifu/sms-data-access';
import { checkSmsContent, SMS_CONTENT_MAX, SMS_TEMPLATE_VARIABLES } from '@qifu/sms-rules';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  closeAfter,
  DeleteRowButton,
  EnableBadge,
  EnableFlagField,
  EnableFlagFilter,
  FilteredPagedTable,
  FormModal,
  KeywordFilter,
  RemarkInput,
  RowButton,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type MutationFeedback,
} from '@qifu/widgets';
import { useRef } from 'react';

type TemplateType = SmsTemplate['templateType'];
type EnableFlag = SmsTemplate['enableFlag'];

interface Filters {
  keyword: string;
  templateType: TemplateType | null;
  enableFlag: EnableFlag | null;
}

/** The list query of the page's filters (`listSmsTemplate`). */
export function smsTemplatePageQuery({ page, pageSize, keyword, templateType, enableFlag }: PagedTableParams<Partial<Filters>>) {
  return smsTemplateListQuery({
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(templateType ? { templateType } : {}),
    ...(enableFlag ? { enableFlag } : {}),
  });
}

const COLUMNS: TableColumn<SmsTemplate>[] = [
  { key: 'templateName', title: '模板名称', width: 160 },
  { key: 'templateType', title: '模板类型', width: 90, align: 'center', formatter: (v) => ENUM_LABELS.SmsTemplateType[v as TemplateType] },
  { key: 'templateContent', title: '模板内容' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (v) => <EnableBadge flag={v as EnableFlag} /> },
  { key: 'createBy', title: '创建人', width: 90 },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
];

interface FormValues {
  templateName: string;
  templateType: TemplateType | null;
  templateContent: string;
  enableFlag: EnableFlag;
  remark: string;
}

/**
 * The template dialog: the variables of `@qifu/sms-rules` as buttons inserting `{key}` at the cursor; the content is
 * checked while typing with the same rule the server applies on save (模板包含未定义的变量：…).
 */
function TemplateDialog({ row, onClose, onSaved }: { row: SmsTemplate | null; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm<FormValues>({
    initialValues: {
      templateName: row?.templateName ?? '',
      templateType: row?.templateType ?? '1',
      templateContent: row?.templateContent ?? '',
      enableFlag: row?.enableFlag ?? '1',
      remark: row?.remark ?? '',
    },
    validate: {
      templateName: (v) => (!v.trim() ? '请输入模板名称' : null),
      templateType: (v) => (!v ? '请选择模板类型' : null),
      templateContent: (v) => (!v.trim() ? '请输入模板内容' : checkSmsContent(v)),
    },
    validateInputOnChange: ['templateContent'],
  });
  const content = useRef<HTMLTextAreaElement>(null);
  const save = useSaveSmsTemplate({ onSuccess: closeAfter(onSaved, onClose) });
  const insert = (key: string) => {
    const el = content.current;
    const text = form.values.templateContent;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    form.setFieldValue('templateContent', `${text.slice(0, at)}{${key}}${text.slice(end)}`);
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? '修改短信模板' : '新增短信模板'}
      form={form}
      busy={save.isPending}
      onSubmit={(v) => {
        const body: SmsTemplateForm = {
          ...(row ? { id: row.id } : {}),
          templateName: v.templateName.trim(),
          templateType: v.templateType ?? '1',
          templateContent: v.templateContent.trim(),
          enableFlag: v.enableFlag,
          ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        };
        save.mutate(body);
      }}
    >
      <TextInput label="模板名称" withAsterisk maxLength={50} {...form.getInputProps('templateName')} />
      <Select label="模板类型" withAsterisk data={toSelectData(ENUM_LABELS.SmsTemplateType)} {...form.getInputProps('templateType')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sms-vars-label">
          插入变量
        </Text>
        <Group gap={6} role="group" aria-labelledby="sms-vars-label">
          {SMS_TEMPLATE_VARIABLES.map((v) => (
            <Button key={v.key} size="compact-xs" variant="light" title={`例：${v.example}`} onClick={() => insert(v.key)}>
              {v.label} {`{${v.key}}`}
            </Button>
          ))}
        </Group>
      </Stack>
      <Textarea
        ref={content}
        label="模板内容"
        withAsterisk
        autosize
        minRows={4}
        maxLength={SMS_CONTENT_MAX}
        description={`${form.values.templateContent.length}/${SMS_CONTENT_MAX} 字；企业名称、接收人姓名、发送日期按接收人自动填写，其余变量在发送时填写`}
        {...form.getInputProps('templateContent')}
      />
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}

/**
 * 短信模板 (/work/sms/template; seeds 001 §1 "SMS templates and sending", §7 /sms/*; issue 19): templates searched by
 * name or content, type and state; 新增/修改 in a dialog with the allowed variables (`@qifu/sms-rules`; an unknown
 * variable is refused before and on save) and 删除 after confirmation.
 */
export function SmsTemplatePage() {
  const filters = useFilters<Filters>({ keyword: '', templateType: null, enableFlag: null });
  const dialog = useEditDialog<SmsTemplate>();
  const feedback = useMutationFeedback();
  const remove = useDeleteSmsTemplate({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<SmsTemplate, Filters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="关键字" placeholder="模板名称或内容" {...filters.field('keyword')} />
            <Select
              label="模板类型"
              clearable
              w={140}
              data={toSelectData(ENUM_LABELS.SmsTemplateType)}
              value={filters.draft.templateType}
              onChange={(v) => filters.set('templateType', v as TemplateType | null)}
            />
            <EnableFlagFilter value={filters.draft.enableFlag} onChange={(v) => filters.set('enableFlag', v as EnableFlag | null)} />
          </>
        }
        toolbar={
          <Can permission={PERM.smsTemplateSave}>
            <Button onClick={dialog.openNew}>新增</Button>
          </Can>
        }
        query={smsTemplatePageQuery}
        columns={COLUMNS}
        aria-label="短信模板列表"
        rowActionsWidth={130}
        rowActions={(row) => (
          <>
            <Can permission={PERM.smsTemplateSave}>
              <RowButton onClick={() => dialog.openEdit(row)}>修改</RowButton>
            </Can>
            <Can permission={PERM.smsTemplateDelete}>
              <DeleteRowButton
                message={`确定要删除短信模板“${row.templateName}”吗？`}
                aria-label={`删除：${row.templateName}`}
                onConfirm={() => remove.mutateAsync({ ids: [row.id] })}
              />
            </Can>
          </>
        )}
      />
      {dialog.opened ? <TemplateDialog row={dialog.record ?? null} onClose={dialog.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
