import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { entArchiveRow } from '../../../db/schema';
import { archiveChanged } from '../archive-changed';
import { archiveTableFor, assertArchiveAccess, checkValues, otherRow } from './archive.queries';

/**
 * `POST /dynamic/company/info/saveEntArchiveOtherDetail` (seeds 001 §7): adds (no rowId) or updates a record of a
 * multi-row table and answers its rowId as id. Same value rules as saveEntArchiveDetail; required fields must be
 * filled (BUSINESS_RULE 专利名称不能为空). An unknown rowId → NOT_FOUND_ENTITY 记录不存在. QY only its own enterprise.
 */
export const saveEntArchiveOtherDetail: Handler<'saveEntArchiveOtherDetail'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { companyId, tableId, rowId, values } = req.body;
  assertArchiveAccess(ctx, companyId);
  const config = await archiveTableFor(ctx.db, companyId, tableId, true);
  let id: string;
  if (rowId) {
    const current = await otherRow(ctx.db, companyId, tableId, rowId);
    // fields of the table not in the form (disabled ones included) keep their values
    const merged = { ...current.fieldValues, ...checkValues(config, { ...byCodeOf(config, current.fieldValues), ...values }, true) };
    await ctx.db.update(entArchiveRow).set({ fieldValues: merged, updatedBy: user.id, updatedAt: sql`now()` }).where(eq(entArchiveRow.id, rowId));
    id = rowId;
  } else {
    const checked = checkValues(config, values, true);
    const [row] = await ctx.db
      .insert(entArchiveRow)
      .values({ companyId, tableId, detail: 'other', fieldValues: checked, updatedBy: user.id })
      .returning({ id: entArchiveRow.id });
    if (!row) throw new Error('archive row insert returned nothing');
    id = row.id;
  }
  await archiveChanged(ctx.db, [companyId], user.id);
  return ok({ id }, '保存成功');
};

function byCodeOf(config: { fields: Array<{ id: string; fieldCode: string }> }, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of config.fields) if (values[f.id] !== undefined) out[f.fieldCode] = values[f.id];
  return out;
}
