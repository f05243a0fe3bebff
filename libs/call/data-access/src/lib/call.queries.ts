/**
 * Query options of the call centre (seeds 000 §2 `/ecall`, seeds 001 §2 "Bar chart", §7 /call/data/*; issue 16). The
 * list builder is the paged table's `query` (`<FilteredPagedTable query={callDataListQuery} …>`); the chart, the form's
 * option lists (streets of the county, appeal classes) and the company lookup have their own builders and hooks.
 */
import { QUIET_HEADER, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callKeys } from './call.keys';
import type { AreaNode, CallChartData, CallDataListParams, CallStatisticsParams, CompanySuggestion } from './call.types';

/** The county whose streets the form offers and the chart lists (seeds 000 §9). */
export const CALL_COUNTY_CODE = '330521';

/** Option lists change rarely: kept fresh for 10 minutes. */
const OPTIONS_STALE_MS = 10 * 60_000;

/**
 * A page of call records (`listCallData`, call:data:list), newest call first, filtered by keyword, direction, handling,
 * street and China-time date. Resolves to `{ list, total }`.
 */
export function callDataListQuery(params: FormQuery<CallDataListParams>) {
  const query = compactQuery<CallDataListParams>(params);
  return queryOptions({
    queryKey: callKeys.data.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/call/data/list', { params: { query }, signal })),
  });
}

/** One call record with every field (`getCallDataDetail`); NOT_FOUND_ENTITY 话务记录不存在 rejects. */
export function callDataDetailQuery(id: string) {
  return queryOptions({
    queryKey: callKeys.data.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/call/data/detail', { params: { query: { id } }, signal })),
  });
}

/**
 * The per-street chart (`getCallDataStatistics`, call:data:statistics; seeds 001 §2 "Bar chart"): one entry per street
 * of the county in code order (and 其他), each `{ name, callIn, callOut, report, notReport, inName, outName }`.
 */
export function callStatisticsQuery(params: FormQuery<CallStatisticsParams> = {}) {
  const query = compactQuery<CallStatisticsParams>(params);
  return queryOptions({
    queryKey: callKeys.statistics.window(query),
    queryFn: ({ signal }): Promise<CallChartData[]> => unwrap(api.GET('/call/data/statistics', { params: { query }, signal })),
  });
}

/** The county's streets and towns (`listRegionChildren`, public), in code order. */
export function callStreetsQuery(countyCode: string = CALL_COUNTY_CODE) {
  return queryOptions({
    queryKey: callKeys.options.streets(countyCode),
    queryFn: ({ signal }): Promise<AreaNode[]> => unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: countyCode } }, signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The enabled appeal classes as a tree (`queryAppealClassByRedis`, public): the class of a call turned into an appeal. */
export function callAppealClassesQuery() {
  return queryOptions({
    queryKey: callKeys.options.appealClasses(),
    queryFn: ({ signal }) => unwrap(api.GET('/appeal/info/queryAppealClassByRedis', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/**
 * Enterprises whose name contains `name` (`queryCompanyByName`, any login; seeds 000 §3 "Company suggestion: id, name,
 * code, streetId"), at most 20, the exact match first. Quiet: a failure leaves the suggestions empty (the name stays
 * free text).
 */
export function companySuggestionsQuery(name: string) {
  return queryOptions({
    queryKey: callKeys.options.companies(name),
    queryFn: ({ signal }): Promise<CompanySuggestion[]> =>
      unwrap(api.GET('/company-code/queryByName', { params: { query: { name } }, headers: { [QUIET_HEADER]: '1' }, signal })),
    staleTime: 60_000,
    retry: false,
  });
}

/** The per-street chart of a date window. */
export function useCallStatistics(params: FormQuery<CallStatisticsParams> = {}) {
  return useQuery({ ...callStatisticsQuery(params), placeholderData: keepPreviousData });
}

/** The county's streets. */
export function useCallStreets() {
  return useQuery(callStreetsQuery());
}

/** The appeal class tree. */
export function useCallAppealClasses() {
  return useQuery(callAppealClassesQuery());
}

/** Company suggestions for a typed name; disabled below 2 characters. */
export function useCompanySuggestions(name: string) {
  const trimmed = name.trim();
  return useQuery({ ...companySuggestionsQuery(trimmed), enabled: trimmed.length >= 2, placeholderData: keepPreviousData });
}
