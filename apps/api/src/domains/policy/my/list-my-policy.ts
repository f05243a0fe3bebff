import { and, eq, inArray } from 'drizzle-orm';

import { requireCallerCompany } from '../../../core/caller-company';
import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { iso } from '../../../core/values';
import { polInfo } from '../../../db/schema';
import { ensureCompanyMatches, invalidRuleLogger } from '../../matching';
import { supportModeLabeller } from '../doc/support-modes';

type MatchResult = '1' | '2' | '3';

/** One policy's best match over its projects, the number of its projects and their estimated amounts. */
interface PolicyMatch {
  best: MatchResult;
  projectCount: number;
  estimatedAmount: number | null;
}

/**
 * `GET /pol/my/list` (QY; seeds 001 §7 "/pol/my/*: list", 我的政策): the published policies whose open
 * declaration projects the matching engine matched to the caller's enterprise — by default those with a
 * project 匹配 or 部分匹配, with `matchResult` exactly that best result (3: none better than 不匹配) —
 * best match first, then the larger estimated amount (sum over the matched and partly matched projects,
 * in yuan), then the newer policy; `keyword` contains in the title. An account without an enterprise →
 * BUSINESS_RULE 当前账号未关联企业.
 */
export const listMyPolicy: Handler<'listMyPolicy'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  const { matches } = await ensureCompanyMatches(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) });
  const byPolicy = new Map<string, PolicyMatch>();
  for (const { match } of matches) {
    const entry = byPolicy.get(match.policyId) ?? { best: '3' as MatchResult, projectCount: 0, estimatedAmount: null };
    entry.projectCount += 1;
    if (match.matchResult < entry.best) entry.best = match.matchResult;
    if (match.matchResult !== '3' && match.estimatedAmount !== null) entry.estimatedAmount = (entry.estimatedAmount ?? 0) + match.estimatedAmount;
    byPolicy.set(match.policyId, entry);
  }
  const wanted = req.query.matchResult;
  const ids = [...byPolicy].filter(([, m]) => (wanted ? m.best === wanted : m.best !== '3')).map(([id]) => id);
  const keyword = req.query.keyword?.trim().toLowerCase();
  const rows = ids.length
    ? await ctx.db
        .select({ id: polInfo.id, policyTitle: polInfo.policyTitle, policyDepName: polInfo.policyDepName, policyCreateTime: polInfo.policyCreateTime, supportModes: polInfo.supportModes })
        .from(polInfo)
        .where(and(inArray(polInfo.id, ids), eq(polInfo.status, 'published')))
    : [];
  const label = await supportModeLabeller(ctx.db);
  const items = rows
    .filter((r) => !keyword || r.policyTitle.toLowerCase().includes(keyword))
    .map((r) => {
      const m = byPolicy.get(r.id)!;
      return {
        id: r.id,
        policyTitle: r.policyTitle,
        policyDepName: r.policyDepName,
        policyCreateTime: iso(r.policyCreateTime),
        supportModes: label(r.supportModes),
        matchResult: m.best,
        projectCount: m.projectCount,
        estimatedAmount: m.estimatedAmount === null ? null : Math.round(m.estimatedAmount * 100) / 100,
      };
    })
    .sort(
      (a, b) =>
        a.matchResult.localeCompare(b.matchResult) ||
        (b.estimatedAmount ?? -1) - (a.estimatedAmount ?? -1) ||
        b.policyCreateTime.localeCompare(a.policyCreateTime) ||
        a.id.localeCompare(b.id),
    );
  const window = toPageWindow(req.query);
  return pageResult(items.slice(window.offset, window.offset + window.limit), items.length);
};
