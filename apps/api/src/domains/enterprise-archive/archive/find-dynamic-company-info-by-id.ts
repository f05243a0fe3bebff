import { desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { entAuthLog } from '../../../db/schema';
import { assembleArchive, assertArchiveAccess } from './archive.queries';

/**
 * `GET /dynamic/company/info/findById` (seeds 001 §7): the enterprise with its completeness (wholeInfo) and its
 * data-authorization status (the latest decision of ent_auth_log, '00' when none). QY only its own enterprise.
 */
export const findDynamicCompanyInfoById: Handler<'findDynamicCompanyInfoById'> = async (req, ctx) => {
  assertArchiveAccess(ctx, req.query.id);
  const [archive, [auth]] = await Promise.all([
    assembleArchive(ctx.db, req.query.id),
    ctx.db
      .select({ authStatus: entAuthLog.authStatus })
      .from(entAuthLog)
      .where(eq(entAuthLog.companyId, req.query.id))
      .orderBy(desc(entAuthLog.createdAt), desc(entAuthLog.id))
      .limit(1),
  ]);
  return { ...archive.company, wholeInfo: archive.wholeInfo, authStatus: auth?.authStatus ?? '00' };
};
