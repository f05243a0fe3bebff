/**
 * Mutations of the factory and land market's workbench (seeds 001 §7 /land/info/*, /land/demand/*,
 * /workshop/info/*, /workshop/demand/*; seeds 001 §4 "land and workshop: review-state updates"):
 * save, delete, submit, review (pass / reject with an opinion) and take down, for each of the four
 * listing kinds. Every hook resolves to `{ data, msg }` (the server's message, e.g. 提交成功, for
 * the success notice), invalidates the kind's keys (its workbench lists, portal lists and details)
 * and the review log first, then calls the caller's `onSuccess` (CONVENTIONS.md §4, §5). Failures
 * were already shown by the API client (a refused state change: 当前状态不允许该操作); callers
 * usually need no `onError`.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';
import { type QueryClient } from '@tanstack/react-query';

import { landKeys, type LandResource } from './land.keys';
import type {
  LandMutationResult,
  ListingFormOf,
  ListingIdForm,
  ListingIdList,
  ListingKind,
  ListingReviewForm,
  ListingTakedownForm,
} from './land.types';

/**
 * Clears every cached list and detail of a resource: a listing kind's workbench lists, portal lists
 * and details, or the review log (CONVENTIONS.md §4 "one invalidation helper per resource").
 */
export function invalidateLandResource(queryClient: QueryClient, resource: LandResource): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: landKeys[resource].all });
}

/** Options of every mutation hook of this library. (the shared {@link ResourceMutationOptions}). */
export type LandMutationOptions<Data, Vars> = ResourceMutationOptions<LandMutationResult<Data>, Vars>;

/** The typed calls of one action for each kind (one operation per kind and action in the contract). */
type Calls<Body> = Readonly<Record<ListingKind, (body: Body) => Promise<LandMutationResult<null>>>>;

const DELETE: Calls<ListingIdList> = {
  landInfo: (body) => unwrapWithMsg(api.POST('/land/info/delete', { body })),
  landDemand: (body) => unwrapWithMsg(api.POST('/land/demand/delete', { body })),
  workshopInfo: (body) => unwrapWithMsg(api.POST('/workshop/info/delete', { body })),
  workshopDemand: (body) => unwrapWithMsg(api.POST('/workshop/demand/delete', { body })),
};

const SUBMIT: Calls<ListingIdForm> = {
  landInfo: (body) => unwrapWithMsg(api.POST('/land/info/submit', { body })),
  landDemand: (body) => unwrapWithMsg(api.POST('/land/demand/submit', { body })),
  workshopInfo: (body) => unwrapWithMsg(api.POST('/workshop/info/submit', { body })),
  workshopDemand: (body) => unwrapWithMsg(api.POST('/workshop/demand/submit', { body })),
};

const REVIEW: Calls<ListingReviewForm> = {
  landInfo: (body) => unwrapWithMsg(api.POST('/land/info/review', { body })),
  landDemand: (body) => unwrapWithMsg(api.POST('/land/demand/review', { body })),
  workshopInfo: (body) => unwrapWithMsg(api.POST('/workshop/info/review', { body })),
  workshopDemand: (body) => unwrapWithMsg(api.POST('/workshop/demand/review', { body })),
};

const TAKEDOWN: Calls<ListingTakedownForm> = {
  landInfo: (body) => unwrapWithMsg(api.POST('/land/info/takedown', { body })),
  landDemand: (body) => unwrapWithMsg(api.POST('/land/demand/takedown', { body })),
  workshopInfo: (body) => unwrapWithMsg(api.POST('/workshop/info/takedown', { body })),
  workshopDemand: (body) => unwrapWithMsg(api.POST('/workshop/demand/takedown', { body })),
};

/**
 * Saves a listing of `kind` (saveLandInfo, saveLandDemand, saveWorkshopInfo, saveWorkshopDemand;
 * `<kind>:save`): without id a new listing in 0 草稿; with id (states 0 草稿, 3 审核驳回, 4 已下架)
 * its fields are replaced and it returns to 0 草稿. Resolves to `{ data: { id }, msg: 保存成功 }`.
 * Errors: BUSINESS_RULE for a reference that is not there (所在乡镇街道不存在, 图片不存在，请重新上传) or
 * another state, NOT_FOUND_ENTITY for another enterprise's listing.
 */
export function useSaveListing<K extends ListingKind>(kind: K, options: LandMutationOptions<{ id: string }, ListingFormOf[K]> = {}) {
  return useResourceMutation(
    (body: ListingFormOf[K]) => {
      switch (kind) {
        case 'landInfo':
          return unwrapWithMsg(api.POST('/land/info/save', { body: body as ListingFormOf['landInfo'] }));
        case 'landDemand':
          return unwrapWithMsg(api.POST('/land/demand/save', { body: body as ListingFormOf['landDemand'] }));
        case 'workshopInfo':
          return unwrapWithMsg(api.POST('/workshop/info/save', { body: body as ListingFormOf['workshopInfo'] }));
        default:
          return unwrapWithMsg(api.POST('/workshop/demand/save', { body: body as ListingFormOf['workshopDemand'] }));
      }
    },
    [landKeys[kind].all],
    options,
  );
}

/**
 * Deletes listings of `kind`, all or nothing (delete…; `<kind>:delete`): only in 0 草稿, 3 审核驳回,
 * 4 已下架, with their review log rows. Resolves to `{ msg: 删除成功 }`.
 */
export function useDeleteListings(kind: ListingKind, options: LandMutationOptions<null, ListingIdList> = {}) {
  return useResourceMutation(
    (body: ListingIdList) => DELETE[kind](body),
    [landKeys[kind].all, landKeys.reviewLog.all],
    options,
  );
}

/**
 * Submits a listing for review (submit…; `<kind>:submit`): 0 草稿 / 3 审核驳回 / 4 已下架 → 1 待审核,
 * with a review log row. Resolves to `{ msg: 提交成功 }`.
 */
export function useSubmitListing(kind: ListingKind, options: LandMutationOptions<null, ListingIdForm> = {}) {
  return useResourceMutation(
    (body: ListingIdForm) => SUBMIT[kind](body),
    [landKeys[kind].all, landKeys.reviewLog.all],
    options,
  );
}

/**
 * Reviews a submitted listing (review…; `<kind>:review`, staff): result '1' 通过 → 2 已上架 (public
 * on /page/sdmarket), '2' 驳回 → 3 审核驳回 — a rejection needs an opinion (the server answers 400
 * 请输入审核意见 otherwise). Writes a review log row. Resolves to `{ msg: 审核成功 }`.
 */
export function useReviewListing(kind: ListingKind, options: LandMutationOptions<null, ListingReviewForm> = {}) {
  return useResourceMutation(
    (body: ListingReviewForm) => REVIEW[kind](body),
    [landKeys[kind].all, landKeys.reviewLog.all],
    options,
  );
}

/**
 * Takes a published listing down (takedown…; `<kind>:takedown`): 2 已上架 → 4 已下架 with an
 * optional reason, gone from the portal; writes a review log row. Resolves to `{ msg: 下架成功 }`.
 */
export function useTakedownListing(kind: ListingKind, options: LandMutationOptions<null, ListingTakedownForm> = {}) {
  return useResourceMutation(
    (body: ListingTakedownForm) => TAKEDOWN[kind](body),
    [landKeys[kind].all, landKeys.reviewLog.all],
    options,
  );
}
