import { type DeclareReviewListParams } from './work.types';

/**
 * Query keys of the staff declaration review (申报审核, `listDeclare` / `getDeclareDetail`), apart from
 * the enterprise's own declarations (`declareKeys`): CONVENTIONS "query-key factory per resource"
 * (all/lists/list/details/detail). The hooks and builders own these keys; callers never build them.
 */
export const declareReviewKeys = {
  all: ['declareReview'] as const,
  lists: () => [...declareReviewKeys.all, 'list'] as const,
  list: (params: DeclareReviewListParams) => [...declareReviewKeys.lists(), params] as const,
  details: () => [...declareReviewKeys.all, 'detail'] as const,
  detail: (id: string) => [...declareReviewKeys.details(), id] as const,
};
