/**
 * 诉求办理 and its configuration for staff (issue 16; seeds 001 §7 appeal/info/*, appeal/type/*,
 * appeal/sourceValueName/*, appeal/dealOffice/*, appeal/dealDuration/*, appeal/statistics*): query keys, query
 * options, the workflow and configuration mutations, the export download and the enterprise's rating. Every
 * mutation invalidates the staff keys and the enterprise's appeal keys first (one appeal shows in both), then calls
 * the caller's `onSuccess` with the server's message (CONVENTIONS §4, §5).
 */
import { type AppealWorkbenchAction } from '@qifu/appeal-rules';
import { type components, type operations, unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, resourceKeys, type FormQuery } from '@qifu/util';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { appealKeys, appealOptionKeys } from './appeal.keys';
import { type AppealMutationOptions, type AppealMutationResult } from './appeal.mutations';

type Schemas = components['schemas'];

/** Filters of the staff list, its counts and export (contract listAppealInfo query). */
export type AppealInfoListParams = NonNullable<operations['listAppealInfo']['parameters']['query']>;
/** The workbench counters (contract `AppealCounts`). */
export type AppealCounts = Schemas['AppealCounts'];
/** One 诉求来源 row. */
export type AppealSourceRow = Schemas['AppealSource'];
/** One 承办部门 row. */
export type AppealDealOfficeRow = Schemas['AppealDealOffice'];
/** One 办理时限 row. */
export type AppealDealDurationRow = Schemas['AppealDealDuration'];
/** One node of the 诉求分类 tree. */
export type AppealTypeNode = Schemas['AppealType'];
/** One class or office of 诉求统计. */
export type AppealStatItem = Schemas['AppealStatItem'];
/** One street of 诉求统计 (report = 已办结, notReport = 未办结). */
export type AppealChartData = Schemas['ChartData'];
/** One month of 诉求统计. */
export type AppealTrendItem = Schemas['AppealTrendItem'];
/** One attempt of the provincial sync shown in the staff detail (`AppealDetail.syncLogs`). */
export type AppealSyncLog = Schemas['AppealSyncLog'];
/** The staff register/correct form (`updateAppeal`). */
export type AppealSaveForm = Schemas['AppealSaveForm'];
/** The enterprise's rating (`rateMyAppeal`). */
export type AppealRateForm = Schemas['AppealRateForm'];
/** A statistics window (submission days, YYYY-MM-DD). */
export interface AppealStatWindow {
  startTime?: string;
  endTime?: string;
}

/** Query keys of the staff side (all/lists/list/details/detail per resource). */
export const appealWorkKeys = {
  all: ['appealWork'] as const,
  lists: () => [...appealWorkKeys.all, 'list'] as const,
  list: (params: AppealInfoListParams) => [...appealWorkKeys.lists(), params] as const,
  counts: (params: AppealInfoListParams) => [...appealWorkKeys.all, 'counts', params] as const,
  detail: (id: string) => [...appealWorkKeys.all, 'detail', id] as const,
  officeOptions: () => [...appealWorkKeys.all, 'officeOptions'] as const,
  config: (kind: 'source' | 'type' | 'office' | 'duration', params: object = {}) => [...appealWorkKeys.all, 'config', kind, params] as const,
  statistics: (kind: 'street' | 'type' | 'office' | 'source' | 'trend', params: object) => [...appealWorkKeys.all, 'statistics', kind, params] as const,
};

/** One page of the staff list (`listAppealInfo`): overdue first, within the caller's data rules. */
export function appealInfoListQuery(params: FormQuery<AppealInfoListParams>) {
  const query = compactQuery<AppealInfoListParams>(params);
  return queryOptions({
    queryKey: appealWorkKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/info/list', { params: { query }, signal })),
  });
}

/** The counters per state and overdue (`getAppealCounts`) for the list's filters (status ignored). */
export function appealCountsQuery(params: FormQuery<AppealInfoListParams> = {}) {
  const { status: _status, page: _page, pageSize: _pageSize, ...rest } = compactQuery<AppealInfoListParams>(params);
  return queryOptions({
    queryKey: appealWorkKeys.counts(rest),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/info/counts', { params: { query: rest }, signal })),
  });
}

/** {@link appealCountsQuery} as a hook (the workbench home and the list's tabs). */
export function useAppealCounts(params: FormQuery<AppealInfoListParams> = {}, enabled = true) {
  return useQuery({ ...appealCountsQuery(params), enabled });
}

/** One appeal for staff (`findAppealDetail`): submission, files, answer, rating and the whole log. */
export function appealInfoDetailQuery(id: string) {
  return queryOptions({
    queryKey: appealWorkKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/info/findDetail', { params: { query: { id } }, signal })),
  });
}

/** {@link appealInfoDetailQuery} as a hook; nothing is fetched without an id. */
export function useAppealInfoDetail(id: string | undefined) {
  return useQuery({ ...appealInfoDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * Query options of the system-office tree for 承办部门's 关联系统部门 picker (`listOfficeOptions`,
 * sys:office:option: `{ id, parentId, label, children }`, enabled offices only). The offices are the
 * sys area's resource: its key is that resource's list key of the shared factory
 * (`['sys', 'office', 'list', { options: true }]`, the sys data-access's own), so an office change
 * refreshes the picker.
 */
export function sysOfficeTreeQuery() {
  return queryOptions({
    queryKey: resourceKeys('sys', 'office').list({ options: true }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/office/options', { params: { query: {} }, signal })),
    staleTime: 5 * 60_000,
  });
}

/** The enabled dealing offices (label, value id) of the dispatch and transfer dialogs. */
export function useAppealDealOfficeOptions() {
  return useQuery({
    queryKey: appealWorkKeys.officeOptions(),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/dealOffice/options', { signal })),
  });
}

/** The enabled sources grouped by channel (the public, cached list). */
export function useAppealSourceOptions() {
  return useQuery({
    queryKey: [...appealOptionKeys.all, 'sources'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/sourceValueName/queryAppealSourceByRedis', { signal })),
  });
}

/** A page of 诉求来源 (`listAppealSource`). */
export function appealSourceListQuery(params: FormQuery<NonNullable<operations['listAppealSource']['parameters']['query']>>) {
  const query = compactQuery<NonNullable<operations['listAppealSource']['parameters']['query']>>(params);
  return queryOptions({
    queryKey: appealWorkKeys.config('source', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/sourceValueName/list', { params: { query }, signal })),
  });
}

/** A page of 承办部门 (`listAppealDealOffice`). */
export function appealDealOfficeListQuery(params: FormQuery<NonNullable<operations['listAppealDealOffice']['parameters']['query']>>) {
  const query = compactQuery<NonNullable<operations['listAppealDealOffice']['parameters']['query']>>(params);
  return queryOptions({
    queryKey: appealWorkKeys.config('office', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/dealOffice/list', { params: { query }, signal })),
  });
}

/** A page of 办理时限 (`listAppealDealDuration`). */
export function appealDealDurationListQuery(params: FormQuery<NonNullable<operations['listAppealDealDuration']['parameters']['query']>>) {
  const query = compactQuery<NonNullable<operations['listAppealDealDuration']['parameters']['query']>>(params);
  return queryOptions({
    queryKey: appealWorkKeys.config('duration', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/dealDuration/list', { params: { query }, signal })),
  });
}

/** The whole 诉求分类 tree, enabled or not (`listAppealTypeTree`). */
export function useAppealTypeTree() {
  return useQuery({
    queryKey: appealWorkKeys.config('type'),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/type/tree', { signal })),
  });
}

/** 诉求统计 per street, class, office, source and month of `year`, each within the caller's data rules. */
export function useAppealStatistics(window: AppealStatWindow, year: number) {
  const query = compactQuery<AppealStatWindow>(window as FormQuery<AppealStatWindow>);
  const street = useQuery({
    queryKey: appealWorkKeys.statistics('street', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/statistics/byStreet', { params: { query }, signal })),
  });
  const type = useQuery({
    queryKey: appealWorkKeys.statistics('type', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/statistics/byType', { params: { query }, signal })),
  });
  const office = useQuery({
    queryKey: appealWorkKeys.statistics('office', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/statistics/byDealOffice', { params: { query }, signal })),
  });
  const source = useQuery({
    queryKey: appealWorkKeys.statistics('source', query),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/statistics/bySource', { params: { query }, signal })),
  });
  const trend = useQuery({
    queryKey: appealWorkKeys.statistics('trend', { year }),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/statistics/trend', { params: { query: { year } }, signal })),
  });
  return { street, type, office, source, trend };
}

/** A workbench change makes the work lists, the public appeals and the option lists stale. */
const APPEAL_WORK_KEYS = [appealWorkKeys.all, appealKeys.all, appealOptionKeys.all];

/**
 * One workflow action of the state table (`@qifu/appeal-rules`) as the server's operation and body: 受理分派
 * (updateDealOffice), 转办, 办理, 退回, 审核, 归档, 删除. Each resolves to `{ data: null, msg }`; rejects with
 * `ApiError` BUSINESS_RULE 当前状态不允许该操作 outside the table or for a reference that is not there (承办部门不存在或已停用,
 * 附件不存在，请重新上传), 400 with the field's message (请输入退回原因 …), NOT_FOUND_ENTITY 诉求不存在 outside the caller's
 * data rules.
 */
export type AppealWorkAction = { [A in AppealRunAction]: { action: A; body: AppealWorkBodies[A] } }[AppealRunAction];

/** The workbench actions of `@qifu/appeal-rules` run by {@link useAppealAction} (`update` has its own form, {@link useSaveAppeal}). */
type AppealRunAction = Exclude<AppealWorkbenchAction, 'update'>;

/** The request body of each {@link AppealRunAction} (a missing one fails to compile). */
interface AppealWorkBodies {
  updateDealOffice: Schemas['AppealDealOfficeForm'];
  transfer: Schemas['AppealTransferForm'];
  deal: Schemas['AppealDealForm'];
  back: Schemas['AppealBackForm'];
  examine: Schemas['AppealExamineForm'];
  archive: Schemas['AppealArchiveForm'];
  delete: { ids: string[] };
}

function runAction(a: AppealWorkAction): Promise<AppealMutationResult<null>> {
  switch (a.action) {
    case 'updateDealOffice':
      return unwrapWithMsg(api.POST('/appeal/info/updateDealOffice', { body: a.body }));
    case 'transfer':
      return unwrapWithMsg(api.POST('/appeal/info/transfer', { body: a.body }));
    case 'deal':
      return unwrapWithMsg(api.POST('/appeal/info/deal', { body: a.body }));
    case 'back':
      return unwrapWithMsg(api.POST('/appeal/info/back', { body: a.body }));
    case 'examine':
      return unwrapWithMsg(api.POST('/appeal/info/examine', { body: a.body }));
    case 'archive':
      return unwrapWithMsg(api.POST('/appeal/info/archive', { body: a.body }));
    case 'delete':
      return unwrapWithMsg(api.POST('/appeal/info/delete', { body: a.body }));
  }
}

/** Runs one {@link AppealWorkAction}. */
export function useAppealAction(options: AppealMutationOptions<null, AppealWorkAction> = {}) {
  return useResourceMutation(runAction, APPEAL_WORK_KEYS, options);
}

/** Registers (no id) or corrects an appeal (`updateAppeal`); msg 保存成功. */
export function useSaveAppeal(options: AppealMutationOptions<{ id: string }, AppealSaveForm> = {}) {
  return useResourceMutation((body: AppealSaveForm) => unwrapWithMsg(api.POST('/appeal/info/updateAppeal', { body })), APPEAL_WORK_KEYS, options);
}

/**
 * The enterprise rates the answer to its finished appeal (`rateMyAppeal`, QY), once; msg 评价成功. Rejects with
 * BUSINESS_RULE 诉求办结后才能评价 / 该诉求已评价.
 */
export function useRateAppeal(options: AppealMutationOptions<null, AppealRateForm> = {}) {
  return useResourceMutation((body: AppealRateForm) => unwrapWithMsg(api.POST('/appeal/info/rate', { body })), APPEAL_WORK_KEYS, options);
}

/** A configuration write: which table, and save / enable flag / delete. */
export type AppealConfigWrite =
  | { kind: 'source'; op: 'save'; body: Schemas['AppealSourceForm'] }
  | { kind: 'type'; op: 'save'; body: Schemas['AppealTypeForm'] }
  | { kind: 'office'; op: 'save'; body: Schemas['AppealDealOfficeSaveForm'] }
  | { kind: 'duration'; op: 'save'; body: Schemas['AppealDealDurationForm'] }
  | { kind: 'source' | 'type' | 'office'; op: 'enable'; body: Schemas['AppealEnableFlagForm'] }
  | { kind: 'source' | 'type' | 'office' | 'duration'; op: 'delete'; body: { ids: string[] } };

function runConfig(w: AppealConfigWrite): Promise<AppealMutationResult<unknown>> {
  if (w.op === 'save') {
    switch (w.kind) {
      case 'source':
        return unwrapWithMsg(api.POST('/appeal/sourceValueName/saveOrUpdate', { body: w.body }));
      case 'type':
        return unwrapWithMsg(api.POST('/appeal/type/saveOrUpdate', { body: w.body }));
      case 'office':
        return unwrapWithMsg(api.POST('/appeal/dealOffice/saveOrUpdate', { body: w.body }));
      case 'duration':
        return unwrapWithMsg(api.POST('/appeal/dealDuration/saveOrUpdate', { body: w.body }));
    }
  }
  if (w.op === 'enable') {
    switch (w.kind) {
      case 'source':
        return unwrapWithMsg(api.POST('/appeal/sourceValueName/changeEnableFlag', { body: w.body }));
      case 'type':
        return unwrapWithMsg(api.POST('/appeal/type/changeEnableFlag', { body: w.body }));
      case 'office':
        return unwrapWithMsg(api.POST('/appeal/dealOffice/changeEnableFlag', { body: w.body }));
    }
  }
  switch (w.kind) {
    case 'source':
      return unwrapWithMsg(api.POST('/appeal/sourceValueName/delete', { body: w.body }));
    case 'type':
      return unwrapWithMsg(api.POST('/appeal/type/delete', { body: w.body }));
    case 'office':
      return unwrapWithMsg(api.POST('/appeal/dealOffice/delete', { body: w.body }));
    case 'duration':
      return unwrapWithMsg(api.POST('/appeal/dealDuration/delete', { body: w.body }));
  }
}

/**
 * One configuration write (诉求来源, 诉求分类, 承办部门, 办理时限): save (msg 保存成功), enable flag or delete. Rejects
 * with CONFLICT (a duplicate name or code) or BUSINESS_RULE (a row still in use, 诉求分类最多两级 …).
 */
export function useAppealConfigWrite(options: AppealMutationOptions<unknown, AppealConfigWrite> = {}) {
  return useResourceMutation(runConfig, APPEAL_WORK_KEYS, options);
}

/** A downloaded file and the name the server gave it. */
export interface AppealDownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Downloads the appeals of the current filters as Excel (`exportAppealData`, appeal:info:export) with the caller's
 * token, within the caller's data rules; at most 10 000 rows.
 * @returns the `.xlsx` and its name (诉求办理_YYYY-MM-DD.xlsx).
 */
export async function exportAppealFile(params: FormQuery<AppealInfoListParams>): Promise<AppealDownloadedFile> {
  const { page: _page, pageSize: _pageSize, ...query } = compactQuery<AppealInfoListParams>(params);
  const { data, response } = await api.GET('/appeal/info/exportData', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '诉求办理.xlsx' };
}

/**
 * Downloads the figures of 诉求统计 for the submission window as Excel (`exportAppealStatistics`,
 * appeal:statistics:view; sheets 按分类, 按承办部门, 按来源, 按街道) within the caller's data rules.
 * @returns the `.xlsx` and its name (诉求统计_YYYY-MM-DD.xlsx).
 */
export async function exportAppealStatisticsFile(window: AppealStatWindow): Promise<AppealDownloadedFile> {
  const query = compactQuery<AppealStatWindow>(window as FormQuery<AppealStatWindow>);
  const { data, response } = await api.GET('/appeal/statistics/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '诉求统计.xlsx' };
}
