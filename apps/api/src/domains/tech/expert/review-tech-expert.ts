import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { expertRows } from './expert.queries';
import { changeItems } from '../item/item-workflow';

/**
 * `POST /tech/expert/review` (staff; seeds 001 §4 "review"): 1 待审核 → 2 审核通过 (result 1) or
 * 3 审核驳回 (result 2, opinion required by the contract); stores the opinion and the review time.
 */
export const reviewTechExpert: Handler<'reviewTechExpert'> = async (req, ctx) => {
  const { id, result, opinion } = req.body;
  await changeItems(ctx, expertRows, requireUser(ctx), [id], result === '1' ? 'pass' : 'reject', opinion);
  return ok(null, '审核成功');
};
