import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { actorOf } from '../appeal/appeal-workflow';
import { queueQhwySync } from './qhwy-sync';

/**
 * `POST /appeal/syncAppealInfoToQhwy` (ADMIN, YYF, GOV; `appeal:info:sync`; seeds 001 §7, issue 16 "Provincial sync"):
 * queues the push of the appeal through the one outbox and answers at once with syncStatus 0 未同步 (msg
 * 已加入同步队列，将自动推送到企呼我应); the outbox delivers it (see `qhwy-sync.ts`). NOT_FOUND_ENTITY 诉求不存在;
 * BUSINESS_RULE 已退回的诉求不能同步.
 */
export const syncAppealInfoToQhwy: Handler<'syncAppealInfoToQhwy'> = async (req, ctx) => {
  const state = await queueQhwySync(ctx.db, actorOf(requireUser(ctx)), req.body.id);
  return ok(state, state.syncMsg ?? '操作成功');
};
