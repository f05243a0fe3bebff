import type { Handler } from '../../../core/handler';
import { archiveTables } from '../archive/archive-values';
import { tableRowById, toExpansionTableWithFields } from './expansion.queries';

/** `GET /api/entExpansionTable/findById`: the table with all its fields (enabled and disabled) in order; unknown → NOT_FOUND_ENTITY 扩展表不存在. */
export const findEntExpansionTableById: Handler<'findEntExpansionTableById'> = async (req, ctx) => {
  await tableRowById(ctx.db, req.query.id);
  const [config] = await archiveTables(ctx.db, { includeDisabled: true, tableId: req.query.id });
  return toExpansionTableWithFields(config as NonNullable<typeof config>);
};
