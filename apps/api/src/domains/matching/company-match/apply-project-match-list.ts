import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { invalidRuleLogger, requireCompanyId } from '../caller';
import { compareMatches, ensureCompanyMatches } from './company-matches';

/**
 * `GET /policy/doc/applyProjectMatchList` (QY; seeds 000 §7): the matching engine's result for every
 * published project not yet ended and the caller's enterprise, paged — 匹配 first, then 部分匹配 by
 * match rate, then 不匹配 (closing soonest first within each). Filters: `matchResult`, `applyPhase`
 * (at the moment of the call) and `keyword` (in the project name or the policy title,
 * case-insensitive). Estimated amounts in yuan.
 */
export const applyProjectMatchList: Handler<'applyProjectMatchList'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const { matchResult, applyPhase } = req.query;
  const keyword = req.query.keyword?.trim().toLowerCase();
  const window = toPageWindow(req.query);
  const { matches } = await ensureCompanyMatches(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) });
  const list = matches
    .map((m) => m.match)
    .filter(
      (m) =>
        (!matchResult || m.matchResult === matchResult) &&
        (!applyPhase || m.applyPhase === applyPhase) &&
        (!keyword || m.projectName.toLowerCase().includes(keyword) || m.policyTitle.toLowerCase().includes(keyword)),
    )
    .sort(compareMatches);
  return pageResult(list.slice(window.offset, window.offset + window.limit), list.length);
};
