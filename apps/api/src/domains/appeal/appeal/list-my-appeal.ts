import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { appealPage } from './appeal.queries';

/**
 * `GET /appeal/info/myList` (QY): the caller's enterprise's appeals, newest first; `keyword` matches the title,
 * `status` one state. @throws AppError BUSINESS_RULE 当前账号未关联企业.
 */
export const listMyAppeal: Handler<'listMyAppeal'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  return appealPage(ctx.db, { ...req.query, companyId });
};
