import { eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { entExpansionTableField } from '../../../db/schema';

/**
 * `POST /api/entExpansionTableField/changeFieldEnableFlag` (EntEnableFlag 1 ↔ 0): a disabled field disappears from the
 * forms, template and export; its stored values are kept and come back when enabled. Unknown → NOT_FOUND_ENTITY 字段不存在.
 */
export const changeFieldEnableFlag: Handler<'changeFieldEnableFlag'> = async (req, ctx) => {
  const rows = await ctx.db
    .update(entExpansionTableField)
    .set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` })
    .where(eq(entExpansionTableField.id, req.body.id))
    .returning({ id: entExpansionTableField.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND_ENTITY', '字段不存在');
  return null;
};
