import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { companyAppealCounts, latestCompanyAppeals } from './appeal.queries';

/**
 * `GET /corp/policyCalculator/homeMyAppeal?limit=` (QY; seeds 000 §7 home blocks): counts of the caller's
 * enterprise's appeals (all, 办理中 = 1–4 and 7, 已办结 = 5–6) and the newest `limit` (default 5) appeals.
 */
export const homeMyAppeal: Handler<'homeMyAppeal'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  const [counts, list] = await Promise.all([companyAppealCounts(ctx.db, companyId), latestCompanyAppeals(ctx.db, companyId, req.query.limit ?? 5)]);
  return { ...counts, list };
};
