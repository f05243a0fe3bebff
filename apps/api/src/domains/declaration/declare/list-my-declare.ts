import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { declarePage } from './declare.queries';

/**
 * `GET /dec/my/list` (QY; seeds 001 §7 /dec/my/*): the caller's enterprise's declarations in every
 * state, last changed first; `keyword` matches the policy title or project name, `status` one state.
 * @throws AppError BUSINESS_RULE 当前账号未关联企业.
 */
export const listMyDeclare: Handler<'listMyDeclare'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  return declarePage(ctx.db, req.query, { companyId });
};
