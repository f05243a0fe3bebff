import type { ListingKind } from './land.types';

/** The key factory of one listing kind (land supply, land demand, workshop supply, workshop demand). */
export interface ListingKeys<K extends ListingKind> {
  all: readonly ['land', K];
  /** Prefix of every list of the kind (workbench lists and the portal's lists). */
  lists: () => readonly ['land', K, 'list'];
  /** One workbench list (listLandInfo …: every state within the caller's reach) with its compacted parameters. */
  list: (params?: object) => readonly ['land', K, 'list', 'manage', object];
  /** One portal list (listPublicLandInfo …: published only) with its compacted parameters. */
  publicList: (params?: object) => readonly ['land', K, 'list', 'public', object];
  /** Prefix of every detail of the kind. */
  details: () => readonly ['land', K, 'detail'];
  /** One listing; `loggedIn` is part of the key (the full contact phone only comes to a logged-in caller). */
  detail: (id: string, loggedIn?: boolean) => readonly ['land', K, 'detail', string, boolean];
}

function listingKeys<K extends ListingKind>(kind: K): ListingKeys<K> {
  const all = ['land', kind] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', 'manage', params] as const,
    publicList: (params: object = {}) => [...all, 'list', 'public', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string, loggedIn = true) => [...all, 'detail', id, loggedIn] as const,
  };
}

const reviewLogAll = ['land', 'reviewLog'] as const;

/**
 * Query keys of the factory and land market (CONVENTIONS.md "query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard), one factory per
 * resource: the four listing kinds and the review log. A kind's workbench lists, portal lists and
 * details sit under `['land', kind]`, so a change clears the workbench and the portal together
 * (`landKeys.workshopInfo.all`). Hooks own their keys; callers never build keys by hand.
 */
export const landKeys = {
  all: ['land'] as const,
  landInfo: listingKeys('landInfo'),
  landDemand: listingKeys('landDemand'),
  workshopInfo: listingKeys('workshopInfo'),
  workshopDemand: listingKeys('workshopDemand'),
  /** The review logs of both markets (`list({ market, … })`). */
  reviewLog: {
    all: reviewLogAll,
    lists: () => [...reviewLogAll, 'list'] as const,
    list: (params: object = {}) => [...reviewLogAll, 'list', params] as const,
  },
  /** The county's towns for the filters. */
  towns: () => ['land', 'towns'] as const,
};

/** A resource of {@link landKeys} with its own invalidation. */
export type LandResource = ListingKind | 'reviewLog';
