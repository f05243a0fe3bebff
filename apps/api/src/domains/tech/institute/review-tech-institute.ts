import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { instituteRows } from './institute.queries';
import { changeItems } from '../item/item-workflow';

/**
 * `POST /tech/institute/review` (staff; seeds 001 §4 "review"): 1 待审核 → 2 审核通过 (result 1) or
 * 3 审核驳回 (result 2, opinion required by the contract); stores the opinion and the review time.
 */
export const reviewTechInstitute: Handler<'reviewTechInstitute'> = async (req, ctx) => {
  const { id, result, opinion } = req.body;
  await changeItems(ctx, instituteRows, requireUser(ctx), [id], result === '1' ? 'pass' : 'reject', opinion);
  return ok(null, '审核成功');
};
