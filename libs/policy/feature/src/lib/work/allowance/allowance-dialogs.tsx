import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';

import { NumberInput, Select, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  declareReviewDetailQuery,
  declareReviewListQuery,
  useGrantAllowance,
  useSaveAllowance,
  type Allowance,
  type AllowanceForm,
} from '@qifu/policy-data-access';
import { closeAfter, FormModal, toDay, type EditDialogProps } from '@qifu/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The allowance dialog's values. */
export interface AllowanceValues {
  declareId: string | null;
  companyId: string;
  projectName: string;
  policyId: string | null;
  allowanceAmount: number | string;
  allowanceYear: number | string;
  grantDep: string;
  remark: string;
}

/** The save body of the dialog's values (amount in yuan, two decimals on the server). */
export function toAllowanceForm(values: AllowanceValues, id?: string): AllowanceForm {
  return {
    ...(id ? { id } : {}),
    companyId: values.companyId,
    declareId: values.declareId,
    policyId: values.policyId,
    projectName: values.projectName.trim(),
    allowanceAmount: Number(values.allowanceAmount),
    allowanceYear: Number(values.allowanceYear),
    grantDep: values.grantDep.trim(),
    ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
  };
}

/** Passed declarations (审核通过) found by project name, for 依据申报. */
function usePassedDeclarations(search: string) {
  const passed = useQuery(declareReviewListQuery({ status: '2', page: 1, pageSize: 50, ...(search.trim() ? { projectName: search.trim() } : {}) }));
  return (passed.data?.list ?? []).map((d) => ({ value: d.id, label: `${d.projectName ?? d.policyTitle} — ${d.companyName}` }));
}

/** Props of {@link AllowanceDialog}. */
export interface AllowanceDialogProps extends EditDialogProps {
  /** The record edited (state 0 only); absent for 新增. */
  record?: Allowance | null;
}

/**
 * 新增 / 编辑补助发放 (catalogue /allowance/*; issue 15): 依据申报 — a passed declaration (审核通过; the
 * enterprise, policy and project come from it) —, 补助金额（元）, 补助年度, 发放部门 and 备注. 保存 sends
 * `saveAllowance` (new records are 待发放); the server refuses a declaration that has not passed or
 * already has a record.
 */
export function AllowanceDialog({ record, onClose, onSaved }: AllowanceDialogProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    record?.declareId ? { value: record.declareId, label: `${record.projectName} — ${record.companyName}` } : null,
  );
  // the chosen option's label is not a search
  const options = usePassedDeclarations(search === picked?.label ? '' : search);
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  const form = useForm<AllowanceValues>({
    initialValues: {
      declareId: record?.declareId ?? null,
      companyId: record?.companyId ?? '',
      projectName: record?.projectName ?? '',
      policyId: record?.policyId ?? null,
      allowanceAmount: record?.allowanceAmount ?? '',
      allowanceYear: record?.allowanceYear ?? new Date().getFullYear(),
      grantDep: record?.grantDep ?? '',
      remark: record?.remark ?? '',
    },
    validate: {
      declareId: (v, values) => (v || values.companyId ? null : '请选择依据申报'),
      allowanceAmount: (v) => (Number(v) > 0 ? null : '请输入补助金额'),
      allowanceYear: (v) => (Number(v) >= 2000 && Number(v) <= 2100 ? null : '请输入补助年度'),
      grantDep: (v) => (v.trim() ? null : '请输入发放部门'),
    },
  });
  const pick = async (declareId: string | null) => {
    form.setFieldValue('declareId', declareId);
    setPicked(options.find((o) => o.value === declareId) ?? null);
    if (!declareId) return;
    const declaration = await queryClient.fetchQuery(declareReviewDetailQuery(declareId));
    form.setValues({ companyId: declaration.companyId, policyId: declaration.policyId, projectName: declaration.projectName ?? declaration.policyTitle });
  };
  const save = useSaveAllowance({ onSuccess: closeAfter(onSaved, onClose) });
  const submit = async (values: AllowanceValues) => {
    await save.mutateAsync(toAllowanceForm(values, record?.id)).catch(() => undefined);
  };
  return (
    <FormModal opened onClose={onClose} title={record ? '编辑补助发放' : '新增补助发放'} form={form} busy={save.isPending} onSubmit={submit}>
      <Select
        label="依据申报"
        description="审核通过的申报"
        required
        searchable
        data={options}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: o }) => o}
        nothingFoundMessage="暂无数据"
        {...form.getInputProps('declareId')}
        onChange={(value) => void pick(value)}
      />
      {form.values.projectName ? (
        <Text size="sm">
          <Text span c="dimmed">
            补助项目：
          </Text>
          {form.values.projectName}
        </Text>
      ) : null}
      <NumberInput label="补助金额（元）" required min={0.01} decimalScale={2} thousandSeparator="," {...form.getInputProps('allowanceAmount')} />
      <NumberInput label="补助年度" required min={2000} max={2100} allowDecimal={false} {...form.getInputProps('allowanceYear')} />
      <TextInput label="发放部门" required maxLength={100} {...form.getInputProps('grantDep')} />
      <Textarea label="备注" maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormModal>
  );
}

/** Props of {@link GrantAllowanceDialog}. */
export interface GrantAllowanceDialogProps extends EditDialogProps {
  record: Allowance;
}

/** 确认发放 (`grantAllowance`): the 发放日期 (today by default); 待发放 → 已发放, the enterprise sees it in 我的补助. */
export function GrantAllowanceDialog({ record, onClose, onSaved }: GrantAllowanceDialogProps) {
  const form = useForm<{ grantDate: Date | null }>({
    initialValues: { grantDate: new Date() },
    validate: { grantDate: (v) => (v ? null : '请选择发放日期') },
  });
  const grant = useGrantAllowance({ onSuccess: closeAfter(onSaved, onClose) });
  const submit = async (values: { grantDate: Date | null }) => {
    await grant.mutateAsync({ ids: [record.id], grantDate: toDay(values.grantDate) ?? '' }).catch(() => undefined);
  };
  return (
    <FormModal opened onClose={onClose} title="确认发放" form={form} busy={grant.isPending} submitLabel="确认发放" size="sm" onSubmit={submit}>
      <Text size="sm">
        {record.companyName}：{record.projectName}，{record.allowanceAmount.toLocaleString('zh-CN')} 元
      </Text>
      <DatePickerInput label="发放日期" required locale="zh-cn" valueFormat="YYYY-MM-DD" {...form.getInputProps('grantDate')} />
    </FormModal>
  );
}
