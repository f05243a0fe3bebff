/** Who a matching handler works for, and the shared bits of the handlers. */
import { SUBMITTED_DECLARE_STATUSES } from '@qifu/policy-rules';
import { and, count, inArray } from 'drizzle-orm';

import { AppError } from '../../core/envelope';
import { type HandlerContext, requireUser } from '../../core/handler';
import type { Db } from '../../db/client';
import { decDeclare } from '../../db/schema';
import type { InvalidRuleError } from './engine/json-logic';

/**
 * The company of the calling enterprise user (operations declared `bearerAuth: [QY]`).
 * @throws AppError UNAUTHENTICATED without a caller; BUSINESS_RULE 当前账号未关联企业 for an
 *   enterprise account without a company.
 */
export function requireCompanyId(ctx: HandlerContext): string {
  const user = requireUser(ctx);
  if (!user.companyId) throw new AppError('BUSINESS_RULE', '当前账号未关联企业');
  return user.companyId;
}

/** The company of a logged-in enterprise caller (user type QY with a company), else null. */
export function enterpriseCompanyId(ctx: HandlerContext): string | null {
  const user = ctx.user;
  return user && user.userType === 'QY' && user.companyId ? user.companyId : null;
}

/** Logs a project left out of matching because a stored rule is not acceptable. */
export function invalidRuleLogger(ctx: HandlerContext): (projectId: string, error: InvalidRuleError) => void {
  return (projectId, error) => ctx.log.warn({ projectId, problem: error.message }, 'project left out of matching: rule not acceptable');
}

/** Declaration states that count as submitted (`@qifu/policy-rules`: 1 待审核, 2 审核通过, 3 审核驳回). */
export { SUBMITTED_DECLARE_STATUSES };

/** Submitted declarations per project id (0 for projects without any). */
export async function applyCounts(db: Db, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: decDeclare.projectId, n: count() })
    .from(decDeclare)
    .where(and(inArray(decDeclare.projectId, [...projectIds]), inArray(decDeclare.status, [...SUBMITTED_DECLARE_STATUSES])))
    .groupBy(decDeclare.projectId);
  return new Map(rows.filter((r) => r.projectId !== null).map((r) => [r.projectId as string, Number(r.n)]));
}
