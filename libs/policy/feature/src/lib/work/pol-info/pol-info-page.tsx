import { Button, Stack, Tabs, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  polInfoDetailQuery,
  polInfoListQuery,
  useDeletePolInfo,
  usePolInfoNum,
  useSavePolInfo,
  type PolInfoExamineStatus,
  type PolInfoItem,
} from '@qifu/policy-data-access';
import { policyActionsFrom, policyStateOf } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DeleteRowButton, FilteredPagedTable, RowButton, RowConfirmButton, useEditDialog, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { PolicyExamineBadge, PolicyShelfBadge } from '../policy-info/policy-state-badge';
import { PolInfoDetailModal } from './pol-info-detail';
import { PolInfoExamineDialog } from './pol-info-examine-dialog';
import { PolInfoFormModal, polInfoValues, toPolInfoForm } from './pol-info-form';

/** The search of 政策信息库. */
export interface PolInfoFilters {
  keyword: string;
  policyDepName: string;
}

/** A tab: all, or one examination state. */
type Tab = 'all' | PolInfoExamineStatus;

const TABS: { value: Tab; label: string; count: 'total' | 'draftCount' | 'pendingCount' | 'passCount' | 'rejectCount' }[] = [
  { value: 'all', label: '全部', count: 'total' },
  { value: '0', label: '草稿', count: 'draftCount' },
  { value: '1', label: '待审核', count: 'pendingCount' },
  { value: '2', label: '审核通过', count: 'passCount' },
  { value: '3', label: '审核不通过', count: 'rejectCount' },
];

/** The list query of the page (`listPolInfo`): the search plus the tab's examination state. */
export function polInfoPageQuery(params: PagedTableParams<Partial<PolInfoFilters> & { examineStatus?: PolInfoExamineStatus }>) {
  const { page, pageSize, keyword, policyDepName, examineStatus } = params;
  return polInfoListQuery({
    page,
    pageSize,
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(policyDepName?.trim() ? { policyDepName: policyDepName.trim() } : {}),
    ...(examineStatus ? { examineStatus } : {}),
  });
}

const COLUMNS: TableColumn<PolInfoItem>[] = [
  { key: 'policyTitle', title: '政策标题' },
  { key: 'policyDepName', title: '发文单位', width: 180 },
  { key: 'policyNo', title: '文号', width: 150, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'policyCreateTime', title: '发布时间', width: 110, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD') },
  { key: 'examineStatus', title: '审核状态', width: 110, align: 'center', formatter: (value) => <PolicyExamineBadge examineStatus={value as PolInfoExamineStatus} /> },
  {
    key: 'status',
    title: '上架状态',
    width: 100,
    align: 'center',
    formatter: (_value, row) => <PolicyShelfBadge status={row.status} examineStatus={row.examineStatus} />,
  },
];

/**
 * 政策信息库 (/work/policy/polInfo; seeds 001 §7 /pol/info/*; issue 15): the policies within the caller's
 * data rules with one tab per examination state and its count (`getPolInfoNum`), searched by 标题或文号
 * and 发文单位. Row actions come from the ONE policy state table and the caller's permissions: 查看
 * (fields, examination, enclosures, 浏览记录), 编辑 (save), 提交审核 (submit, asks first), 审核 (pass /
 * reject with an opinion, pol:info:examine), 删除 (logical, asks first). Publication is 政策发布's.
 */
export function PolInfoPage() {
  const filters = useFilters<PolInfoFilters>({ keyword: '', policyDepName: '' });
  const [tab, setTab] = useState<Tab>('all');
  const [viewing, setViewing] = useState<string | null>(null);
  const editor = useEditDialog<PolInfoItem>();
  const examining = useEditDialog<PolInfoItem>();
  const feedback = useMutationFeedback();
  const queryClient = useQueryClient();
  const counts = usePolInfoNum({ keyword: filters.applied.keyword, policyDepName: filters.applied.policyDepName });
  const submit = useSavePolInfo({ onSuccess: feedback });
  const remove = useDeletePolInfo({ onSuccess: feedback });
  const submitForExamination = async (id: string) => {
    const policy = await queryClient.fetchQuery(polInfoDetailQuery(id));
    await submit.mutateAsync(toPolInfoForm(polInfoValues(policy), '1', id));
  };

  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
              {counts.data ? `（${counts.data[t.count]}）` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="sm">
            {tab === t.value ? (
              <FilteredPagedTable<PolInfoItem, PolInfoFilters, { examineStatus?: PolInfoExamineStatus }>
                filters={filters}
                fixedFilters={tab === 'all' ? {} : { examineStatus: tab }}
                searchFields={
                  <>
                    <TextInput
                      label="标题或文号"
                      placeholder="关键字"
                      maxLength={50}
                      value={filters.draft.keyword}
                      onChange={(event) => filters.set('keyword', event.currentTarget.value)}
                    />
                    <TextInput
                      label="发文单位"
                      placeholder="单位名称"
                      maxLength={100}
                      value={filters.draft.policyDepName}
                      onChange={(event) => filters.set('policyDepName', event.currentTarget.value)}
                    />
                  </>
                }
                query={polInfoPageQuery}
                columns={COLUMNS}
                showIndex
                aria-label="政策信息列表"
                rowActionsWidth={230}
                toolbar={
                  <Can permission={PERM.polInfoSave}>
                    <Button size="sm" onClick={editor.openNew}>
                      新增政策信息
                    </Button>
                  </Can>
                }
                rowActions={(policy) => {
                  const actions = policyActionsFrom(policyStateOf(policy.status, policy.examineStatus));
                  return (
                    <>
                      <RowButton onClick={() => setViewing(policy.id)}>查看</RowButton>
                      {actions.includes('save') ? (
                        <Can permission={PERM.polInfoSave}>
                          <RowButton onClick={() => editor.openEdit(policy)}>编辑</RowButton>
                        </Can>
                  ) : null}
                  {actions.includes('submit') ? (
                    <Can permission={PERM.polInfoSave}>
                      <RowConfirmButton message={`确定要将“${policy.policyTitle}”提交审核吗？审核期间不能修改。`} onConfirm={() => submitForExamination(policy.id)}>
                        提交审核
                      </RowConfirmButton>
                    </Can>
                  ) : null}
                  {actions.includes('pass') ? (
                    <Can permission={PERM.polInfoExamine}>
                      <RowButton onClick={() => examining.openEdit(policy)}>审核</RowButton>
                    </Can>
                  ) : null}
                  {actions.includes('delete') ? (
                    <Can permission={PERM.polInfoDelete}>
                      <DeleteRowButton message={`确定要删除“${policy.policyTitle}”吗？`} onConfirm={() => remove.mutateAsync(policy.id)} />
                    </Can>
                  ) : null}
                </>
              );
            }}
          />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {viewing ? <PolInfoDetailModal id={viewing} onClose={() => setViewing(null)} /> : null}
      {editor.opened ? <PolInfoFormModal policyId={editor.record?.id} onClose={editor.close} onSaved={feedback} /> : null}
      {examining.record ? <PolInfoExamineDialog policy={examining.record} onClose={examining.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
