import type { ListingKind, MarketListParams } from './land.types';

/**
 * Query keys of the market (CONVENTIONS.md "query-key factory per resource": all/lists/list/details/detail).
 * Hooks own their keys; callers never build keys by hand.
 */
export const landKeys = {
  all: ['land'] as const,
  lists: () => [...landKeys.all, 'list'] as const,
  list: (kind: ListingKind, params: MarketListParams) => [...landKeys.lists(), kind, params] as const,
  details: () => [...landKeys.all, 'detail'] as const,
  /** `loggedIn`: the answer differs (the full contact phone only comes to a logged-in caller). */
  detail: (kind: ListingKind, id: string, loggedIn: boolean) => [...landKeys.details(), kind, id, loggedIn] as const,
  /** The county's towns for the filter. */
  towns: () => [...landKeys.all, 'towns'] as const,
};
