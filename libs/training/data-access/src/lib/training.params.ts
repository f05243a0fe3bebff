import type { PropagandaEventsListSearch } from './training.search';
import type { PublicActivityListParams } from './training.types';

/** Page size of 活动列表 (seeds 001 §9 lists: 10). */
export const TRAIN_ACTIVITY_PAGE_SIZE = 10;

/** The `listPublicTrainActivity` query of a 活动列表 search. */
export function toPublicActivityListParams(search: PropagandaEventsListSearch): PublicActivityListParams {
  return {
    page: search.page ?? 1,
    pageSize: TRAIN_ACTIVITY_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.activityType ? { activityType: search.activityType } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}
