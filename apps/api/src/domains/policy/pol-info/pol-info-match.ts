/**
 * The matching result of one policy over every enterprise (政策信息库's 匹配结果 and 精准推送; seeds 001 §7
 * /pol/info getResult, getCompany): the matching engine's batch match (matching's public surface,
 * `matchCompaniesInBatches`: the policy's projects matched now — published, of a published policy, not
 * ended), best result per enterprise. Amounts and missing data come from the engine per enterprise
 * (`ensureCompanyMatches`), for the matched enterprises (result) or the page's (enterprises).
 */
import type { components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { aggregateMissing, type BatchCompanyMatch, ensureCompanyMatches, matchCompaniesInBatches } from '../../matching';

type MatchResult = components['schemas']['MatchResult'];

/** An enterprise's best match against the policy (only enterprises the policy's projects were matched for). */
export type PolicyCompanyMatch = Omit<BatchCompanyMatch, 'facts' | 'bestResult'> & { bestResult: MatchResult };

/** Every enterprise's best match against the policy's projects, and how many projects were matched. */
export async function matchPolicyOverCompanies(db: Db, policyId: string): Promise<PolicyCompanyMatch[]> {
  const out: PolicyCompanyMatch[] = [];
  for await (const batch of matchCompaniesInBatches(db, { policyId })) {
    for (const row of batch.rows) {
      if (row.bestResult === null) continue;
      out.push({ companyId: row.companyId, companyName: row.companyName, creditCode: row.creditCode, streetId: row.streetId, bestResult: row.bestResult, bestRate: row.bestRate });
    }
  }
  return out;
}

/** The engine's detail of one enterprise against the policy: the best estimated amount and the missing data. */
export async function companyDetailOfPolicy(db: Db, companyId: string, policyId: string) {
  const { matches } = await ensureCompanyMatches(db, companyId, { policyId });
  const amounts = matches.map((m) => m.match.estimatedAmount).filter((a): a is number => typeof a === 'number');
  return {
    estimatedAmount: amounts.length > 0 ? Math.max(...amounts) : null,
    missingData: aggregateMissing(matches.map((m) => m.match)).map((f) => ({ field: f.field, label: f.label })),
    projectCount: matches.length,
  };
}

/** Best first: 匹配 before 部分匹配 before 不匹配, then the higher rate, then the name. */
export function byBestMatch(a: PolicyCompanyMatch, b: PolicyCompanyMatch): number {
  return a.bestResult.localeCompare(b.bestResult) || b.bestRate - a.bestRate || a.companyName.localeCompare(b.companyName, 'zh');
}
