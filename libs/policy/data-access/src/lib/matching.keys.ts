import { type ApplyProjectListParams, type ProjectMatchListParams } from './matching.types';

/**
 * Query keys of the enterprise's own matching (policy calculator, replenish, home block 我的政策,
 * related policies, health report). Everything here depends on the enterprise's facts, so a
 * change of facts (`saveReplenish`) clears `matchingKeys.all` at once (CONVENTIONS.md §4).
 */
export const matchingKeys = {
  all: ['matching'] as const,
  /** matchSituation, optionally limited to one policy's projects. */
  situation: (policyId?: string) => [...matchingKeys.all, 'situation', policyId ?? null] as const,
  lists: () => [...matchingKeys.all, 'list'] as const,
  list: (params: ProjectMatchListParams) => [...matchingKeys.lists(), params] as const,
  details: () => [...matchingKeys.all, 'detail'] as const,
  detail: (projectId: string) => [...matchingKeys.details(), projectId] as const,
  replenish: () => [...matchingKeys.all, 'replenish'] as const,
  home: (limit: number) => [...matchingKeys.all, 'home', limit] as const,
  related: (policyId: string | undefined, limit: number) => [...matchingKeys.all, 'related', policyId ?? null, limit] as const,
  report: (year: number | undefined) => [...matchingKeys.all, 'report', year ?? null] as const,
};

/** Query keys of simulated matching (模拟匹配 records, their counts and result pages). */
export const imitateKeys = {
  all: ['imitate'] as const,
  /** queryCompanyInfoImitate: by id, or the caller's latest / archive prefill (`null`). */
  record: (id: string | null) => [...imitateKeys.all, 'record', id] as const,
  /** Everything derived from one record (counts and pages). */
  results: (id: string) => [...imitateKeys.all, 'results', id] as const,
  count: (id: string) => [...imitateKeys.results(id), 'count'] as const,
  list: (id: string, params: { matchResult?: string; page: number; pageSize: number }) =>
    [...imitateKeys.results(id), 'list', params] as const,
};

/** Query keys of the public declaration-project list (申报项目) and the options the forms use. */
export const applyProjectKeys = {
  all: ['applyProject'] as const,
  lists: () => [...applyProjectKeys.all, 'list'] as const,
  list: (params: ApplyProjectListParams) => [...applyProjectKeys.lists(), params] as const,
  /** Tag categories with their tags (the 企业标签 input of the facts forms). */
  tagOptions: () => ['matchingOptions', 'tags'] as const,
};
