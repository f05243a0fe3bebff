import type { Handler } from '../../../core/handler';
import { requireCompanyId, invalidRuleLogger } from '../caller';
import { ensureCompanyMatches, matchSituationOf } from './company-matches';

/**
 * `GET /policy/doc/matchSituation` (QY; seeds 000 §7, §2 policyserver 政策计算器): the caller's
 * enterprise over the projects not yet ended (of one policy with `policyId`) — counts per match
 * result, the estimated amount (yuan) of the matched and partly matched ones, wholeInfo and the
 * missing data with the number of projects each leaves undecided, most first. Stored matches are
 * reused while fresh (see `company-matches.ts`).
 */
export const matchSituation: Handler<'matchSituation'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const { matches, matchTime } = await ensureCompanyMatches(ctx.db, companyId, {
    ...(req.query.policyId ? { policyId: req.query.policyId } : {}),
    onInvalid: invalidRuleLogger(ctx),
  });
  return matchSituationOf(
    matches.map((m) => m.match),
    matchTime,
  );
};
