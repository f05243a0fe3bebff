/**
 * The policy search and subscription pages (issue 5), loaded on demand with
 * `loadPolicySearchPages()` in their own chunk; each component imports the Mantine styles it needs.
 */
export { PolicySearchPage, type PolicySearchPageProps } from './policy-search-page';
export { PolicySearchHit, type PolicySearchHitProps } from './policy-search-hit';
export { PolicySubPage, SUB_SAVED_MESSAGE, type PolicySubPageProps } from '../policy-sub/policy-sub-page';
export { TagSubscriptionFilter, type TagSubscriptionFilterProps } from '../policy-sub/tag-subscription-filter';
