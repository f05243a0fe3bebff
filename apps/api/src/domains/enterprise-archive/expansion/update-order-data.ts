import { and, eq, inArray, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { entExpansionTable, entExpansionTableField } from '../../../db/schema';

/**
 * `POST /api/entExpansionTable/updateOrderData` (seeds 001 §3 "an ordering"; drag or 上移/下移 on 档案扩展表): ids in
 * the wanted order get orderNum 1, 2, 3 …; without tableId they are extension tables, with it fields of that table.
 * An id outside the ordered set → BUSINESS_RULE 排序数据不属于该表 (nothing changed).
 */
export const updateOrderData: Handler<'updateOrderData'> = async (req, ctx) => {
  const { tableId, ids } = req.body;
  const target = tableId ? entExpansionTableField : entExpansionTable;
  const scope = tableId ? eq(entExpansionTableField.tableId, tableId) : undefined;
  const found = await ctx.db.select({ id: target.id }).from(target).where(and(inArray(target.id, ids), scope));
  if (found.length !== ids.length) throw new AppError('BUSINESS_RULE', tableId ? '排序数据不属于该表' : '排序数据不是扩展表');
  await ctx.db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx.update(target).set({ orderNum: i + 1, updatedAt: sql`now()` }).where(eq(target.id, id));
    }
  });
  return null;
};
