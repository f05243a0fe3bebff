import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { invalidRuleLogger, requireCompanyId } from '../caller';
import { matchCompany, matchSituationOf } from '../company-match/company-matches';
import { saveCompanyFacts } from '../engine/facts';

/**
 * `POST /corp/policy/saveReplenish` (QY; seeds 001 §7, 000 §4 "去完善信息"): stores the supplied
 * facts in the caller's archive (streetId, industry, scale on the company row, the rest in
 * `company_fact`), re-matches the enterprise at once and answers the new match situation with
 * 保存成功.
 * @throws AppError BAD_REQUEST when companyName, creditCode or tagInfoIds is sent.
 */
export const saveReplenish: Handler<'saveReplenish'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const user = requireUser(ctx);
  await saveCompanyFacts(ctx.db, companyId, req.body.facts, user.id);
  const { matches, matchTime } = await matchCompany(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) });
  return ok(
    matchSituationOf(
      matches.map((m) => m.match),
      matchTime,
    ),
    '保存成功',
  );
};
