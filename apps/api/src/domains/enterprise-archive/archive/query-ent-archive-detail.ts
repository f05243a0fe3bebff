import type { Handler } from '../../../core/handler';
import { assembleArchive, assertArchiveAccess } from './archive.queries';

/**
 * `GET /dynamic/company/info/queryEntArchiveDetail` (企业档案, 我的 › 企业档案; seeds 001 §7): the enterprise's basic
 * data plus every enabled extension table that applies to its business type, with enabled fields and values, in
 * order; tableId narrows to one table. QY only its own enterprise (FORBIDDEN otherwise).
 */
export const queryEntArchiveDetail: Handler<'queryEntArchiveDetail'> = async (req, ctx) => {
  assertArchiveAccess(ctx, req.query.companyId);
  return assembleArchive(ctx.db, req.query.companyId, req.query.tableId);
};
