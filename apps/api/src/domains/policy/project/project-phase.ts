/**
 * The phase of a declaration project in SQL (ApplyPhase, `openapi/domains/policy/schemas/apply-phase.yaml`):
 * 1 未开始 before applyStartTime, 2 申报中 applyStartTime ≤ now ≤ applyEndTime, 3 审核中
 * applyEndTime < now ≤ examineEndTime, 4 已结束 after. Never stored: derived at the moment of the
 * call, the same rule as the matching engine's `applyPhaseOf` (used for single rows).
 */
import { and, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';

import { polApplyProject } from '../../../db/schema';

/** A phase code. */
export type ApplyPhaseCode = '1' | '2' | '3' | '4';

/** The condition "the project is in `phase` at `now`". */
export function phaseWhere(phase: ApplyPhaseCode, now: Date): SQL | undefined {
  switch (phase) {
    case '1':
      return gt(polApplyProject.applyStartTime, now);
    case '2':
      return and(lte(polApplyProject.applyStartTime, now), gte(polApplyProject.applyEndTime, now));
    case '3':
      return and(lt(polApplyProject.applyEndTime, now), gte(polApplyProject.examineEndTime, now));
    case '4':
      return lt(polApplyProject.examineEndTime, now);
  }
}

/**
 * The order of the public project lists: 申报中 first, then 未开始, 审核中, 已结束 (a number 0–3 to
 * sort by ascending).
 */
export function phaseRank(now: Date): SQL<number> {
  const t = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`case
    when ${t} < ${polApplyProject.applyStartTime} then 1
    when ${t} <= ${polApplyProject.applyEndTime} then 0
    when ${t} <= ${polApplyProject.examineEndTime} then 2
    else 3 end`;
}
