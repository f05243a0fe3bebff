/**
 * Query options of 轮播图管理, 政策标签, the personal policy area, 政策看板, 政策数据总览 and 政策业务日志
 * (issue 15; seeds 001 §2, §7). Each builder is what the page's table or chart reads and what the
 * workbench route prefetches; blank filters are dropped (`compactQuery`) so keys are canonical.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { businessLogKeys, carouselKeys, myPolicyKeys, policyLabelKeys, policyStatsKeys } from './policy-manage.keys';
import type {
  CarouselListParams,
  PolCollectListParams,
  PolicyBusinessLogListParams,
  PolicyBusinessLogStatParams,
  PolicyDateRange,
  PolicyLabelListParams,
  PolMyViewListParams,
  PolNumberTrendType,
  TaggedCompanyQuery,
} from './policy-manage.types';

/** One page of carousel slides (`listCarousel`, policy:carousel:list), by sort then newest: `{ list, total }`. */
export function carouselListQuery(params: FormQuery<CarouselListParams>) {
  const query = compactQuery<CarouselListParams>(params);
  return queryOptions({
    queryKey: carouselKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/carousel/list', { params: { query }, signal })),
  });
}

/** One page of policy labels (`listPolicyLabel`, policy:label:list) with their tags and counts: `{ list, total }`. */
export function policyLabelListQuery(params: FormQuery<PolicyLabelListParams>) {
  const query = compactQuery<PolicyLabelListParams>(params);
  return queryOptions({
    queryKey: policyLabelKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/label/list', { params: { query }, signal })),
  });
}

/** Enabled enterprise tags whose name contains `tagName` (`selectPartTagInfo`, at most 50) — the lock dialog's choices. */
export function tagChoicesQuery(tagName = '') {
  return queryOptions({
    queryKey: policyLabelKeys.tagChoices(tagName),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/label/selectPartTagInfo', { params: { query: tagName ? { tagName } : {} }, signal })),
    staleTime: 60_000,
  });
}

/** The tag choices ({@link tagChoicesQuery}). */
export const useTagChoices = (tagName = '') => useQuery(tagChoicesQuery(tagName));

/**
 * One page of the enterprises carrying a label (every tag of it) or one enterprise tag
 * (`selectCompanyInfoByLabel`): `{ list: { id, companyName, contact, phone, … }[], total }`.
 */
export function taggedCompanyQuery(params: TaggedCompanyQuery) {
  return queryOptions({
    queryKey: policyLabelKeys.companies(params),
    queryFn: ({ signal }) => unwrap(api.POST('/admin/policy/label/selectCompanyInfoByLabel', { body: params, signal })),
  });
}

/** One page of the caller's collected policies (`getCollect`), newest collection first. */
export function myCollectListQuery(params: FormQuery<PolCollectListParams>) {
  const query = compactQuery<PolCollectListParams>(params);
  return queryOptions({
    queryKey: myPolicyKeys.collectList(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/my/getCollect', { params: { query }, signal })),
  });
}

/** One page of the caller's viewed policies (`getPolMyView`), latest view first. */
export function myViewListQuery(params: FormQuery<PolMyViewListParams>) {
  const query = compactQuery<PolMyViewListParams>(params);
  return queryOptions({
    queryKey: myPolicyKeys.views(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/my/getPolMyView', { params: { query }, signal })),
  });
}

/** Whether the logged-in caller collected the policy (`getMyColById`). */
export function collectStateQuery(polInfoId: string) {
  return queryOptions({
    queryKey: myPolicyKeys.collectState(polInfoId),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/my/getMyColById', { params: { query: { polInfoId } }, signal })),
  });
}

/** The collection state ({@link collectStateQuery}); fetched only when `enabled` (a logged-in reader). */
export const useCollectState = (polInfoId: string, enabled: boolean) => useQuery({ ...collectStateQuery(polInfoId), enabled });

const range = (params: PolicyDateRange) => compactQuery<PolicyDateRange>(params);

/** 政策看板 totals (`getPolicyVisualStatistics`) within the optional 发布时间 days. */
export function policyVisualOverviewQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('visualOverview', query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/visual/statistics', { params: { query }, signal })),
  });
}

/** Published policies per issuing unit (`countPolicyByDep`), most first. */
export function policyByDepQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('byDep', query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/visual/countByDep', { params: { query }, signal })),
  });
}

/** Published policies per support mode (`countPolicyBySupportMode`), most first. */
export function policyBySupportModeQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('bySupportMode', query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/visual/countBySupportMode', { params: { query }, signal })),
  });
}

/** Published policies per month of `year` (`countPolicyByMonth`): 12 bars `YYYY-MM`. */
export function policyByMonthQuery(year: number) {
  return queryOptions({
    queryKey: policyStatsKeys.chart('byMonth', { year }),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/visual/countByMonth', { params: { query: { year } }, signal })),
  });
}

/** 政策数据总览 figures (`getPolNumberOverview`) within the optional days. */
export function polNumberOverviewQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('numberOverview', query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/number/overview', { params: { query }, signal })),
  });
}

/** Published policies per issuing unit within the days (`getPolNumberByDep`). */
export function polNumberByDepQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('numberByDep', query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/number/byDep', { params: { query }, signal })),
  });
}

/** Per street: enterprises, matched enterprises and submitted declarations within the days (`getPolNumberByStreet`). */
export function polNumberByStreetQuery(params: PolicyDateRange = {}) {
  const query = range(params);
  return queryOptions({
    queryKey: policyStatsKeys.chart('numberByStreet', query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/number/byStreet', { params: { query }, signal })),
  });
}

/** Twelve months of `year` of policies, declarations, consultations or views (`getPolNumberTrend`). */
export function polNumberTrendQuery(year: number, type: PolNumberTrendType) {
  return queryOptions({
    queryKey: policyStatsKeys.chart('numberTrend', { year, type }),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/number/trend', { params: { query: { year, type } }, signal })),
  });
}

/** One page of business-log events (`listPolicyBusinessLog`), newest first. */
export function businessLogListQuery(params: FormQuery<PolicyBusinessLogListParams>) {
  const query = compactQuery<PolicyBusinessLogListParams>(params);
  return queryOptions({
    queryKey: businessLogKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/policyBusinessLog/list', { params: { query }, signal })),
  });
}

/** Business-log counts and distinct users by event, policy or day (`getPolicyBusinessLogStatistic`). */
export function businessLogStatsQuery(params: FormQuery<PolicyBusinessLogStatParams>) {
  const query = compactQuery<PolicyBusinessLogStatParams>(params);
  return queryOptions({
    queryKey: businessLogKeys.stats(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/policyBusinessLog/statistic', { params: { query }, signal })),
  });
}
