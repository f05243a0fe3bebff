import { personalCompanyBindMachine } from '@qifu/enterprise-archive-rules';
import { and, eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found, rule } from '../../../core/entity';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { entPersonalCompany } from '../../../db/schema';

/**
 * `POST /personal/company/review` (ADMIN, YYF, GOV, DEPT; ent:personalCompany:review; seeds 001 §7, 企业绑定审核):
 * approves (bindStatus 1, transition `approve`) or rejects (2, `reject`, reviewOpinion required) a pending binding;
 * records the reviewer and time. An approved individual may then switch into the enterprise (changeToCompany).
 * @throws AppError NOT_FOUND_ENTITY 绑定记录不存在; BUSINESS_RULE 请输入驳回意见 (reject without opinion);
 *   BUSINESS_RULE 该申请已审核 for a binding not in 0 (also when two reviewers race).
 */
export const reviewPersonalCompany: Handler<'reviewPersonalCompany'> = async (req, ctx) => {
  const reviewer = requireUser(ctx);
  const { id, bindStatus, reviewOpinion } = req.body;
  const opinion = reviewOpinion?.trim() ?? '';
  if (bindStatus === '2' && !opinion) throw rule('请输入驳回意见');
  const [binding] = await ctx.db.select({ bindStatus: entPersonalCompany.bindStatus }).from(entPersonalCompany).where(eq(entPersonalCompany.id, id)).limit(1);
  const current = found(binding, '绑定记录不存在');
  if (current.bindStatus !== '0') throw rule('该申请已审核');
  const to = assertTransition(personalCompanyBindMachine, current.bindStatus, bindStatus === '1' ? 'approve' : 'reject');
  const updated = await ctx.db
    .update(entPersonalCompany)
    .set({ bindStatus: to as '1' | '2', reviewOpinion: opinion || null, reviewedAt: sql`now()`, reviewUserId: reviewer.id })
    .where(and(eq(entPersonalCompany.id, id), eq(entPersonalCompany.bindStatus, '0')))
    .returning({ id: entPersonalCompany.id });
  if (updated.length === 0) throw rule('该申请已审核');
  return ok(null, '审核成功');
};
