import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { loadDeclare } from './declare.queries';

/**
 * `GET /dec/my/detail?id=` (QY; seeds 001 §7 /dec/my/*): one declaration of the caller's enterprise
 * with its answers, files and review state.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 (also for another enterprise's declaration).
 */
export const getMyDeclareDetail: Handler<'getMyDeclareDetail'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  return loadDeclare(ctx.db, req.query.id, { companyId });
};
