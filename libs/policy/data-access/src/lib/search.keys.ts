import { type PolicySearchParams } from './search.types';

/**
 * Query keys of the policy search (/page/policysearch): the hit lists and the filter options.
 * Hooks own their keys; callers never build keys by hand.
 */
export const policySearchKeys = {
  all: ['policySearch'] as const,
  lists: () => [...policySearchKeys.all, 'list'] as const,
  list: (params: PolicySearchParams) => [...policySearchKeys.lists(), params] as const,
  /** The filter options of `getPolicyDocOption`. */
  options: () => [...policySearchKeys.all, 'options'] as const,
};
