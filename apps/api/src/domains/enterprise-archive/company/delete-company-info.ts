import { and, eq, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { isForeignKeyViolation } from '../../../core/pg-errors';
import {
  company,
  companyFact,
  companyRisk,
  companyTag,
  entArchiveRow,
  entAuthLog,
  entMatchResult,
  entPersonalCompany,
  sysUser,
} from '../../../db/schema';

/** Refusal when an enterprise still has accounts or approved bindings (delete-company-info.yaml). */
export const COMPANY_HAS_USERS = '企业已关联用户，不能删除';
/** Refusal when an enterprise has business records (declarations, appeals, listings …) that must be kept. */
export const COMPANY_HAS_RECORDS = '企业已有申报、诉求等业务记录，不能删除';

/**
 * `POST /company/info/delete` (企业库 删除, after confirmation in the page): removes enterprises with their archive data
 * (extension values, matching facts, risks, tags, stored matches, authorization log, pending bindings), all or nothing.
 * An enterprise with user accounts or approved bindings → BUSINESS_RULE 企业已关联用户，不能删除; one with business
 * records (declarations, appeals, land listings …) → BUSINESS_RULE 企业已有申报、诉求等业务记录，不能删除. Answers
 * the number deleted.
 */
export const deleteCompanyInfo: Handler<'deleteCompanyInfo'> = async (req, ctx) => {
  const ids = [...new Set(req.body.ids)];
  const [users, bound] = await Promise.all([
    ctx.db.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.companyId, ids)).limit(1),
    ctx.db
      .select({ id: entPersonalCompany.id })
      .from(entPersonalCompany)
      .where(and(inArray(entPersonalCompany.companyId, ids), eq(entPersonalCompany.bindStatus, '1')))
      .limit(1),
  ]);
  if (users.length > 0 || bound.length > 0) throw new AppError('BUSINESS_RULE', COMPANY_HAS_USERS);
  try {
    const deleted = await ctx.db.transaction(async (tx) => {
      for (const t of [companyFact, companyRisk, companyTag, entMatchResult, entAuthLog, entArchiveRow, entPersonalCompany]) {
        await tx.delete(t).where(inArray(t.companyId, ids));
      }
      return tx.delete(company).where(inArray(company.id, ids)).returning({ id: company.id });
    });
    return ok({ count: deleted.length }, '删除成功');
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new AppError('BUSINESS_RULE', COMPANY_HAS_RECORDS);
    throw e;
  }
};
