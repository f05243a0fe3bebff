/**
 * The policy blocks of the public home (seeds 000 §2 /page/home; seeds 001 §7 "/policy/doc/*
 * (public): carousel, hotPolicy, statistic"): query options and hooks.
 */
import { type components, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A slide of the policy service carousel (`PolicyCarousel`). */
export type PolicyCarouselSlide = components['schemas']['PolicyCarousel'];
/** A hot policy (`HotPolicyItem`): title, issuing unit, publish time, support-mode labels, view count. */
export type HotPolicyItem = components['schemas']['HotPolicyItem'];
/** The figures of the policy service (`PolicyStatistic`); `passAmount` in yuan. */
export type PolicyStatistic = components['schemas']['PolicyStatistic'];

/** Query keys of the policy home blocks. */
export const policyHomeKeys = {
  all: ['policyHome'] as const,
  carousel: () => [...policyHomeKeys.all, 'carousel'] as const,
  hot: (limit: number) => [...policyHomeKeys.all, 'hot', limit] as const,
  statistic: () => [...policyHomeKeys.all, 'statistic'] as const,
};

/** The carousel slides on the shelf, by sort (`listPolicyCarousel`); cached 5 minutes. */
export function policyCarouselQuery() {
  return queryOptions({
    queryKey: policyHomeKeys.carousel(),
    queryFn: ({ signal }) => unwrap(api.GET('/policy/doc/carousel', { signal })),
    staleTime: 300_000,
  });
}

/** The `limit` (1–20) most viewed published policies (`hotPolicy`); cached 1 minute. */
export function hotPolicyQuery(limit: number) {
  return queryOptions({
    queryKey: policyHomeKeys.hot(limit),
    queryFn: ({ signal }) => unwrap(api.GET('/policy/doc/hotPolicy', { params: { query: { limit } }, signal })),
    staleTime: 60_000,
  });
}

/** The figures of the policy service (`getPolicyStatistic`); cached 5 minutes. */
export function policyStatisticQuery() {
  return queryOptions({
    queryKey: policyHomeKeys.statistic(),
    queryFn: ({ signal }) => unwrap(api.GET('/policy/doc/statistic', { signal })),
    staleTime: 300_000,
  });
}

/** The carousel slides (see {@link policyCarouselQuery}). */
export const usePolicyCarousel = () => useQuery(policyCarouselQuery());
/** The hot policies (see {@link hotPolicyQuery}). */
export const useHotPolicies = (limit: number) => useQuery(hotPolicyQuery(limit));
/** The policy service figures (see {@link policyStatisticQuery}). */
export const usePolicyStatistic = () => useQuery(policyStatisticQuery());
