import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { isUniqueViolation } from '../../../core/pg-errors';
import { company } from '../../../db/schema';
import { checkCompanyForm, CREDIT_CODE_TAKEN } from '../company/company.queries';

/**
 * `POST /dynamic/company/info/newEntArchive` (企业档案 新建档案; seeds 001 §7): staff add an enterprise with its basic
 * data (rules of saveCompanyInfo; a credit code already present → CONFLICT 该统一社会信用代码已存在). Msg 新建成功.
 */
export const newEntArchive: Handler<'newEntArchive'> = async (req, ctx) => {
  const values = await checkCompanyForm(ctx.db, req.body);
  try {
    const [row] = await ctx.db.insert(company).values(values).returning({ id: company.id });
    if (!row) throw new Error('company insert returned nothing');
    return ok({ id: row.id }, '新建成功');
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', CREDIT_CODE_TAKEN);
    throw e;
  }
};
