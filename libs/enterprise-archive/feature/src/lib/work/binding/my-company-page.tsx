import { Badge, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { myBindingQuery, useBindCompany, useUnbindCompany, type PersonalCompanyItem } from '@qifu/enterprise-archive-data-access';
import { BIND_STATUS_LABELS, bindActionsFrom, type PersonalCompanyBindStatus } from '@qifu/enterprise-archive-rules';
import { useSwitchToCompany } from '@qifu/session';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { closeAfter, FormModal, RowButton, RowConfirmButton, useMutationFeedback, type EditDialogProps } from '@qifu/widgets';
import { useState } from 'react';

const STATUS_COLORS: Record<PersonalCompanyBindStatus, string> = { '0': 'orange', '1': 'green', '2': 'red' };

/** The notice of a successful switch. */
const showSwitched = () => notifications.show({ color: 'green', message: '切换成功', autoClose: 3000 });

/** The unified social credit code rule of the contract (18 characters, no I, O, S, V, Z). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const COLUMNS: TableColumn<PersonalCompanyItem>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码', width: 180 },
  { key: 'relation', title: '与企业关系', width: 100, formatter: (v) => (v as string | null) || '—' },
  {
    key: 'bindStatus',
    title: '状态',
    width: 90,
    align: 'center',
    formatter: (v) => (
      <Badge size="sm" variant="light" radius="sm" color={STATUS_COLORS[v as PersonalCompanyBindStatus]}>
        {BIND_STATUS_LABELS[v as PersonalCompanyBindStatus]}
      </Badge>
    ),
  },
  { key: 'createTime', title: '申请时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
  { key: 'reviewOpinion', title: '审核意见', width: 160, formatter: (v) => (v as string | null) || '—' },
];

interface BindValues {
  companyName: string;
  creditCode: string;
  relation: string;
}

/** 申请绑定企业 (`bindPersonalCompany`): 企业名称 and 统一社会信用代码 of the same enterprise, 与企业关系; 提交成功，请等待审核. */
function BindModal({ onClose, onSaved, initial }: EditDialogProps & { initial?: PersonalCompanyItem }) {
  const form = useForm<BindValues>({
    initialValues: { companyName: initial?.companyName ?? '', creditCode: initial?.creditCode ?? '', relation: initial?.relation ?? '' },
    validate: {
      companyName: (v) => (v.trim() ? null : '请输入企业名称'),
      creditCode: (v) => (CREDIT_CODE.test(v.trim().toUpperCase()) ? null : '请输入正确的统一社会信用代码'),
      relation: (v) => (v.trim() ? null : '请输入与企业的关系'),
    },
  });
  const bind = useBindCompany({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="申请绑定企业"
      form={form}
      busy={bind.isPending}
      submitLabel="提交"
      onSubmit={(v) => bind.mutate({ companyName: v.companyName.trim(), creditCode: v.creditCode.trim().toUpperCase(), relation: v.relation.trim() })}
    >
      <TextInput label="企业名称" withAsterisk maxLength={100} {...form.getInputProps('companyName')} />
      <TextInput label="统一社会信用代码" withAsterisk maxLength={18} {...form.getInputProps('creditCode')} />
      <TextInput label="与企业关系" withAsterisk maxLength={20} placeholder="如：法定代表人、经办人" {...form.getInputProps('relation')} />
    </FormModal>
  );
}

/**
 * 我的企业 (/work/my/company; GR; seeds 001 §7 /personal/company/*, 000 §4 role switching; issue 18): the individual's
 * bindings with their state and the reviewer's opinion. 申请绑定企业 (a new request; 重新申请 on a rejected one), 切换 on an
 * approved one (changeToCompany: the session becomes the enterprise's, then the workbench reloads), 解除绑定 after
 * confirmation.
 */
export function MyCompanyPage() {
  const [binding, setBinding] = useState<PersonalCompanyItem | 'new' | null>(null);
  const feedback = useMutationFeedback();
  const unbind = useUnbindCompany({ onSuccess: feedback });
  const switchCompany = useSwitchToCompany({ onSwitched: showSwitched });
  const choose = async (companyId: string) => {
    try {
      await switchCompany(companyId);
      window.location.assign('/work/home');
    } catch {
      // the API client already showed the server's message (e.g. 未绑定该企业)
    }
  };
  return (
    <Stack gap="sm">
      <PagedTable<PersonalCompanyItem, Record<string, never>>
        query={myBindingQuery}
        filters={{}}
        columns={COLUMNS}
        showIndex
        aria-label="我的企业列表"
        toolbar={<Button onClick={() => setBinding('new')}>申请绑定企业</Button>}
        rowActionsWidth={180}
        rowActions={(b) => (
          <>
            {b.bindStatus === '1' ? <RowButton onClick={() => void choose(b.companyId)}>切换</RowButton> : null}
            {bindActionsFrom(b.bindStatus).includes('bind') ? <RowButton onClick={() => setBinding(b)}>重新申请</RowButton> : null}
            <RowConfirmButton color="red" message={`确定要解除与“${b.companyName}”的绑定吗？`} onConfirm={() => unbind.mutateAsync({ id: b.id })}>
              解除绑定
            </RowConfirmButton>
          </>
        )}
      />
      {binding ? <BindModal initial={binding === 'new' ? undefined : binding} onClose={() => setBinding(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
