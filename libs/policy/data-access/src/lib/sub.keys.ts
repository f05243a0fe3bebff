import { type MySubPoliciesParams } from './sub.types';

/**
 * Query keys of the policy subscription (/page/policysub): the caller's settings (filter lines and
 * subscribed tags) and the lists of subscribed policies. Hooks own their keys.
 */
export const policySubKeys = {
  all: ['policySub'] as const,
  /** `getFindMySub`: the filter lines and the subscribed tag ids. */
  settings: () => [...policySubKeys.all, 'settings'] as const,
  lists: () => [...policySubKeys.all, 'list'] as const,
  /** `getMySub`: one page of the subscribed policies. */
  list: (params: MySubPoliciesParams) => [...policySubKeys.lists(), params] as const,
};
