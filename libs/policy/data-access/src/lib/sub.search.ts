import { definedParams, pageParam, uuidParam } from '@qifu/util';

/** The URL search of /page/policysub: `?tagInfoId=<subscribed tag id>&page=2`. Empty values are left out. */
export interface PolicySubSearch {
  /** Show only the policies of this subscribed tag; all subscribed tags when absent. */
  tagInfoId?: string;
  page?: number;
}

/**
 * Validates the raw search of the policy subscription route (TanStack Router `validateSearch`):
 * `tagInfoId` must be a UUID (the contract's format), `page` an integer > 1; anything else is dropped.
 */
export function validatePolicySubSearch(raw: Record<string, unknown>): PolicySubSearch {
  return definedParams({ tagInfoId: uuidParam(raw['tagInfoId']), page: pageParam(raw['page']) });
}
