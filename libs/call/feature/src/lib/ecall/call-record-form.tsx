import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';

import { Autocomplete, Button, Group, Paper, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useCallAppealClasses,
  useCallStreets,
  useCompanySuggestions,
  useSaveCallData,
  type CallDataDetail,
  type CallDataForm,
  type CallHandleStatus,
  type CallType,
} from '@qifu/call-data-access';
import { ENUM_LABELS } from '@qifu/sdk';
import { DateRangeInput, TreeSelect, useMutationFeedback, type DateRangeValue } from '@qifu/widgets';
import { useState } from 'react';

/** The values of the form (strings as the inputs hold them). */
export interface CallRecordValues {
  callType: CallType;
  phone: string;
  contactName: string;
  companyName: string;
  /** Set when a suggestion was chosen; cleared when the name is typed over. */
  companyId: string | null;
  streetCode: string | null;
  /** 通话时间: start and end, both optional (the start defaults to {@link CallRecordValues.openedAt}, the end to the time of saving). */
  time: DateRangeValue;
  /** When the form was opened for this call: the default start of a live call. */
  openedAt: Date;
  callContent: string;
  handleStatus: CallHandleStatus;
  handleResult: string;
  /** 诉求分类 of a call turned into an appeal (handleStatus 2). */
  appealClass: string | null;
  remark: string;
}

/** Messages of the form's own checks (the server checks the same and more). */
export const CALL_FORM_MESSAGES = {
  phone: '请输入电话号码',
  phoneFormat: '电话号码只能包含数字和“-”',
  content: '请输入通话内容',
  appealClass: '转诉求请选择诉求分类',
  companyName: '转诉求请填写企业名称',
  contactName: '转诉求请填写联系人',
} as const;

/** The empty form of a new call, the call starting now. */
export function newCallValues(now: Date = new Date()): CallRecordValues {
  return {
    callType: '1',
    phone: '',
    contactName: '',
    companyName: '',
    companyId: null,
    streetCode: null,
    time: [null, null],
    openedAt: now,
    callContent: '',
    handleStatus: '1',
    handleResult: '',
    appealClass: null,
    remark: '',
  };
}

/** The form of a stored record (编辑). */
export function callValuesOf(detail: CallDataDetail): CallRecordValues {
  return {
    callType: detail.callType,
    phone: detail.phone,
    contactName: detail.contactName ?? '',
    companyName: detail.companyName ?? '',
    companyId: detail.companyId,
    streetCode: detail.streetCode,
    time: [new Date(detail.callStartTime), new Date(detail.callEndTime)],
    openedAt: new Date(detail.callStartTime),
    callContent: detail.callContent,
    handleStatus: detail.handleStatus,
    handleResult: detail.handleResult ?? '',
    appealClass: null,
    remark: detail.remark ?? '',
  };
}

/**
 * The body of `saveCallData` from the form: blank fields left out; the start of the call the moment the form opened and
 * its end `now` when not chosen; the
 * appeal class only for a call to turn into an appeal (handleStatus 2 without an appeal yet).
 */
export function toCallDataForm(values: CallRecordValues, options: { id?: string; appealId?: string | null; now?: Date } = {}): CallDataForm {
  const [start, end] = values.time;
  const callStart = start ?? values.openedAt;
  const callEnd = end ?? options.now ?? new Date();
  const text = (v: string) => v.trim();
  return {
    ...(options.id ? { id: options.id } : {}),
    callType: values.callType,
    phone: text(values.phone),
    ...(text(values.contactName) ? { contactName: text(values.contactName) } : {}),
    ...(text(values.companyName) ? { companyName: text(values.companyName) } : {}),
    ...(values.companyId && text(values.companyName) ? { companyId: values.companyId } : {}),
    ...(values.streetCode ? { streetCode: values.streetCode } : {}),
    callStartTime: callStart.toISOString(),
    callEndTime: callEnd.toISOString(),
    callContent: text(values.callContent),
    handleStatus: values.handleStatus,
    ...(text(values.handleResult) ? { handleResult: text(values.handleResult) } : {}),
    ...(values.handleStatus === '2' && !options.appealId && values.appealClass ? { appealClass: values.appealClass } : {}),
    ...(text(values.remark) ? { remark: text(values.remark) } : {}),
  };
}

/** Props of {@link CallRecordForm}. */
export interface CallRecordFormProps {
  /** The record being edited (编辑), else a new call. */
  editing?: CallDataDetail | null;
  /** Called after a save (and on 取消编辑). */
  onDone?: () => void;
}

/**
 * 话务登记 (seeds 000 §2 `/ecall`; issue 16): caller 电话号码, 联系人, 企业名称 with the company lookup by name
 * (`queryCompanyByName`: choosing a suggestion fills the company's street; a name without a match stays free text),
 * 所属街道, 呼入/呼出, 通话时间, 通话内容, 处理状态 and 处理结果. 处理状态 已转诉求 asks for the 诉求分类 and the save
 * registers the appeal (source 12345热线) in the same request — 保存并转为诉求; the server's message (保存成功，已转为诉求)
 * is the notice. A linked appeal stays linked when the record is edited.
 */
export function CallRecordForm({ editing = null, onDone }: CallRecordFormProps) {
  const feedback = useMutationFeedback();
  const streets = useCallStreets();
  const classes = useCallAppealClasses();
  const [formKey, setFormKey] = useState(0);
  const form = useForm<CallRecordValues>({
    mode: 'controlled',
    initialValues: editing ? callValuesOf(editing) : newCallValues(),
    validate: {
      phone: (v) => (!v.trim() ? CALL_FORM_MESSAGES.phone : /^[0-9-]+$/.test(v.trim()) ? null : CALL_FORM_MESSAGES.phoneFormat),
      callContent: (v) => (v.trim() ? null : CALL_FORM_MESSAGES.content),
      appealClass: (v, values) => (values.handleStatus === '2' && !editing?.appealId && !v ? CALL_FORM_MESSAGES.appealClass : null),
      companyName: (v, values) => (values.handleStatus === '2' && !editing?.appealId && !v.trim() ? CALL_FORM_MESSAGES.companyName : null),
      contactName: (v, values) => (values.handleStatus === '2' && !editing?.appealId && !v.trim() ? CALL_FORM_MESSAGES.contactName : null),
    },
  });
  const suggestions = useCompanySuggestions(form.values.companyId ? '' : form.values.companyName);
  const save = useSaveCallData({
    onSuccess: (result) => {
      feedback(result);
      form.setValues(newCallValues());
      form.resetDirty();
      setFormKey((k) => k + 1);
      onDone?.();
    },
  });
  const converting = form.values.handleStatus === '2' && !editing?.appealId;

  const submit = form.onSubmit((values) => {
    save.mutate(toCallDataForm(values, { ...(editing ? { id: editing.id, appealId: editing.appealId } : {}), now: new Date() }));
  });

  const companyOptions = (suggestions.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-form-title">
      <form onSubmit={submit} noValidate key={formKey}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="call-form-title">
              {editing ? '编辑话务记录' : '话务登记'}
            </Title>
            <SegmentedControl
              aria-label="呼叫类型"
              data={[
                { value: '1', label: ENUM_LABELS.CallType['1'] },
                { value: '2', label: ENUM_LABELS.CallType['2'] },
              ]}
              {...form.getInputProps('callType')}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="电话号码" required maxLength={20} placeholder="来电或去电号码" {...form.getInputProps('phone')} />
            <TextInput label="联系人" maxLength={50} withAsterisk={converting} placeholder="来电人姓名" {...form.getInputProps('contactName')} />
            <Autocomplete
              label="企业名称"
              withAsterisk={converting}
              maxLength={200}
              placeholder="输入企业名称查找"
              data={companyOptions.map((o) => o.label)}
              value={form.values.companyName}
              error={form.errors['companyName']}
              onChange={(value) => {
                form.setFieldValue('companyName', value);
                const chosen = (suggestions.data ?? []).find((c) => c.name === value);
                form.setFieldValue('companyId', chosen ? chosen.id : null);
                if (chosen?.streetId) form.setFieldValue('streetCode', chosen.streetId);
              }}
            />
            <Select
              label="所属街道"
              placeholder={streets.isError ? '街道加载失败' : '请选择街道'}
              clearable
              searchable
              data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              {...form.getInputProps('streetCode')}
            />
          </SimpleGrid>
          <DateRangeInput
            label="通话时间"
            withTime
            startPlaceholder="开始时间（默认为打开表单时）"
            endPlaceholder="结束时间（默认为保存时）"
            value={form.values.time}
            error={form.errors['time']}
            onChange={(value) => form.setFieldValue('time', value)}
          />
          <Textarea label="通话内容" required autosize minRows={3} maxLength={2000} placeholder="来电咨询或反映的内容" {...form.getInputProps('callContent')} />
          <Radio.Group label="处理状态" required {...form.getInputProps('handleStatus')}>
            <Group gap="lg" mt={4}>
              {(['1', '2', '3'] as const).map((code) => (
                <Radio key={code} value={code} label={ENUM_LABELS.CallHandleStatus[code]} disabled={Boolean(editing?.appealId) && code !== '2'} />
              ))}
            </Group>
          </Radio.Group>
          {converting ? (
            <Stack gap={4}>
              <TreeSelect
                label="诉求分类"
                required
                onlyLeaf
                placeholder={classes.isError ? '分类加载失败' : '请选择诉求分类（最小分类）'}
                data={classes.data ?? []}
                value={form.values.appealClass}
                error={form.errors['appealClass']}
                onChange={(value) => {
                  form.setFieldValue('appealClass', value);
                  form.clearFieldError('appealClass');
                }}
              />
              <Text size="xs" c="gray.7">
                保存时将登记一条来源为“12345热线”的诉求，由诉求办理受理分派。
              </Text>
            </Stack>
          ) : null}
          {editing?.appealId ? (
            <Text size="sm" c="gray.7">
              该来电已转为诉求。
            </Text>
          ) : null}
          <Textarea label="处理结果" autosize minRows={2} maxLength={2000} placeholder="答复或处理情况" {...form.getInputProps('handleResult')} />
          <TextInput label="备注" maxLength={500} {...form.getInputProps('remark')} />
          <Group justify="flex-end">
            {editing ? (
              <Button variant="default" onClick={onDone}>
                取消编辑
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {converting ? '保存并转为诉求' : '保存记录'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
