/**
 * The risk check before declaration (seeds 000 §4 "Risk check type", §7 "Risk check before
 * declaration (policyId)"; contract `RiskCheckResult`, `RiskType`).
 *
 * A policy names the risk kinds it checks (`pol_risk_rule.rules`: PolicyRiskRule[] = riskName and
 * riskType '01' 阻断 or '02' 警示); the enterprise's records per kind are `company_risk.riskCount`
 * (0 when it has no row for the kind). Every rule of the policy is listed with the enterprise's count;
 * the result's riskType is the worst type among the rules with a count above 0 ('01' over '02'),
 * '00' 无风险 when none has records. A policy without rules is '00'.
 */
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { companyRisk, polRiskRule } from '../../../db/schema';

/** '00' 无风险, '01' 阻断, '02' 警示. */
export type RiskType = '00' | '01' | '02';

/** One checked risk kind. */
export interface RiskLine {
  riskName: string;
  riskCount: number;
  riskType: '01' | '02';
}

/** The risk part of the check. */
export interface RiskOutcome {
  riskType: RiskType;
  riskList: RiskLine[];
}

/** Severity order: the higher, the worse. */
const SEVERITY: Readonly<Record<RiskType, number>> = { '00': 0, '02': 1, '01': 2 };

/** The worse of two risk types ('01' 阻断 > '02' 警示 > '00' 无风险). */
export function worseRisk(a: RiskType, b: RiskType): RiskType {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

/** The risks a policy checks for a company, with the resulting riskType. */
export async function checkPolicyRisks(db: Db, policyId: string, companyId: string): Promise<RiskOutcome> {
  const [rule] = await db.select({ rules: polRiskRule.rules }).from(polRiskRule).where(eq(polRiskRule.policyId, policyId)).limit(1);
  const rules = rule?.rules ?? [];
  if (rules.length === 0) return { riskType: '00', riskList: [] };
  const names = [...new Set(rules.map((r) => r.riskName))];
  const counts = await db
    .select({ riskName: companyRisk.riskName, riskCount: companyRisk.riskCount })
    .from(companyRisk)
    .where(and(eq(companyRisk.companyId, companyId), inArray(companyRisk.riskName, names)));
  const countOf = new Map(counts.map((c) => [c.riskName, c.riskCount]));
  let riskType: RiskType = '00';
  const riskList = rules.map((r) => {
    const riskCount = Math.max(0, countOf.get(r.riskName) ?? 0);
    if (riskCount > 0) riskType = worseRisk(riskType, r.riskType);
    return { riskName: r.riskName, riskCount, riskType: r.riskType };
  });
  return { riskType, riskList };
}
