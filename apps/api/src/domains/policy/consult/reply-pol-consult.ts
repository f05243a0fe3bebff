import { consultReplyAction, consultTransition } from '@qifu/policy-rules';
import { and, eq } from 'drizzle-orm';

import { dataScope } from '../../../core/data-scope';
import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polConsult, polInfo } from '../../../db/schema';
import { consultScopeBinding } from './consult-page';
import { CONSULT_CACHE_TAG } from './get-pol-consult';

/** Message of a consultation that does not exist for the caller (unknown, or outside their data rules). */
export const CONSULT_NOT_FOUND = '咨询不存在';

/**
 * `POST /pol/consult/result` (ADMIN, YYF, GOV, DEPT with pol:consult:result — enforced by the security
 * handler; seeds 001 §7 "/pol/consult/view and /pol/consult/result"): stores the staff answer of a
 * consultation, 0 待答复 → 1 已答复, or corrects it in 1 (修改答复), as the consultation table of
 * `@qifu/policy-rules` allows; msg 答复成功. The author reads it in 我的咨询 (`getPolConsult`).
 * Only consultations within the caller's data rules on `pol:consult` — the scope `listPolConsult`
 * applies (department staff: consultations on policies their office tree issued).
 * @throws AppError BAD_REQUEST 请输入答复内容 (blank answer); NOT_FOUND_ENTITY 咨询不存在 (unknown or outside
 *   the data rules); BUSINESS_RULE 当前状态不允许该操作.
 */
export const replyPolConsult: Handler<'replyPolConsult'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const reply = req.body.reply.trim();
  if (!reply) throw new AppError('BAD_REQUEST', '请输入答复内容', '参数 reply 不能为空');
  const scope = await dataScope(ctx.db, user, 'pol:consult', consultScopeBinding);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: polConsult.id, status: polConsult.status })
      .from(polConsult)
      .innerJoin(polInfo, eq(polInfo.id, polConsult.polInfoId))
      .where(and(eq(polConsult.id, req.body.id), scope))
      .limit(1)
      .for('update', { of: polConsult });
    if (!row) throw new AppError('NOT_FOUND_ENTITY', CONSULT_NOT_FOUND);
    const to = assertAllowed(consultTransition(row.status, consultReplyAction(row.status)));
    await tx.update(polConsult).set({ status: to, reply }).where(eq(polConsult.id, row.id));
  });
  // the trigger tells every process; this one forgets before it answers (no notification race)
  ctx.readCache?.invalidateLocal([CONSULT_CACHE_TAG]);
  return ok(null, '答复成功');
};
