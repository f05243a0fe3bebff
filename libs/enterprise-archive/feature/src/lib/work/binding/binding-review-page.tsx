import { Badge, Select, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bindingManageQuery, useReviewBinding, type PersonalCompanyItem } from '@qifu/enterprise-archive-data-access';
import { BIND_STATUS_LABELS, bindActionsFrom, type PersonalCompanyBindStatus } from '@qifu/enterprise-archive-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { closeAfter, FilteredPagedTable, FormModal, KeywordFilter, RowButton, useFilters, useMutationFeedback, type EditDialogProps } from '@qifu/widgets';
import { useId, useState } from 'react';

/** The search of 企业绑定审核. */
export interface BindingFilters {
  companyName: string;
  applicantName: string;
  bindStatus: string | null;
}

const STATUS_COLORS: Record<PersonalCompanyBindStatus, string> = { '0': 'orange', '1': 'green', '2': 'red' };
const STATUS_OPTIONS = Object.entries(BIND_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const time = (v: unknown) => (v ? formatDate(v as string, 'YYYY-MM-DD HH:mm') : '—');

const COLUMNS: TableColumn<PersonalCompanyItem>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码', width: 180 },
  { key: 'applicantName', title: '申请人', width: 90, formatter: (v) => (v as string | undefined) || '—' },
  { key: 'applicantPhone', title: '联系电话', width: 120, formatter: (v) => (v as string | undefined) || '—' },
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
  { key: 'createTime', title: '申请时间', width: 140, formatter: time },
  { key: 'reviewTime', title: '审核时间', width: 140, formatter: time },
  { key: 'reviewOpinion', title: '审核意见', width: 160, formatter: (v) => (v as string | null) || '—' },
];

interface ReviewValues {
  bindStatus: '1' | '2';
  reviewOpinion: string;
}

/** 审核 a binding (`reviewPersonalCompany`): 通过 or 驳回 (驳回意见 required), then 审核成功. */
function ReviewModal({ binding, onClose, onSaved }: EditDialogProps & { binding: PersonalCompanyItem }) {
  const labelId = useId();
  const form = useForm<ReviewValues>({
    initialValues: { bindStatus: '1', reviewOpinion: '' },
    validate: { reviewOpinion: (v, values) => (values.bindStatus === '2' && !v.trim() ? '请输入驳回意见' : null) },
  });
  const review = useReviewBinding({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="审核企业绑定"
      form={form}
      busy={review.isPending}
      submitLabel="提交"
      onSubmit={(v) => review.mutate({ id: binding.id, bindStatus: v.bindStatus, ...(v.reviewOpinion.trim() ? { reviewOpinion: v.reviewOpinion.trim() } : {}) })}
    >
      <Text size="sm">
        {binding.applicantName ?? '申请人'}（{binding.relation ?? '—'}）申请绑定 {binding.companyName}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          审核结果
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          w="fit-content"
          data={[
            { value: '1', label: '通过' },
            { value: '2', label: '驳回' },
          ]}
          {...form.getInputProps('bindStatus')}
        />
      </Stack>
      <Textarea label="审核意见" maxLength={200} autosize minRows={2} withAsterisk={form.values.bindStatus === '2'} {...form.getInputProps('reviewOpinion')} />
    </FormModal>
  );
}

/**
 * 企业绑定审核 (/work/ent/personalCompany; seeds 001 §7 /personal/company/*; issue 18): individuals' requests to be
 * bound to an enterprise, pending first, searched by enterprise, applicant and state. 审核 (only on 待审核, as the
 * binding state table allows) approves — the individual may then switch into the enterprise role — or rejects with an
 * opinion.
 */
export function BindingReviewPage() {
  const filters = useFilters<BindingFilters>({ companyName: '', applicantName: '', bindStatus: null });
  const [reviewing, setReviewing] = useState<PersonalCompanyItem | null>(null);
  const feedback = useMutationFeedback();
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PersonalCompanyItem, BindingFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="企业名称" placeholder="企业名称" {...filters.field('companyName')} />
            <KeywordFilter label="申请人" placeholder="申请人姓名" {...filters.field('applicantName')} />
            <Select label="状态" placeholder="全部" clearable data={STATUS_OPTIONS} {...filters.field('bindStatus')} />
          </>
        }
        query={bindingManageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="企业绑定申请列表"
        rowActionsWidth={80}
        rowActions={(b) =>
          bindActionsFrom(b.bindStatus).includes('approve') ? (
            <Can permission={PERM.entPersonalCompanyReview}>
              <RowButton onClick={() => setReviewing(b)}>审核</RowButton>
            </Can>
          ) : null
        }
      />
      {reviewing ? <ReviewModal binding={reviewing} onClose={() => setReviewing(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
