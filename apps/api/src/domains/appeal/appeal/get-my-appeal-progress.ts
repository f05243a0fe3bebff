import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { loadAppealDetail } from './appeal.queries';

/**
 * `GET /appeal/info/myProgress?id=` (QY): one of the caller's enterprise's appeals with its workflow log (the
 * progress timeline). Another company's appeal answers NOT_FOUND_ENTITY 诉求不存在, like a missing one.
 */
export const getMyAppealProgress: Handler<'getMyAppealProgress'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  return loadAppealDetail(ctx.db, req.query.id, { companyId });
};
