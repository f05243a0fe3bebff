import { Badge, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  appealInfoListQuery,
  exportAppealFile,
  useAppealAction,
  useAppealClassOptions,
  useAppealCounts,
  useAppealDealOfficeOptions,
  useAppealSourceOptions,
  useAppealStreets,
  type AppealDetail,
  type AppealInfoListParams,
  type AppealListItem,
  type AppealStatus,
} from '@qifu/appeal-data-access';
import { APPEAL_STATUS_LABELS, type AppealWorkbenchAction } from '@qifu/appeal-rules';
import { PERM, type Permission } from '@qifu/sdk';
import { Can, useSession } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  RowButton,
  toDay,
  toSelectData,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useCallback, useState } from 'react';

import { AppealStatusBadge } from '../../my-appeals/appeal-status-badge';
import { AppealActionDialog, type AppealDialogAction } from './appeal-action-dialog';
import { appealWorkbenchActions } from './appeal-actions';
import { AppealEditDialog } from './appeal-edit-dialog';
import { AppealInfoDetail } from './appeal-info-detail';

/** The search of 诉求办理. */
export interface AppealInfoFilters {
  keyword: string;
  status: AppealStatus | null;
  appealClass: string | null;
  appealSource: string | null;
  streetCode: string | null;
  dealOffice: string | null;
  overdue: boolean;
  /** 提交日期 (both days inclusive, China time on the server). */
  created: DateRangeValue;
}

/** The filters as the operation's query (`listAppealInfo`, `getAppealCounts`, `exportAppealData`). */
export function toAppealInfoQuery(filters: Partial<AppealInfoFilters>): AppealInfoListParams {
  const { keyword, status, appealClass, appealSource, streetCode, dealOffice, overdue, created } = filters;
  return {
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(status ? { status } : {}),
    ...(appealClass ? { appealClass } : {}),
    ...(appealSource ? { appealSource } : {}),
    ...(streetCode ? { streetCode } : {}),
    ...(dealOffice ? { dealOffice } : {}),
    ...(overdue ? { overdue: true } : {}),
    ...(toDay(created?.[0]) ? { startTime: toDay(created?.[0]) } : {}),
    ...(toDay(created?.[1]) ? { endTime: toDay(created?.[1]) } : {}),
  };
}

/** The list query of the page's filters. */
export function appealInfoPageQuery(params: PagedTableParams<Partial<AppealInfoFilters>>) {
  const { page, pageSize, ...filters } = params;
  return appealInfoListQuery({ ...toAppealInfoQuery(filters), page, pageSize });
}

const COLUMNS: TableColumn<AppealListItem>[] = [
  { key: 'appealNo', title: '诉求编号', width: 150 },
  { key: 'appealTitle', title: '诉求标题' },
  { key: 'appealClassName', title: '诉求分类', width: 140 },
  { key: 'appealSourceName', title: '诉求来源', width: 110 },
  { key: 'companyName', title: '企业名称', width: 190 },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (value) => <AppealStatusBadge status={value as AppealStatus} /> },
  { key: 'dealOfficeName', title: '承办部门', width: 160, formatter: (value) => (value as string | null) ?? '—' },
  {
    key: 'deadline',
    title: '办理期限',
    width: 130,
    formatter: (value, row) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{(value as string | null) ?? '—'}</Text>
        {row.overdue ? (
          <Badge color="red" variant="filled" radius="sm" size="sm">
            超期
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'createTime', title: '提交时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/** Flattens the class option tree to Select data (`要素保障-用地` for a leaf). */
function classData(options: readonly { label: string; value?: string | number; children?: { label: string; value?: string | number }[] }[]) {
  return options.flatMap((o) => [{ value: String(o.value ?? ''), label: o.label }, ...(o.children ?? []).map((c) => ({ value: String(c.value ?? ''), label: `${o.label}-${c.label}` }))]);
}

const COUNTERS: readonly { key: keyof ReturnType<typeof emptyCounts>; label: string; status?: AppealStatus }[] = [
  { key: 'total', label: '全部' },
  { key: 'waitAcceptCount', label: '待受理', status: '1' },
  { key: 'dealingCount', label: '办理中', status: '2' },
  { key: 'transferredCount', label: '已转办', status: '3' },
  { key: 'waitExamineCount', label: '待审核', status: '4' },
  { key: 'finishedCount', label: '已办结', status: '5' },
  { key: 'archivedCount', label: '已归档', status: '6' },
  { key: 'backCount', label: '已退回', status: '7' },
  { key: 'overdueCount', label: '超期未办结' },
];

function emptyCounts() {
  return { total: 0, waitAcceptCount: 0, dealingCount: 0, transferredCount: 0, waitExamineCount: 0, finishedCount: 0, archivedCount: 0, backCount: 0, overdueCount: 0 };
}

/** What an open dialog acts on. */
type Acting = { appeal: AppealListItem | AppealDetail; action: AppealWorkbenchAction };

/**
 * 诉求办理 (/work/appeal/info; seeds 001 §1 "appeals", §7 appeal/info/*; issue 16): the appeals the caller's data
 * rules let them see (a department only its own), with the counters per state and overdue, searched by keyword,
 * 状态, 诉求分类, 诉求来源, 乡镇（街道）, 承办部门, 提交日期 and 只看超期; overdue appeals come first and carry a red
 * 超期 badge. 详情 opens {@link AppealInfoDetail}; the actions (分派, 转办, 办理, 审核, 退回, 归档, 修改, 删除) are
 * offered only where the one state table allows them and the caller holds their permission. 登记诉求 (appeal:info:update)
 * registers an appeal received by phone or visit; 导出 downloads the filtered list.
 */
export function AppealInfoPage() {
  const filters = useFilters<AppealInfoFilters>({
    keyword: '',
    status: null,
    appealClass: null,
    appealSource: null,
    streetCode: null,
    dealOffice: null,
    overdue: false,
    created: [null, null],
  });
  const { permissions } = useSession();
  const can = useCallback((p: Permission) => permissions.includes(p), [permissions]);
  const counts = useAppealCounts(toAppealInfoQuery(filters.applied));
  const classes = useAppealClassOptions();
  const sources = useAppealSourceOptions();
  const streets = useAppealStreets();
  const offices = useAppealDealOfficeOptions();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const [creating, setCreating] = useState(false);
  const feedback = useMutationFeedback();
  const remove = useAppealAction({ onSuccess: feedback });
  const actionsFor = useCallback((a: { status: AppealStatus }) => appealWorkbenchActions(a.status, can), [can]);
  const numbers = counts.data ?? emptyCounts();

  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="诉求数量" role="group">
        {COUNTERS.map((c) => (
          <Badge key={c.key} variant="light" color={c.key === 'overdueCount' ? 'red' : 'blue'} radius="sm" size="lg">
            {c.label} {numbers[c.key]}
          </Badge>
        ))}
      </Group>
      <FilteredPagedTable<AppealListItem, AppealInfoFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput label="关键字" placeholder="标题、编号或企业" maxLength={50} value={filters.draft.keyword} onChange={(e) => filters.set('keyword', e.currentTarget.value)} />
            <Select label="状态" data={toSelectData(APPEAL_STATUS_LABELS)} clearable w={120} value={filters.draft.status} onChange={(v) => filters.set('status', v as AppealStatus | null)} />
            <Select label="诉求分类" data={classData(classes.data ?? [])} clearable searchable w={180} value={filters.draft.appealClass} onChange={(v) => filters.set('appealClass', v)} />
            <Select
              label="诉求来源"
              data={(sources.data ?? []).flatMap((g) => (g.children ?? []).map((s) => ({ value: String(s.value), label: s.label })))}
              clearable
              w={150}
              value={filters.draft.appealSource}
              onChange={(v) => filters.set('appealSource', v)}
            />
            <Select
              label="乡镇（街道）"
              data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              clearable
              searchable
              w={150}
              value={filters.draft.streetCode}
              onChange={(v) => filters.set('streetCode', v)}
            />
            <Select
              label="承办部门"
              data={(offices.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
              clearable
              searchable
              w={180}
              value={filters.draft.dealOffice}
              onChange={(v) => filters.set('dealOffice', v)}
            />
            <DateRangeInput label="提交日期" value={filters.draft.created} onChange={(value) => filters.set('created', value)} />
            <Checkbox label="只看超期" mt={28} checked={filters.draft.overdue} onChange={(e) => filters.set('overdue', e.currentTarget.checked)} />
          </>
        }
        query={appealInfoPageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="诉求列表"
        rowActionsWidth={150}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.appealInfoUpdate}>
              <RowButton variant="filled" onClick={() => setCreating(true)}>
                登记诉求
              </RowButton>
            </Can>
            <Can permission={PERM.appealInfoExport}>
              <ExportButton onExport={() => exportAppealFile(toAppealInfoQuery(filters.applied))} />
            </Can>
          </Group>
        }
        rowActions={(appeal) => (
          <>
            <RowButton onClick={() => setDetailId(appeal.id)} aria-label={`详情：${appeal.appealTitle}`}>
              详情
            </RowButton>
            {actionsFor(appeal).includes('delete') ? (
              <DeleteRowButton
                message={`确定要删除诉求“${appeal.appealTitle}”吗？删除后不可恢复。`}
                aria-label={`删除：${appeal.appealTitle}`}
                onConfirm={() => remove.mutateAsync({ action: 'delete', body: { ids: [appeal.id] } })}
              />
            ) : null}
          </>
        )}
      />
      <AppealInfoDetail id={detailId} onClose={() => setDetailId(null)} actionsFor={actionsFor} onAction={(appeal, action) => setActing({ appeal, action })} />
      {acting && acting.action !== 'update' && acting.action !== 'delete' ? (
        <AppealActionDialog appeal={acting.appeal} action={acting.action as AppealDialogAction} onClose={() => setActing(null)} onDone={feedback} />
      ) : null}
      {acting?.action === 'update' && 'appealContent' in acting.appeal ? (
        <AppealEditDialog appeal={acting.appeal} onClose={() => setActing(null)} onSaved={feedback} />
      ) : null}
      {creating ? <AppealEditDialog appeal={null} onClose={() => setCreating(false)} onSaved={feedback} /> : null}
    </Stack>
  );
}
