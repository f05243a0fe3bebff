import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { entArchiveRow } from '../../../db/schema';
import { archiveChanged } from '../archive-changed';
import { assertArchiveAccess, otherRow } from './archive.queries';

/**
 * `POST /dynamic/company/info/deleteOtherDetail` (seeds 001 §7; after confirmation in the page): deletes a record of a
 * multi-row table. Unknown → NOT_FOUND_ENTITY 记录不存在. QY only its own enterprise. Msg 删除成功.
 */
export const deleteOtherDetail: Handler<'deleteOtherDetail'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { companyId, tableId, rowId } = req.body;
  assertArchiveAccess(ctx, companyId);
  await otherRow(ctx.db, companyId, tableId, rowId);
  await ctx.db.delete(entArchiveRow).where(eq(entArchiveRow.id, rowId));
  await archiveChanged(ctx.db, [companyId], user.id);
  return ok(null, '删除成功');
};
