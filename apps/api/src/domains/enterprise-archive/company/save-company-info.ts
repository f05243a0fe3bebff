import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { isUniqueViolation } from '../../../core/pg-errors';
import { company } from '../../../db/schema';
import { archiveChanged } from '../archive-changed';
import { checkCompanyForm, CREDIT_CODE_TAKEN } from './company.queries';

/**
 * `POST /company/info/save` (seeds 001 §7 "/company/info/*: save", §3, §5): creates (no id) or updates an enterprise.
 * Credit code rule with the exact messages (社会信用代码不能为空 / 社会信用代码格式错误); a code held by another
 * enterprise → CONFLICT 该统一社会信用代码已存在; unknown id → NOT_FOUND_ENTITY. An edit counts as an archive change
 * ({@link archiveChanged}: re-matching).
 */
export const saveCompanyInfo: Handler<'saveCompanyInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { id, ...form } = req.body;
  const values = await checkCompanyForm(ctx.db, form, id);
  try {
    if (id) {
      const [row] = await ctx.db.update(company).set({ ...values, updatedAt: sql`now()` }).where(eq(company.id, id)).returning({ id: company.id });
      if (!row) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
      await archiveChanged(ctx.db, [row.id], user.id);
      return ok({ id: row.id }, '保存成功');
    }
    const [row] = await ctx.db.insert(company).values(values).returning({ id: company.id });
    if (!row) throw new Error('company insert returned nothing');
    return ok({ id: row.id }, '保存成功');
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', CREDIT_CODE_TAKEN);
    throw e;
  }
};
