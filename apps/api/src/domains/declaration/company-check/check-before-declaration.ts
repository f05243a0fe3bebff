import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { polInfo } from '../../../db/schema';
import { requireCallerCompany } from '../../../core/caller-company';
import { missingDataForPolicy } from './company-match';
import { checkPolicyRisks } from './risk-check';

/**
 * `GET /policy/doc/checkBeforeDeclaration?policyId=` (QY; seeds 000 §4 "Declaration entry flow" step 3):
 * the risk check of the caller's enterprise for a published policy —
 * `riskList` = the policy's risk rules each with the enterprise's record count, `riskType` = the worst
 * type among those with records ('00' when none; see `risk-check.ts`), `wholeInfo` = no condition of
 * the policy's published, not ended projects lacks enterprise data, `missingData` = the lacking
 * MatchFacts fields with their labels and the number of projects needing each.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 for an unknown or unpublished policy;
 *   BUSINESS_RULE 当前账号未关联企业.
 */
export const checkBeforeDeclaration: Handler<'checkBeforeDeclaration'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  const { policyId } = req.query;
  const [policy] = await ctx.db
    .select({ id: polInfo.id })
    .from(polInfo)
    .where(and(eq(polInfo.id, policyId), eq(polInfo.status, 'published')))
    .limit(1);
  if (!policy) throw new AppError('NOT_FOUND_ENTITY', '政策不存在');
  const [risk, missingData] = await Promise.all([
    checkPolicyRisks(ctx.db, policyId, companyId),
    missingDataForPolicy(ctx, policyId, companyId, new Date()),
  ]);
  return { riskType: risk.riskType, wholeInfo: missingData.length === 0, riskList: risk.riskList, missingData };
};
