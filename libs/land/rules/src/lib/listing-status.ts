/**
 * The review-state table of every factory and land market listing (contract `LandStatus`,
 * openapi/domains/land/schemas/land-status.yaml, and `WorkshopStatus`,
 * openapi/domains/workshop/schemas/workshop-status.yaml — the contract gives both the same table;
 * seeds 001 §4 "land and workshop: review-state updates"): the ONE place that says which action is
 * allowed in which state, for land supply, land demand, workshop supply and workshop demand alike.
 * The server asks this table before every write (save, submit, review, takedown, delete) and maps a
 * refusal to HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`; the workbench shows only the actions
 * {@link listingActionsFrom} returns.
 *
 * | from | action | to | review log row |
 * |---|---|---|---|
 * | (new) | save | 0 草稿 | – |
 * | 0 草稿, 3 审核驳回, 4 已下架 | save | 0 草稿 | – |
 * | 0 草稿, 3 审核驳回, 4 已下架 | submit | 1 待审核 | submit |
 * | 1 待审核 | pass (review result 1) | 2 已上架 | pass |
 * | 1 待审核 | reject (review result 2, opinion required) | 3 审核驳回 | reject |
 * | 2 已上架 | takedown | 4 已下架 | takedown |
 * | 0 草稿, 3 审核驳回, 4 已下架 | delete | (removed) | – |
 *
 * Only state 2 is public (the portal's sdmarket pages); `publishTime` is set when a review passes.
 * `new` and `removed` are markers, never stored.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored listing state: '0' 草稿, '1' 待审核, '2' 已上架, '3' 审核驳回, '4' 已下架. */
export type ListingStatus = components['schemas']['LandStatus'];

// The contract's two enums are the same set of codes: one table serves both (compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_CODES: Same<ListingStatus, components['schemas']['WorkshopStatus']> = true;
void SAME_CODES;

/** Chinese labels of {@link ListingStatus} (the contract's x-enum-descriptions, generated). */
export const LISTING_STATUS_LABELS = ENUM_LABELS.LandStatus satisfies Readonly<Record<ListingStatus, string>>;

/** The stored states by name — the one place their codes are spelled (lint rule `qifu/no-bare-status-literal`). */
export const LISTING_STATUS = {
  /** 0 草稿 */
  draft: '0',
  /** 1 待审核 */
  pending: '1',
  /** 2 已上架 */
  published: '2',
  /** 3 审核驳回 */
  rejected: '3',
  /** 4 已下架 */
  offline: '4',
} as const satisfies Readonly<Record<string, ListingStatus>>;

/** The one public state. */
export const PUBLISHED: ListingStatus = LISTING_STATUS.published;

/** Whether a listing in `status` is public (2 已上架: the portal's sdmarket pages show it). */
export function isListingPublished(status: ListingStatus): boolean {
  return status === PUBLISHED;
}

/** The actions that write a review log row (contract `LandReviewAction` = `WorkshopReviewAction`). */
export type LoggedListingAction = components['schemas']['LandReviewAction'];

const SAME_ACTIONS: Same<LoggedListingAction, components['schemas']['WorkshopReviewAction']> = true;
void SAME_ACTIONS;

/** Chinese names of the logged actions (the contract's x-enum-descriptions, generated). */
export const LISTING_REVIEW_ACTION_LABELS = ENUM_LABELS.LandReviewAction satisfies Readonly<Record<LoggedListingAction, string>>;

/** An action of the table: the logged actions of the contract, `save` and `delete` (neither logged). */
export type ListingAction = LoggedListingAction | 'save' | 'delete';

/** The transition table. States `new` / `removed` are markers (see the module comment). */
export const listingStatusMachine = defineStateMachine<ListingStatus | 'new' | 'removed', ListingAction>({
  states: ['new', '0', '1', '2', '3', '4', 'removed'],
  transitions: [
    { from: ['new', '0', '3', '4'], action: 'save', to: '0' },
    { from: ['0', '3', '4'], action: 'submit', to: '1' },
    { from: '1', action: 'pass', to: '2' },
    { from: '1', action: 'reject', to: '3' },
    { from: '2', action: 'takedown', to: '4' },
    { from: ['0', '3', '4'], action: 'delete', to: 'removed' },
  ],
});

/** The states the table may start from: a stored state or `new` (no record yet). */
export type ListingFrom = ListingStatus | 'new';

/** Whether `state` is a stored listing state (not a marker). */
export function isListingStatus(state: string): state is ListingStatus {
  return state in LISTING_STATUS_LABELS;
}

/**
 * The stored state `action` leads to from `from`, or the refusal `当前状态不允许该操作` (use
 * `listingStatusMachine.check(from, 'delete')` for deletion).
 */
export function listingTransition(from: ListingFrom, action: Exclude<ListingAction, 'delete'>): TransitionCheck<ListingStatus> {
  const result = listingStatusMachine.check(from, action);
  if (result.ok && !isListingStatus(result.to)) throw new Error(`listing transition ended in ${result.to}`);
  return result as TransitionCheck<ListingStatus>;
}

/** The actions allowed on a listing in `status`, in table order (to show only the allowed buttons). */
export function listingActionsFrom(status: ListingFrom): ListingAction[] {
  return listingStatusMachine.actionsFrom(status);
}
