import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { requirementRows } from './requirement.queries';
import { changeItems } from '../item/item-workflow';

/**
 * `POST /tech/requirement/commit` (seeds 001 §4 "commit"): 0 草稿 / 3 审核驳回 → 1 待审核 (TechStatus);
 * owners commit their own items. Otherwise BUSINESS_RULE 当前状态不允许该操作 or NOT_FOUND_ENTITY.
 */
export const commitTechRequirement: Handler<'commitTechRequirement'> = async (req, ctx) => {
  await changeItems(ctx, requirementRows, requireUser(ctx), [req.body.id], 'commit');
  return ok(null, '提交成功');
};
