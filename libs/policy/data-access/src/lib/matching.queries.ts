import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { applyProjectKeys, imitateKeys, matchingKeys } from './matching.keys';
import {
  MATCH_PAGE_SIZE,
  type ApplyProjectListParams,
  type ApplyProjectPage,
  type HomeMyPolicy,
  type ImitateMatchLog,
  type MatchCount,
  type MatchResult,
  type MatchSituation,
  type MedicalReport,
  type ProjectMatch,
  type ProjectMatchListParams,
  type ProjectMatchPage,
  type ReplenishInfo,
  type TagCategory,
} from './matching.types';
import { type PolicyListItem } from './policy.types';
import { compactQuery } from '@qifu/util';

/** Match data changes only when facts or projects change: kept fresh for 30 s. */
const MATCH_STALE_MS = 30_000;

/**
 * Query options of the enterprise's match situation (`matchSituation`, GET
 * /policy/doc/matchSituation, QY only; seeds 000 §7): counts per result, estimated amount in 元,
 * wholeInfo, the data most often missing, the match time. With `policyId`, only that policy's
 * projects count (the 完善信息 page of the declaration flow).
 */
export function matchSituationQuery(policyId?: string) {
  return queryOptions({
    queryKey: matchingKeys.situation(policyId),
    queryFn: ({ signal }): Promise<MatchSituation> =>
      unwrap(api.GET('/policy/doc/matchSituation', { params: { query: compactQuery({ policyId }) }, signal })),
    staleTime: MATCH_STALE_MS,
  });
}

/**
 * Query options of one page of the enterprise's project matches (`applyProjectMatchList`, QY
 * only; seeds 000 §7): matched first, then partly matched by 匹配度, then not matched.
 */
export function projectMatchListQuery(params: ProjectMatchListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: matchingKeys.list(query),
    queryFn: ({ signal }): Promise<ProjectMatchPage> =>
      unwrap(api.GET('/policy/doc/applyProjectMatchList', { params: { query }, signal })),
    staleTime: MATCH_STALE_MS,
  });
}

/** Query options of one project's match with every condition (`getMyProjectMatch`, GET /corp/policy/matchDetail, QY only). */
export function projectMatchDetailQuery(projectId: string) {
  return queryOptions({
    queryKey: matchingKeys.detail(projectId),
    queryFn: ({ signal }): Promise<ProjectMatch> =>
      unwrap(api.GET('/corp/policy/matchDetail', { params: { query: { projectId } }, signal })),
    staleTime: MATCH_STALE_MS,
  });
}

/** Query options of the replenish page's data (`getReplenishInfo`, GET /corp/policy/replenishInfo, QY only). */
export function replenishInfoQuery() {
  return queryOptions({
    queryKey: matchingKeys.replenish(),
    queryFn: ({ signal }): Promise<ReplenishInfo> => unwrap(api.GET('/corp/policy/replenishInfo', { signal })),
  });
}

/** Query options of the home block 我的政策 (`homeMyPolicy`, QY only): counts and the `limit` (1–20, default 5) best projects. */
export function homeMyPolicyQuery(limit = 5) {
  return queryOptions({
    queryKey: matchingKeys.home(limit),
    queryFn: ({ signal }): Promise<HomeMyPolicy> =>
      unwrap(api.GET('/corp/policyCalculator/homeMyPolicy', { params: { query: { limit } }, signal })),
    staleTime: MATCH_STALE_MS,
  });
}

/**
 * Query options of the policies related to the caller's enterprise (`queryRelatedPolicy`, QY
 * only), with `policyId` those related to that policy too (the policy itself excluded).
 */
export function relatedPolicyQuery(policyId?: string, limit = 5) {
  return queryOptions({
    queryKey: matchingKeys.related(policyId, limit),
    queryFn: ({ signal }): Promise<PolicyListItem[]> =>
      unwrap(api.GET('/corp/policyCalculator/queryRelatedPolicy', { params: { query: compactQuery({ policyId, limit }) }, signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * Query options of the enterprise health report (`medicalReport`, POST /policy/doc/medicalReport
 * with `{ year }`, QY only; seeds 000 §7). Without `year` the server reports the last full year.
 */
export function medicalReportQuery(year?: number) {
  return queryOptions({
    queryKey: matchingKeys.report(year),
    queryFn: ({ signal }): Promise<MedicalReport> =>
      unwrap(api.POST('/policy/doc/medicalReport', { body: year === undefined ? {} : { year }, signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * Query options of a simulated-matching record (`queryCompanyInfoImitate`, public or logged in):
 * by `id`; without it the caller's latest record, a logged-in enterprise's archive facts (id
 * null) or `null` for a visitor.
 */
export function imitateRecordQuery(id?: string) {
  return queryOptions({
    queryKey: imitateKeys.record(id ?? null),
    queryFn: ({ signal }): Promise<ImitateMatchLog | null> =>
      unwrap(api.POST('/imitate/match/log/queryCompanyInfoImitate', { body: id ? { id } : {}, signal })),
  });
}

/** Query options of the counts of a simulated matching (`getMatchCount`). */
export function imitateCountQuery(id: string) {
  return queryOptions({
    queryKey: imitateKeys.count(id),
    queryFn: ({ signal }): Promise<MatchCount> =>
      unwrap(api.GET('/imitate/match/log/getMatchCount', { params: { query: { id } }, signal })),
  });
}

/** Which page of a simulated matching's results: the record, an optional result filter and the page (size 10). */
export interface SimulateListInput {
  imitateId: string;
  matchResult?: MatchResult;
  page: number;
}

/** Query options of one page of a simulated matching's results (`pagePolicySimulateList`, page size 10). */
export function simulateListQuery({ imitateId, matchResult, page }: SimulateListInput) {
  const params = compactQuery({ matchResult, page, pageSize: MATCH_PAGE_SIZE });
  return queryOptions({
    queryKey: imitateKeys.list(imitateId, params),
    queryFn: ({ signal }): Promise<ProjectMatchPage> =>
      unwrap(api.GET('/policy/doc/pagePolicySimulateList', { params: { query: { imitateId, ...params } }, signal })),
  });
}

/** Query options of one page of the public declaration projects (`listPublicApplyProject`, GET /policy/doc/applyProjectList). */
export function applyProjectListQuery(params: ApplyProjectListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: applyProjectKeys.list(query),
    queryFn: ({ signal }): Promise<ApplyProjectPage> =>
      unwrap(api.GET('/policy/doc/applyProjectList', { params: { query }, signal })),
    staleTime: MATCH_STALE_MS,
  });
}

/** Query options of the tag categories with their tags (`listTagCategory`, public) for the 企业标签 input. */
export function matchTagOptionsQuery() {
  return queryOptions({
    queryKey: applyProjectKeys.tagOptions(),
    queryFn: ({ signal }): Promise<TagCategory[]> => unwrap(api.GET('/tag/info/categoryList', { signal })),
    staleTime: 10 * 60_000,
  });
}

/**
 * Query options of the name of a 9-digit street code (`listRegionChildren` of its county, public):
 * 武康街道 for 330521001, the code itself when the county does not list it.
 */
export function streetNameQuery(streetId: string) {
  return queryOptions({
    queryKey: [...applyProjectKeys.all, 'streetName', streetId] as const,
    queryFn: async ({ signal }): Promise<string> => {
      const streets = await unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: streetId.slice(0, 6) } }, signal }));
      return streets.find((street) => street.code === streetId)?.name ?? streetId;
    },
    staleTime: 60 * 60_000,
  });
}

/** Options the hooks below accept: `enabled` (e.g. only for a logged-in enterprise). */
export interface MatchingHookOptions {
  enabled?: boolean;
}

/** The enterprise's match situation (no suspense: the page shows its own loading and error states). */
export function useMatchSituation(policyId?: string, options: MatchingHookOptions = {}) {
  return useQuery({ ...matchSituationQuery(policyId), enabled: options.enabled ?? true });
}

/** One page of the enterprise's project matches, keeping the previous page while the next loads. */
export function useProjectMatchList(params: ProjectMatchListParams, options: MatchingHookOptions = {}) {
  return useQuery({ ...projectMatchListQuery(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

/** One project's match with every condition; disabled without a project id. */
export function useProjectMatchDetail(projectId: string | undefined, options: MatchingHookOptions = {}) {
  return useQuery({ ...projectMatchDetailQuery(projectId ?? ''), enabled: (options.enabled ?? true) && Boolean(projectId) });
}

/** The replenish page's facts and missing data. */
export function useReplenishInfo(options: MatchingHookOptions = {}) {
  return useQuery({ ...replenishInfoQuery(), enabled: options.enabled ?? true });
}

/** The home block 我的政策. */
export function useHomeMyPolicy(limit = 5, options: MatchingHookOptions = {}) {
  return useQuery({ ...homeMyPolicyQuery(limit), enabled: options.enabled ?? true });
}

/** Policies related to the enterprise (and to `policyId`). */
export function useRelatedPolicies(policyId?: string, limit = 5, options: MatchingHookOptions = {}) {
  return useQuery({ ...relatedPolicyQuery(policyId, limit), enabled: options.enabled ?? true });
}

/** The enterprise health report of `year`, keeping the previous year's while another loads. */
export function useMedicalReport(year?: number, options: MatchingHookOptions = {}) {
  return useQuery({ ...medicalReportQuery(year), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

/** A simulated-matching record (by id, else latest / archive prefill / null). */
export function useImitateRecord(id?: string) {
  return useQuery(imitateRecordQuery(id));
}

/** The counts of a simulated matching; disabled without a record id. */
export function useImitateCount(id: string | undefined) {
  return useQuery({ ...imitateCountQuery(id ?? ''), enabled: Boolean(id) });
}

/** One page of a simulated matching's results, keeping the previous page; disabled without a record id. */
export function useSimulateList(input: Omit<SimulateListInput, 'imitateId'> & { imitateId: string | undefined }) {
  return useQuery({
    ...simulateListQuery({ ...input, imitateId: input.imitateId ?? '' }),
    placeholderData: keepPreviousData,
    enabled: Boolean(input.imitateId),
  });
}

/** One page of the public declaration projects, keeping the previous page while the next loads. */
export function useApplyProjectList(params: ApplyProjectListParams) {
  return useQuery({ ...applyProjectListQuery(params), placeholderData: keepPreviousData });
}

/** Tag categories with their tags for the 企业标签 input. */
export function useMatchTagOptions(options: MatchingHookOptions = {}) {
  return useQuery({ ...matchTagOptionsQuery(), enabled: options.enabled ?? true });
}

/** The name of a street code (disabled without a 9-digit code). */
export function useStreetName(streetId: string | undefined) {
  return useQuery({ ...streetNameQuery(streetId ?? ''), enabled: Boolean(streetId && /^\d{9}$/.test(streetId)) });
}
