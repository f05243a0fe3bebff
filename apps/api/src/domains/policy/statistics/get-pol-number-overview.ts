import type { Handler } from '../../../core/handler';
import { policyTotals } from './policy-totals';
import { dayRange } from './statistics.queries';

/**
 * `GET /pol/number/overview` (ADMIN, YYF, GOV, DEPT; pol:number:view): the figures of 政策数据总览
 * within the optional days (see `policyTotals`); start after end → 400 开始日期不能晚于结束日期.
 */
export const getPolNumberOverview: Handler<'getPolNumberOverview'> = async (req, ctx) => {
  const t = await policyTotals(ctx.db, dayRange(req.query));
  return {
    policyCount: t.policyCount,
    publishedCount: t.publishedCount,
    projectCount: t.projectCount,
    applyCount: t.applyCount,
    passCount: t.passCount,
    consultCount: t.consultCount,
    viewCount: t.viewCount,
    estimatedAmount: t.estimatedAmount,
  };
};
