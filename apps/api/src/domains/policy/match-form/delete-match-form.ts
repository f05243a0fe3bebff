import { eq } from 'drizzle-orm';

import { notFound, rule } from '../../../core/entity';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { polCalculator, polMatchForm } from '../../../db/schema';
import { MATCH_FORM_NOT_FOUND } from './match-form.queries';

/**
 * `GET /admin/match/form/delete?id=` (policy:matchForm:delete; seeds 001 §7 — a GET that changes
 * data, as the documents have it): removes a match form no calculator uses.
 * @throws AppError BUSINESS_RULE 该匹配表单已被政策计算器使用，不能删除; NOT_FOUND_ENTITY 匹配表单不存在.
 */
export const deleteMatchForm: Handler<'deleteMatchForm'> = async (req, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx.select({ id: polCalculator.id }).from(polCalculator).where(eq(polCalculator.matchFormId, req.query.id)).limit(1);
    if (used) throw rule('该匹配表单已被政策计算器使用，不能删除');
    const removed = await tx.delete(polMatchForm).where(eq(polMatchForm.id, req.query.id)).returning({ id: polMatchForm.id });
    if (removed.length === 0) throw notFound(MATCH_FORM_NOT_FOUND);
  });
  return ok(null, '删除成功');
};
