import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { rateAppealFor } from './appeal-enterprise-actions';

/**
 * `POST /appeal/info/rate` (QY; issue 16 "Satisfaction"): the enterprise rates the answer to its own finished appeal
 * (5 已办结 / 6 已归档) once, 1–5 with an optional remark; msg 评价成功. NOT_FOUND_ENTITY 诉求不存在 for another
 * company's appeal; BUSINESS_RULE 诉求办结后才能评价 / 该诉求已评价.
 */
export const rateMyAppeal: Handler<'rateMyAppeal'> = async (req, ctx) => {
  await rateAppealFor(ctx.db, await requireCallerCompany(ctx), req.body);
  return ok(null, '评价成功');
};
