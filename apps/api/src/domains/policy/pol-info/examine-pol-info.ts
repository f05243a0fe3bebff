import { policyExamineAction, policyTransition } from '@qifu/policy-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polInfo } from '../../../db/schema';
import { lockPolicy, policyScope, policyWrite, stateOf } from '../info/policy-info.queries';

/**
 * `POST /pol/info/examine` (ADMIN/YYF, pol:info:examine; seeds 001 §7): a pending policy passes
 * (examineStatus 2 → the state table's `pass`, approved: ready to be taken up in 政策发布) or is
 * refused (3 → `reject`, with the required opinion shown to whoever entered it).
 * @throws AppError BAD_REQUEST 请输入审核意见; BUSINESS_RULE 当前状态不允许该操作; NOT_FOUND_ENTITY 政策不存在.
 */
export const examinePolInfo: Handler<'examinePolInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const opinion = req.body.examineOpinion?.trim() ?? '';
  const action = policyExamineAction(req.body.examineStatus);
  if (action === 'reject' && !opinion) throw new AppError('BAD_REQUEST', '请输入审核意见');
  const scope = await policyScope(ctx, user);
  await policyWrite(ctx, async (tx) => {
    const row = await lockPolicy(tx, req.body.id, scope);
    const status = assertAllowed(policyTransition(stateOf(row.status), action));
    const now = new Date();
    await tx
      .update(polInfo)
      .set({ status, examineOpinion: opinion || null, examineTime: now, updatedAt: now })
      .where(eq(polInfo.id, row.id));
  });
  return ok(null, '审核成功');
};
