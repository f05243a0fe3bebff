import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { invalidRuleLogger } from '../caller';
import { compareMatches, matchFactsInMemory } from '../company-match/company-matches';
import type { MatchFacts } from '../engine/facts';
import { readableImitateRecord } from './imitate-records';
import { loadOpenProjects } from '../project/projects';

/**
 * `GET /policy/doc/pagePolicySimulateList` (optional login; seeds 001 §7, 000 §1 simulated matching):
 * the facts of a simulated-matching record matched against every published project not yet
 * ended, at the moment of the call (in memory, nothing stored), ordered like
 * applyProjectMatchList, filtered by `matchResult`, paged.
 * @throws AppError NOT_FOUND_ENTITY 模拟匹配记录不存在 for an unknown id or another user's record.
 */
export const pagePolicySimulateList: Handler<'pagePolicySimulateList'> = async (req, ctx) => {
  const row = await readableImitateRecord(ctx, req.query.imitateId);
  const window = toPageWindow(req.query);
  const now = new Date();
  const projects = await loadOpenProjects(ctx.db, now, { onInvalid: invalidRuleLogger(ctx) });
  const list = matchFactsInMemory(projects, row.facts as MatchFacts, now)
    .filter((m) => !req.query.matchResult || m.matchResult === req.query.matchResult)
    .sort(compareMatches);
  return pageResult(list.slice(window.offset, window.offset + window.limit), list.length);
};
