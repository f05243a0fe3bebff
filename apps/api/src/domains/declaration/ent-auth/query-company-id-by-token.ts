import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';

/**
 * `GET /ent/company/info/queryCompanyIdByToken` (QY): the caller's enterprise `{ companyId, companyName }`
 * (seeds 000 §7).
 * @throws AppError NOT_FOUND_ENTITY 当前账号未关联企业 when the QY account has no enterprise
 *   (as the contract says for this operation).
 */
export const queryCompanyIdByToken: Handler<'queryCompanyIdByToken'> = async (_req, ctx) => {
  const { companyId, companyName } = await requireCallerCompany(ctx, 'NOT_FOUND_ENTITY');
  return { companyId, companyName };
};
