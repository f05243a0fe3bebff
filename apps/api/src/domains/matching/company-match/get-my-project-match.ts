import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { requireCompanyId } from '../caller';
import { companyProjectMatch } from './company-matches';

/**
 * `GET /corp/policy/matchDetail` (QY; seeds 001 §7 /corp/policy/*): the caller's enterprise against
 * one published project — every condition with its outcome, the conditions not met, the data
 * missing, the estimated amount (yuan). The stored match is used while it is not older than the
 * project and the enterprise data; otherwise it is computed now (and stored while the project is open).
 * @throws AppError NOT_FOUND_ENTITY 项目不存在 for an unknown or unpublished project.
 */
export const getMyProjectMatch: Handler<'getMyProjectMatch'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const found = await companyProjectMatch(ctx.db, companyId, req.query.projectId);
  if (!found) throw new AppError('NOT_FOUND_ENTITY', '项目不存在');
  return found.match;
};
