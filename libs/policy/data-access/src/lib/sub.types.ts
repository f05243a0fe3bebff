import type { components, operations } from '@qifu/sdk';

/**
 * The caller's subscription (`getFindMySub`): the filter lines (`categories`: categoryId,
 * categoryName, tags `{ id, tagName }`) and the subscribed tag ids (at most one per line).
 */
export type PolMySub = components['schemas']['PolMySub'];
/** One line of the policy tag subscription filter: a tag category and its enabled tags. */
export type PolSubCategory = components['schemas']['PolSubCategory'];
/** An enterprise tag `{ id, tagName }` (seeds 001 §3). */
export type PolTag = components['schemas']['PolTag'];
/** Body of `saveMySub`: `{ tagInfoIds }` (replaces the subscription; empty ends it). */
export type PolSubForm = components['schemas']['PolSubForm'];
/** Query of `getMySub`: tagInfoId (one subscribed tag, else all), page, pageSize. */
export type MySubPoliciesParams = NonNullable<operations['getMySub']['parameters']['query']>;
