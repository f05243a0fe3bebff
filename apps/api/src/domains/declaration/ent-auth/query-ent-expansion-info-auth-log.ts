import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { currentAuth } from './ent-auth';

/**
 * `GET /ent/company/info/queryEntExpansionInfoAuthLog` (QY): the data-authorization status of the
 * caller's enterprise, `{ authStatus, authTime }`; `'00'` / null when it never decided (seeds 000 §4).
 * @throws AppError BUSINESS_RULE 当前账号未关联企业 for a QY account without enterprise.
 */
export const queryEntExpansionInfoAuthLog: Handler<'queryEntExpansionInfoAuthLog'> = async (_req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  return currentAuth(ctx.db, companyId);
};
