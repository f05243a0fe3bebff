import { type PolConsultListParams, type PolicyListParams } from './policy.types';

/**
 * Query keys of policies (CONVENTIONS.md "query-key factory per resource": all/lists/list/details/detail).
 * Hooks own their keys; callers never build keys by hand.
 */
export const policyKeys = {
  all: ['policy'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (params: PolicyListParams) => [...policyKeys.lists(), params] as const,
  details: () => [...policyKeys.all, 'detail'] as const,
  detail: (id: string) => [...policyKeys.details(), id] as const,
  /** Issuing units for the market filter (derived from the dictionary). */
  depNames: () => [...policyKeys.all, 'depNames'] as const,
};

/** Query keys of policy consultations: the staff list and the caller's own list. */
export const polConsultKeys = {
  all: ['polConsult'] as const,
  lists: () => [...polConsultKeys.all, 'list'] as const,
  list: (params: PolConsultListParams) => [...polConsultKeys.lists(), 'all', params] as const,
  mine: (params: PolConsultListParams) => [...polConsultKeys.lists(), 'mine', params] as const,
};
