import { type MyDeclareListParams } from './declare.types';

/**
 * Query keys of the enterprise's declarations (CONVENTIONS.md "query-key factory per resource":
 * all/lists/list/details/detail), of the declaration page's project context, of the data
 * authorization and of the policy-service detail. Hooks own their keys.
 */
export const declareKeys = {
  all: ['declare'] as const,
  lists: () => [...declareKeys.all, 'list'] as const,
  list: (params: MyDeclareListParams) => [...declareKeys.lists(), params] as const,
  details: () => [...declareKeys.all, 'detail'] as const,
  detail: (id: string) => [...declareKeys.details(), id] as const,
  /** The declaration page's context of one project (`getProjectApply`): holds the caller's declaration too. */
  projectApplies: () => [...declareKeys.all, 'projectApply'] as const,
  projectApply: (projectId: string) => [...declareKeys.projectApplies(), projectId] as const,
};

/** Query key of the caller's data-authorization status (one per session). */
export const entAuthKeys = {
  all: ['entAuth'] as const,
  status: () => [...entAuthKeys.all, 'status'] as const,
};

/** Query keys of the policy-service detail (`policyDetail`; it carries the caller's matches). */
export const policyServiceKeys = {
  all: ['policyService'] as const,
  details: () => [...policyServiceKeys.all, 'detail'] as const,
  detail: (id: string) => [...policyServiceKeys.details(), id] as const,
};
