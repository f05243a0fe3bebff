import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { entExpansionTable } from '../../../db/schema';
import { tableRowById } from './expansion.queries';

/**
 * `POST /api/entExpansionTable/changeTableEnableFlag` (EntEnableFlag: 1 ↔ 0, the same value again answers success):
 * a disabled table disappears from the archive forms, the import template and the export; its stored values are kept
 * and come back when it is enabled again. Unknown id → NOT_FOUND_ENTITY.
 */
export const changeTableEnableFlag: Handler<'changeTableEnableFlag'> = async (req, ctx) => {
  await tableRowById(ctx.db, req.body.id);
  await ctx.db.update(entExpansionTable).set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` }).where(eq(entExpansionTable.id, req.body.id));
  return null;
};
