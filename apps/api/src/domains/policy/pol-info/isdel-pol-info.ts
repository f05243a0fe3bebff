import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changePolicyState } from '../info/policy-info.queries';

/**
 * `POST /pol/info/isdel` (staff, pol:info:delete; seeds 001 §7): the logical delete of the policy
 * state table (`delete` → deleted: the row stays, every list forgets it).
 * @throws AppError BUSINESS_RULE 已上架的政策请先下架再删除 / 待审核的政策不能修改; NOT_FOUND_ENTITY 政策不存在.
 */
export const isdelPolInfo: Handler<'isdelPolInfo'> = async (req, ctx) => {
  await changePolicyState(ctx, requireUser(ctx), [req.body.id], 'delete');
  return ok(null, '删除成功');
};
