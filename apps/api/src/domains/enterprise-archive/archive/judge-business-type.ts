import { suggestBusinessType } from '@qifu/enterprise-archive-rules';
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { company } from '../../../db/schema';
import { assertArchiveAccess } from './archive.queries';

/**
 * `POST /dynamic/company/info/judgeBusinessType` (seeds 001 §7): the stored business type, the one the industry
 * suggests (C → industry, E → construction, others → service) and whether the user must confirm or choose (stored
 * empty or different from the suggestion). QY only its own enterprise.
 */
export const judgeBusinessType: Handler<'judgeBusinessType'> = async (req, ctx) => {
  const { companyId } = req.body;
  assertArchiveAccess(ctx, companyId);
  const [row] = await ctx.db.select({ industry: company.industry, businessType: company.businessType }).from(company).where(eq(company.id, companyId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  const suggested = suggestBusinessType(row.industry);
  return { companyId, businessType: row.businessType, suggestedBusinessType: suggested, needConfirm: !row.businessType || row.businessType !== suggested };
};
