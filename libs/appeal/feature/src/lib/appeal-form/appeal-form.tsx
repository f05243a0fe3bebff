import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Button.css';

import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  APPEAL_FILE_LIMIT,
  APPEAL_LIMITS,
  useAppealClassOptions,
  useAppealStreets,
  useMyCompany,
  useResubmitAppeal,
  useServiceAreaTypes,
  useSubmitAppeal,
  type AppealDetail,
  type AppealServiceAreaType,
  type AppealSubmitForm,
} from '@qifu/appeal-data-access';
import { sessionStore, tokenAtom, useUserInfo } from '@qifu/session';
import {
  FileUploader,
  TreeSelect,
  UploadConfigProvider,
  focusFirstError,
  submitWithErrorFocus,
  toUploadedValue,
  type UploadedFileValue,
} from '@qifu/widgets';
import { useEffect, useRef, useState } from 'react';

import { appealFormRules, appealServerError, type AppealFormValues } from './appeal-form-rules';

/** Success notices show for 3 s (the documents give 5 s only for errors, seeds 000 §9). */
const NOTICE_MS = 3000;

const getToken = () => sessionStore.get(tokenAtom);

/** Props of {@link AppealForm}. */
export interface AppealFormProps {
  /** A returned appeal (7 已退回) to complete and resubmit; absent = a new appeal. */
  appeal?: AppealDetail;
  /** After a successful (re)submission, with the appeal's id. */
  onDone: (id: string) => void;
  /** 取消 (resubmission only). */
  onCancel?: () => void;
}

function initialValues(appeal: AppealDetail | undefined, contactName: string): AppealFormValues {
  return {
    appealClass: appeal?.appealClass ?? null,
    appealTitle: appeal?.appealTitle ?? '',
    appealContent: appeal?.appealContent ?? '',
    serviceAreaType: appeal?.serviceAreaType ?? null,
    streetCode: appeal?.streetCode ?? null,
    contactName: appeal?.contactName ?? contactName,
    contactPhone: appeal?.contactPhone ?? '',
    creditCode: appeal?.creditCode ?? '',
  };
}

function toBody(values: AppealFormValues, files: readonly UploadedFileValue[]): AppealSubmitForm {
  return {
    appealTitle: values.appealTitle.trim(),
    appealContent: values.appealContent.trim(),
    appealClass: values.appealClass ?? '',
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    creditCode: values.creditCode.trim(),
    files: files.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    ...(values.serviceAreaType ? { serviceAreaType: values.serviceAreaType as AppealServiceAreaType } : {}),
    ...(values.streetCode ? { streetCode: values.streetCode } : {}),
  };
}

function Form({ appeal, onDone, onCancel }: AppealFormProps) {
  const user = useUserInfo();
  const containerRef = useRef<HTMLFormElement>(null);
  const classes = useAppealClassOptions();
  const areaTypes = useServiceAreaTypes();
  const streets = useAppealStreets();
  const company = useMyCompany(appeal ? undefined : user?.companyName);
  const form = useForm<AppealFormValues>({
    mode: 'controlled',
    initialValues: initialValues(appeal, user?.name ?? ''),
    validate: appealFormRules,
  });
  const [files, setFiles] = useState<UploadedFileValue[]>(() => (appeal?.files ?? []).map((f) => toUploadedValue(f)));
  const [filesError, setFilesError] = useState<string | null>(null);

  // Prefill 统一社会信用代码 and 所属乡镇（街道） from the enterprise once known, unless the user typed already.
  const { setFieldValue, isTouched, getValues } = form;
  useEffect(() => {
    const found = company.data;
    if (!found) return;
    if (!isTouched('creditCode') && !getValues().creditCode) setFieldValue('creditCode', found.code);
    if (!isTouched('streetCode') && !getValues().streetCode && found.streetId) setFieldValue('streetCode', found.streetId);
  }, [company.data, setFieldValue, isTouched, getValues]);

  const onSuccess = (id: string, msg: string) => {
    notifications.show({ color: 'green', message: msg || '提交成功', autoClose: NOTICE_MS });
    onDone(id);
  };
  const onError = (error: unknown) => {
    const sorted = appealServerError(error);
    if (!sorted) return;
    if (sorted.field === 'files') setFilesError(sorted.message);
    else form.setFieldError(sorted.field, sorted.message);
    focusFirstError(containerRef.current);
  };
  const submit = useSubmitAppeal({ onSuccess: (result) => onSuccess(result.data.id, result.msg), onError });
  const resubmit = useResubmitAppeal({ onSuccess: (result, body) => onSuccess(body.id, result.msg), onError });
  const pending = submit.isPending || resubmit.isPending;

  const send = (values: AppealFormValues) => {
    const body = toBody(values, files);
    if (appeal) resubmit.mutate({ ...body, id: appeal.id });
    else submit.mutate(body);
  };
  const handleSubmit = submitWithErrorFocus(form, send);

  return (
    <form ref={containerRef} onSubmit={handleSubmit} noValidate aria-label={appeal ? '重新提交诉求' : '我要诉求'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="企业名称" value={appeal?.companyName ?? user?.companyName ?? ''} readOnly variant="filled" />
          <TextInput label="统一社会信用代码" required maxLength={18} placeholder="请输入统一社会信用代码" {...form.getInputProps('creditCode')} />
        </SimpleGrid>
        <TreeSelect
          label="诉求分类"
          required
          onlyLeaf
          placeholder={classes.isError ? '分类加载失败' : '请选择诉求分类（最小分类）'}
          data={classes.data ?? []}
          value={form.values.appealClass}
          onChange={(value) => {
            form.setFieldValue('appealClass', value);
            form.clearFieldError('appealClass');
          }}
          showPath
          {...(appeal ? { valueLabel: appeal.appealClassName } : {})}
          error={form.errors['appealClass']}
        />
        <TextInput
          label="诉求标题"
          required
          maxLength={APPEAL_LIMITS.title}
          placeholder={`请输入诉求标题（${APPEAL_LIMITS.title}字以内）`}
          {...form.getInputProps('appealTitle')}
        />
        <Textarea
          label="诉求内容"
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={APPEAL_LIMITS.content}
          placeholder="请详细描述需要协调解决的问题"
          description={`${form.values.appealContent.length}/${APPEAL_LIMITS.content}`}
          {...form.getInputProps('appealContent')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="服务区域类型"
            clearable
            placeholder="请选择"
            data={(areaTypes.data ?? []).map((o) => ({ value: o.value ?? '', label: o.label }))}
            {...form.getInputProps('serviceAreaType')}
          />
          <Select
            label="所属乡镇（街道）"
            clearable
            searchable
            placeholder="请选择"
            nothingFoundMessage="暂无数据"
            data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            {...form.getInputProps('streetCode')}
          />
        </SimpleGrid>
        <FileUploader
          label="附件"
          description={`最多上传${APPEAL_FILE_LIMIT}个文件，每个不超过10M`}
          limit={APPEAL_FILE_LIMIT}
          value={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(null);
          }}
          error={filesError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="联系人" required maxLength={APPEAL_LIMITS.contactName} {...form.getInputProps('contactName')} />
          <TextInput label="手机号" required inputMode="numeric" maxLength={11} placeholder="请输入手机号" {...form.getInputProps('contactPhone')} />
        </SimpleGrid>
        <Group justify="center" gap="sm" mt="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              取消
            </Button>
          ) : null}
          <Button type="submit" loading={pending} miw={140}>
            {appeal ? '重新提交' : '提交诉求'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The appeal form of /page/appeal (seeds 000 §2 appeal, §5; contract submitAppeal / resubmitAppeal): 企业名称 (the
 * caller's, read-only), 统一社会信用代码 (prefilled from the enterprise, editable; 社会信用代码不能为空 /
 * 社会信用代码格式错误), 诉求分类 (tree select of the enabled classes, only leaves: 请选择最小分类。), 诉求标题 (≤ 50),
 * 诉求内容 (≤ 2000), 服务区域类型, 所属乡镇（街道）, 附件 (the shared uploader, up to 5 files of 10 MB), 联系人 and 手机号
 * (手机号不能为空 / 手机号格式错误). The first invalid field is scrolled into view; a refusal of the server (HTTP 400) is
 * shown on the field its message concerns. For a returned appeal (`appeal`, 7 已退回) the form is prefilled and sends a
 * resubmission. Success shows the server's 提交成功 (3 s) and calls `onDone(id)`. Enterprise (QY) users only — the
 * page shows the login prompt to anyone else.
 */
export function AppealForm(props: AppealFormProps) {
  return (
    <UploadConfigProvider getToken={getToken}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm">
        {props.appeal?.backReason ? (
          <Text c="red.7" size="sm" mb="md">
            退回原因：{props.appeal.backReason}
          </Text>
        ) : null}
        <Form {...props} />
      </Paper>
    </UploadConfigProvider>
  );
}
