import { definedParams, oneOfParam, pageParam, textParam, uuidParam } from '@qifu/util';
import {
  type ApplyPhase,
  type MatchResult,
} from './matching.types';

/**
 * URL search state of the policy service pages (issue 5, routes fixed by the lead): validators
 * for TanStack Router's `validateSearch` and the list queries they stand for. Invalid or empty
 * values are dropped, so URLs stay canonical.
 */

/** `/page/policyserver/calculator/list?result=1|2|3&page=n` (no result: every project). */
export interface CalculatorListSearch {
  result?: MatchResult;
  page?: number;
}

/** `/page/policyserver/calculator/subList?projectId=`. */
export interface CalculatorSubListSearch {
  projectId?: string;
}

/** `/page/policyserver/simulation?id=<simulated-matching record>`. */
export interface SimulationSearch {
  id?: string;
}

/** `/page/policyserverreplenish?policyId=&projectId=` (完善信息 of the declaration flow). */
export interface PolicyServerReplenishSearch {
  policyId?: string;
  projectId?: string;
}

/** `/page/policyserverhotList?phase=1..4&keyword=&page=n` (申报项目). */
export interface HotListSearch {
  phase?: ApplyPhase;
  keyword?: string;
  page?: number;
}

/** `/page/policyserverReport?year=YYYY` (no year: the last full year). */
export interface PolicyReportSearch {
  year?: number;
}

const MATCH_RESULTS: readonly MatchResult[] = ['1', '2', '3'];
const APPLY_PHASES: readonly ApplyPhase[] = ['1', '2', '3', '4'];

/** Validates the calculator list's search: result 1|2|3, page > 1. */
export function validateCalculatorListSearch(raw: Record<string, unknown>): CalculatorListSearch {
  return definedParams({ result: oneOfParam(raw['result'], MATCH_RESULTS), page: pageParam(raw['page']) });
}

/** Validates the sub-list's search: a project id (UUID). */
export function validateCalculatorSubListSearch(raw: Record<string, unknown>): CalculatorSubListSearch {
  return definedParams({ projectId: uuidParam(raw['projectId']) });
}

/** Validates the simulation's search: a record id (UUID). */
export function validateSimulationSearch(raw: Record<string, unknown>): SimulationSearch {
  return definedParams({ id: uuidParam(raw['id']) });
}

/** Validates the 完善信息 page's search: policy and project ids (UUIDs). */
export function validatePolicyServerReplenishSearch(raw: Record<string, unknown>): PolicyServerReplenishSearch {
  return definedParams({ policyId: uuidParam(raw['policyId']), projectId: uuidParam(raw['projectId']) });
}

/** Validates the declaration projects' search: phase 1–4, keyword (≤ 50 characters), page > 1. */
export function validateHotListSearch(raw: Record<string, unknown>): HotListSearch {
  return definedParams({ phase: oneOfParam(raw['phase'], APPLY_PHASES), keyword: textParam(raw['keyword'], 50), page: pageParam(raw['page']) });
}

/** Validates the report's search: a year 2000–2100. */
export function validatePolicyReportSearch(raw: Record<string, unknown>): PolicyReportSearch {
  const year = Number(raw['year']);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? { year } : {};
}

