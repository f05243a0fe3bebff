import type { PolicyCalculatorListParams, PreMatchResultParams } from './calculator.types';

/**
 * Query keys of 政策计算器 (issue 15; `/admin/policyCalculator/*`): CONVENTIONS "query-key factory per
 * resource" (all/lists/list/details/detail), plus a calculator's pre-match progress and result. The
 * builders and hooks own these keys; callers never build them.
 */
export const calculatorKeys = {
  all: ['policyCalculator'] as const,
  lists: () => [...calculatorKeys.all, 'list'] as const,
  list: (params: PolicyCalculatorListParams) => [...calculatorKeys.lists(), params] as const,
  details: () => [...calculatorKeys.all, 'detail'] as const,
  detail: (id: string) => [...calculatorKeys.details(), id] as const,
  progress: (jobId: string) => [...calculatorKeys.all, 'progress', jobId] as const,
  results: (id: string) => [...calculatorKeys.all, 'result', id] as const,
  result: (id: string, params: PreMatchResultParams) => [...calculatorKeys.results(id), params] as const,
};
