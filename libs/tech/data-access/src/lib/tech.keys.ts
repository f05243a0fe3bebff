import type { TechKind, TechListParams } from './tech.types';

/**
 * Query keys of technology service (CONVENTIONS.md "query-key factory per resource":
 * all/lists/list/details/detail). Hooks own their keys; callers never build keys by hand.
 */
export const techKeys = {
  all: ['tech'] as const,
  lists: (kind: TechKind) => [...techKeys.all, kind, 'list'] as const,
  list: (kind: TechKind, params: TechListParams) => [...techKeys.lists(kind), params] as const,
  details: (kind: TechKind) => [...techKeys.all, kind, 'detail'] as const,
  detail: (kind: TechKind, id: string) => [...techKeys.details(kind), id] as const,
  /** The 技术领域 tree. */
  domainTree: () => [...techKeys.all, 'domainTree'] as const,
  /** The statistic strip. */
  statistic: () => [...techKeys.all, 'statistic'] as const,
  /** The home blocks. */
  recommend: (limit: number) => [...techKeys.all, 'recommend', limit] as const,
};
