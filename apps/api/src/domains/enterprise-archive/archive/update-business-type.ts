import { isBusinessType } from '@qifu/enterprise-archive-rules';
import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { company } from '../../../db/schema';
import { archiveChanged } from '../archive-changed';
import { assertArchiveAccess } from './archive.queries';

/**
 * `POST /dynamic/company/info/updateBusinessType` (seeds 001 §7): sets the business type (a value of
 * getBusinessTypeList, BUSINESS_RULE 业务类型不存在 otherwise), which selects the extension tables shown; values of
 * tables no longer applicable are kept. QY only its own enterprise. Msg 保存成功.
 */
export const updateBusinessType: Handler<'updateBusinessType'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { companyId, businessType } = req.body;
  assertArchiveAccess(ctx, companyId);
  if (!isBusinessType(businessType)) throw new AppError('BUSINESS_RULE', '业务类型不存在');
  const rows = await ctx.db.update(company).set({ businessType, updatedAt: sql`now()` }).where(eq(company.id, companyId)).returning({ id: company.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  await archiveChanged(ctx.db, [companyId], user.id);
  return ok(null, '保存成功');
};
