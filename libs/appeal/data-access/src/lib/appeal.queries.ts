/**
 * Query options and hooks of enterprise appeals (seeds 000 §2 /page/appeal; contract openapi/domains/appeal): the
 * enterprise's list and progress (QY), the home block, and the public option lists of the form.
 */
import { QUIET_HEADER, type components, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { appealKeys, appealOptionKeys } from './appeal.keys';
import {
  APPEAL_COUNTY_CODE,
  type AppealDetail,
  type AppealOption,
  type AppealPage,
  type AreaNode,
  type CommonApp,
  type HomeMyAppeal,
  type MyAppealListParams,
} from './appeal.types';
import { compactQuery } from '@qifu/util';

/** Option lists change only through configuration: cached 10 minutes. */
const OPTIONS_STALE_MS = 600_000;

/** 我的诉求 (`listMyAppeal`, GET /appeal/info/myList, QY): a page of the caller's enterprise's appeals, newest first. */
export function myAppealListQuery(params: MyAppealListParams) {
  return queryOptions({
    queryKey: appealKeys.list(params),
    queryFn: ({ signal }): Promise<AppealPage> => unwrap(api.GET('/appeal/info/myList', { params: { query: compactQuery(params) }, signal })),
  });
}

/** One of the caller's appeals with its workflow log (`getMyAppealProgress`, GET /appeal/info/myProgress, QY). */
export function myAppealProgressQuery(id: string) {
  return queryOptions({
    queryKey: appealKeys.detail(id),
    queryFn: ({ signal }): Promise<AppealDetail> => unwrap(api.GET('/appeal/info/myProgress', { params: { query: { id } }, signal })),
  });
}

/** The home block 我的诉求 (`homeMyAppeal`, QY): counts and the newest `limit` (1–20, default 5) appeals. */
export function homeMyAppealQuery(limit = 5) {
  return queryOptions({
    queryKey: appealKeys.home(limit),
    queryFn: ({ signal }): Promise<HomeMyAppeal> =>
      unwrap(api.GET('/corp/policyCalculator/homeMyAppeal', { params: { query: { limit } }, signal })),
    staleTime: 30_000,
  });
}

/** The enabled appeal classes as an option tree (`queryAppealClassByRedis`, public); only leaves may be chosen. */
export function appealClassOptionsQuery() {
  return queryOptions({
    queryKey: appealOptionKeys.classes(),
    queryFn: ({ signal }): Promise<AppealOption[]> => unwrap(api.GET('/appeal/info/queryAppealClassByRedis', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The service area types (`getServiceAreaType`, public). */
export function serviceAreaTypeQuery() {
  return queryOptions({
    queryKey: appealOptionKeys.serviceAreaTypes(),
    queryFn: ({ signal }): Promise<AppealOption[]> => unwrap(api.GET('/appeal/serviceAreaType', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The streets and towns of the county (`listRegionChildren` with parentCode 330521, public). */
export function appealStreetsQuery(countyCode: string = APPEAL_COUNTY_CODE) {
  return queryOptions({
    queryKey: appealOptionKeys.streets(countyCode),
    queryFn: ({ signal }): Promise<AreaNode[]> => unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: countyCode } }, signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The application tiles of /page/appeal (`queryAppListByCommon`, public), by sort. */
export function commonAppsQuery() {
  return queryOptions({
    queryKey: appealOptionKeys.apps(),
    queryFn: ({ signal }): Promise<CommonApp[]> => unwrap(api.GET('/app/queryAppListByCommon', { signal })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A company suggestion (`CompanySuggestion`: id, name, code = unified social credit code, streetId). */
export type CompanySuggestion = components['schemas']['CompanySuggestion'];

/**
 * The caller's enterprise as the documents' company-name search finds it (`queryCompanyByName`, GET
 * /company-code/queryByName, any login; seeds 000 §3 "Company suggestion: id, name, code, streetId"): the suggestion
 * whose name equals `companyName`, else null. Used to prefill 统一社会信用代码 and 所属乡镇（街道） of the appeal form; sent
 * quietly (no message when it fails — the fields then simply stay empty and editable).
 */
export function myCompanyQuery(companyName: string) {
  return queryOptions({
    queryKey: appealOptionKeys.company(companyName),
    queryFn: async ({ signal }): Promise<CompanySuggestion | null> => {
      const list = await unwrap(
        api.GET('/company-code/queryByName', { params: { query: { name: companyName } }, headers: { [QUIET_HEADER]: '1' }, signal }),
      );
      return list.find((c) => c.name === companyName) ?? null;
    },
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  });
}

/** Options of the hooks below. */
export interface AppealHookOptions {
  /** Run the query (default true); e.g. false for visitors. */
  enabled?: boolean;
}

/** 我的诉求, keeping the previous page while the next loads. */
export function useMyAppealList(params: MyAppealListParams, options: AppealHookOptions = {}) {
  return useQuery({ ...myAppealListQuery(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

/** One appeal's progress; disabled without an id. */
export function useMyAppealProgress(id: string | undefined, options: AppealHookOptions = {}) {
  return useQuery({ ...myAppealProgressQuery(id ?? ''), enabled: (options.enabled ?? true) && Boolean(id) });
}

/** The home block 我的诉求. */
export function useHomeMyAppeal(limit = 5, options: AppealHookOptions = {}) {
  return useQuery({ ...homeMyAppealQuery(limit), enabled: options.enabled ?? true });
}

/** The appeal class tree. */
export function useAppealClassOptions() {
  return useQuery(appealClassOptionsQuery());
}

/** The service area types. */
export function useServiceAreaTypes() {
  return useQuery(serviceAreaTypeQuery());
}

/** The county's streets and towns. */
export function useAppealStreets() {
  return useQuery(appealStreetsQuery());
}

/** The caller's enterprise for prefilling the form; disabled without a company name. */
export function useMyCompany(companyName: string | undefined) {
  return useQuery({ ...myCompanyQuery(companyName ?? ''), enabled: Boolean(companyName) });
}

/** The application tiles. */
export function useCommonApps() {
  return useQuery(commonAppsQuery());
}
