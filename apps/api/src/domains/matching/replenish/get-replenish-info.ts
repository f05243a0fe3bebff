import type { Handler } from '../../../core/handler';
import { invalidRuleLogger, requireCompanyId } from '../caller';
import { aggregateMissing, ensureCompanyMatches } from '../company-match/company-matches';
import { loadCompanyFacts } from '../engine/facts';

/**
 * `GET /corp/policy/replenishInfo` (QY; seeds 001 §7, 000 §2 calculator/replenish "去完善信息"): the
 * caller's enterprise data as the matching engine reads it (MatchFacts) and the data the
 * conditions of the projects not yet ended still miss, with the number of projects each leaves
 * undecided, most first.
 */
export const getReplenishInfo: Handler<'getReplenishInfo'> = async (_req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const [facts, { matches }] = await Promise.all([
    loadCompanyFacts(ctx.db, companyId),
    ensureCompanyMatches(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) }),
  ]);
  const missingData = aggregateMissing(matches.map((m) => m.match));
  return { facts, missingData, wholeInfo: missingData.length === 0 };
};
