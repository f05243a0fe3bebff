/**
 * Read-cache tags of the public policy reads (core/read-cache.ts, issue 13 §6): the policy market
 * list and its filter options, and the carousel, are cached under these; every handler that adds,
 * edits, takes up or down, or deletes a policy (or a carousel slide) must invalidate them after its
 * write (`await ctx.readCache?.invalidate(POLICY_CACHE_TAG)`).
 */
import { DICT_CACHE_TAG } from '../../sys';

/** `pol_info`: title, issuing unit, publish time, support modes and status of policies. */
export const POLICY_CACHE_TAG = 'policy';
/** `pol_carousel`: the policy service's carousel slides. */
export const POLICY_CAROUSEL_CACHE_TAG = 'policy-carousel';
/** What the policy market's list and options read: policies and the support-mode dictionary labels. */
export const POLICY_MARKET_TAGS = [POLICY_CACHE_TAG, DICT_CACHE_TAG] as const;
