import { and, inArray, eq } from 'drizzle-orm';

import { requireCallerCompany } from '../../../core/caller-company';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { polAllowance } from '../../../db/schema';
import { allowancePage } from './allowance.queries';

/**
 * `GET /allowance/my` (QY; catalogue /allowance/*, 我的补助): the records of the caller's company in
 * 0 待发放 or 1 已发放 (cancelled ones are not shown), newest first.
 * @throws AppError BUSINESS_RULE 当前账号未关联企业.
 */
export const listMyAllowance: Handler<'listMyAllowance'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  const mine = and(eq(polAllowance.companyId, companyId), inArray(polAllowance.status, ['0', '1']));
  return ok(await allowancePage(ctx.db, { page: req.query.page, pageSize: req.query.pageSize, status: req.query.status }, mine));
};
