import type { AdminApplyProjectListParams, AllowanceListParams, MyAllowanceListParams, ProjectApplyListParams } from './apply-admin.types';

/**
 * Query keys of 申报项目 (`adminApplyProjectKeys`), 项目申报审核 (`projectApplyKeys`, with each declaration's
 * history under its detail) and allowances (`allowanceKeys`, 我的补助 under `mine`): CONVENTIONS
 * "query-key factory per resource". The hooks and builders own these keys.
 */
export const adminApplyProjectKeys = {
  all: ['adminApplyProject'] as const,
  lists: () => [...adminApplyProjectKeys.all, 'list'] as const,
  list: (params: AdminApplyProjectListParams) => [...adminApplyProjectKeys.lists(), params] as const,
  details: () => [...adminApplyProjectKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminApplyProjectKeys.details(), id] as const,
};

/** Keys of 项目申报审核. */
export const projectApplyKeys = {
  all: ['projectApply'] as const,
  lists: () => [...projectApplyKeys.all, 'list'] as const,
  list: (params: ProjectApplyListParams) => [...projectApplyKeys.lists(), params] as const,
  details: () => [...projectApplyKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectApplyKeys.details(), id] as const,
  log: (id: string) => [...projectApplyKeys.detail(id), 'log'] as const,
};

/** Keys of allowances (staff lists and 我的补助). */
export const allowanceKeys = {
  all: ['allowance'] as const,
  lists: () => [...allowanceKeys.all, 'list'] as const,
  list: (params: AllowanceListParams) => [...allowanceKeys.lists(), params] as const,
  mine: (params: MyAllowanceListParams) => [...allowanceKeys.all, 'mine', params] as const,
};
