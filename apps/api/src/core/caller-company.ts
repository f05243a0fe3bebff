/**
 * The enterprise of an enterprise (QY) caller, shared by the domains that act for an enterprise
 * (declaration, appeal; issue 12): every such operation works on the company of the token, never on
 * a company id the client sends (seeds 000 §6 "Only enterprise users may declare policies").
 */
import { eq } from 'drizzle-orm';

import { AppError } from './envelope';
import { type HandlerContext, requireUser } from './handler';
import type { AuthUser } from './security';
import { company } from '../db/schema';

/** Message when a QY account is not linked to an enterprise. */
export const NO_COMPANY_MSG = '当前账号未关联企业';

/** The caller's company row. */
export interface CallerCompany {
  user: AuthUser;
  companyId: string;
  companyName: string;
  creditCode: string;
}

/**
 * The caller and their company.
 * @param code - the failure code when the caller has no company (BUSINESS_RULE by default;
 *   queryCompanyIdByToken answers NOT_FOUND_ENTITY as its contract says).
 * @throws AppError `code` 当前账号未关联企业 when the caller has no (existing) company.
 */
export async function requireCallerCompany(
  ctx: HandlerContext,
  code: 'BUSINESS_RULE' | 'NOT_FOUND_ENTITY' = 'BUSINESS_RULE',
): Promise<CallerCompany> {
  const user = requireUser(ctx);
  if (!user.companyId) throw new AppError(code, NO_COMPANY_MSG);
  const [row] = await ctx.db
    .select({ id: company.id, companyName: company.companyName, creditCode: company.creditCode })
    .from(company)
    .where(eq(company.id, user.companyId))
    .limit(1);
  if (!row) throw new AppError(code, NO_COMPANY_MSG);
  return { user, companyId: row.id, companyName: row.companyName, creditCode: row.creditCode };
}
