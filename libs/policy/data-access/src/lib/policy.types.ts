import type { components, operations } from '@qifu/sdk';

/** Query of `listPolicyDoc` (GET /policy/doc/list): page, pageSize, keyword, policyDepName, supportMode. */
export type PolicyListParams = NonNullable<operations['listPolicyDoc']['parameters']['query']>;
/** One policy of the market list (seeds 001 §3 "Policy list item"). */
export type PolicyListItem = components['schemas']['PolicyListItem'];
/** A page of policies: `{ list, total }`. */
export type PolicyPage = components['schemas']['PolicyPage'];
/** The whole policy of the details page. */
export type PolicyDetail = components['schemas']['PolicyDetail'];
/** Body of `addPolConsult` (seeds 000 §3 "Policy consultation"). */
export type PolConsultForm = components['schemas']['PolConsultForm'];
/** A consultation as listed to staff and to its author. */
export type PolConsultItem = components['schemas']['PolConsultItem'];
/** A page of consultations: `{ list, total }`. */
export type PolConsultPage = components['schemas']['PolConsultPage'];
/** Query of `listPolConsult` (staff) and `getPolConsult` (mine): page, pageSize, keyword. */
export type PolConsultListParams = NonNullable<operations['listPolConsult']['parameters']['query']>;
/** Body of `addPolicyBusinessLog`: `type: 1`, `eventLabel` plus flat extras (seeds 001 §3). */
export type BusinessLog = components['schemas']['BusinessLog'];
/** All dictionaries by key (getDict). */
export type DictMap = components['schemas']['DictMap'];

/** Policy market page size (seeds 001 §9). */
export const POLICY_MARKET_PAGE_SIZE = 10;
/** Page sizes of the generic paged table (seeds 001 §9): 5, 10, 50, 100; default 10. */
export const TABLE_PAGE_SIZES = [5, 10, 50, 100] as const;
/** Default page size of the generic paged table (seeds 001 §9). */
export const TABLE_DEFAULT_PAGE_SIZE = 10;
