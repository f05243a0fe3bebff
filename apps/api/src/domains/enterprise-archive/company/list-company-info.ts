import { and, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { containsPattern } from '../../../core/values';
import { company } from '../../../db/schema';
import { COMPANY_INFO_COLUMNS, companyStreet, toCompanyInfo } from './company.queries';

/**
 * `GET /company/info/list` (企业库; seeds 001 §7 "/company/info/*: list", §3 company variant of the paged list):
 * enterprises newest first, filtered by name (contains), credit code (prefix, any case), street, industry, scale and
 * business type. Answers `{ commonPage: { list, total } }`.
 */
export const listCompanyInfo: Handler<'listCompanyInfo'> = async (req, ctx) => {
  const { companyName, creditCode, streetId, industry, scale, businessType } = req.query;
  const window = toPageWindow(req.query);
  const code = creditCode?.trim();
  const where = and(
    ilike(company.companyName, containsPattern(companyName) ?? '%'),
    code ? ilike(company.creditCode, `${escapeLike(code)}%`) : undefined,
    streetId ? eq(company.streetId, streetId) : undefined,
    industry ? eq(company.industry, industry) : undefined,
    scale ? eq(company.scale, scale) : undefined,
    businessType ? eq(company.businessType, businessType) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(COMPANY_INFO_COLUMNS)
      .from(company)
      .leftJoin(companyStreet.table, companyStreet.on)
      .where(where)
      .orderBy(desc(company.createdAt), desc(company.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(company).where(where),
  ]);
  return { commonPage: pageResult(rows.map(toCompanyInfo), totals[0]?.n ?? 0) };
};
