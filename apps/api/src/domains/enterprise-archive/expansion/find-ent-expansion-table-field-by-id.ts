import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { entExpansionTableField } from '../../../db/schema';
import { toExpansionField } from './expansion.queries';

/** `GET /api/entExpansionTableField/findById`: one field; unknown → NOT_FOUND_ENTITY 字段不存在. */
export const findEntExpansionTableFieldById: Handler<'findEntExpansionTableFieldById'> = async (req, ctx) => {
  const [row] = await ctx.db.select().from(entExpansionTableField).where(eq(entExpansionTableField.id, req.query.id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '字段不存在');
  return toExpansionField(row);
};
