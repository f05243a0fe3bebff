import type { Handler } from '../../../core/handler';
import { policyTotals } from './policy-totals';
import { dayRange } from './statistics.queries';

/**
 * `GET /admin/policy/visual/statistics` (ADMIN, YYF, GOV, DEPT; policy:visual:view): the totals of
 * 政策看板 within the optional 发布时间 days (China time, inclusive); start after end → 400.
 */
export const getPolicyVisualStatistics: Handler<'getPolicyVisualStatistics'> = async (req, ctx) => {
  const t = await policyTotals(ctx.db, dayRange(req.query));
  return {
    policyCount: t.policyCount,
    publishedCount: t.publishedCount,
    draftCount: t.draftCount,
    offlineCount: t.offlineCount,
    applyProjectCount: t.projectCount,
    applyCount: t.applyCount,
    viewCount: t.viewCount,
    consultCount: t.consultCount,
  };
};
