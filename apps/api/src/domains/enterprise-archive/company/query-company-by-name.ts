import { asc, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { containsPattern } from '../../../core/values';
import { company } from '../../../db/schema';

/** Most suggestions one search answers (contract: maxItems 20). */
export const COMPANY_SUGGESTION_LIMIT = 20;

/**
 * `GET /company-code/queryByName` (any login; seeds 000 §3 "Company suggestion: id, name, code, streetId", §7
 * "Company-name search (name)"): at most 20 enterprises of the company table whose name contains `name` (any case),
 * the exact match first, then the shorter names, then by name. Used by the appeal form's prefill and the call centre's
 * company lookup (issue 16).
 */
export const queryCompanyByName: Handler<'queryCompanyByName'> = async (req, ctx) => {
  const name = req.query.name.trim();
  const pattern = containsPattern(name);
  if (!pattern) return [];
  const rows = await ctx.db
    .select({ id: company.id, name: company.companyName, code: company.creditCode, streetId: company.streetId })
    .from(company)
    .where(ilike(company.companyName, pattern))
    .orderBy(sql`case when ${company.companyName} = ${name} then 0 else 1 end`, sql`length(${company.companyName})`, asc(company.companyName))
    .limit(COMPANY_SUGGESTION_LIMIT);
  return rows;
};
