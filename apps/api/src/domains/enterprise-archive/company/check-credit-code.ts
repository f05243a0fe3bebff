import { validateCreditCode } from '@qifu/validation';
import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { company } from '../../../db/schema';

/**
 * `GET /company-code/checkCreditCode` (any login; seeds 000 §5, 001 §5): whether the code is well-formed (18
 * characters, the pattern of `validateCreditCode`) and which enterprise holds it (exists, companyId, companyName).
 */
export const checkCreditCode: Handler<'checkCreditCode'> = async (req, ctx) => {
  const creditCode = req.query.creditCode.trim();
  const valid = validateCreditCode(creditCode) === null;
  if (!valid) return { creditCode, valid, exists: false, companyId: null, companyName: null };
  const [row] = await ctx.db.select({ id: company.id, companyName: company.companyName }).from(company).where(eq(company.creditCode, creditCode)).limit(1);
  return { creditCode, valid, exists: Boolean(row), companyId: row?.id ?? null, companyName: row?.companyName ?? null };
};
