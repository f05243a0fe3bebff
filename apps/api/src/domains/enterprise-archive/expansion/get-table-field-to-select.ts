import type { Handler } from '../../../core/handler';
import { archiveTables } from '../archive/archive-values';

/**
 * `GET /api/entExpansionTable/getTableFieldToSelect`: enabled tables with their enabled fields as a two-level tree
 * (export columns, label conditions); tableId narrows to one table.
 */
export const getTableFieldToSelect: Handler<'getTableFieldToSelect'> = async (req, ctx) => {
  const tables = await archiveTables(ctx.db, req.query.tableId ? { tableId: req.query.tableId } : {});
  return tables.map(({ table, fields }) => ({
    id: table.id,
    parentId: null,
    label: table.tableName,
    children: fields.map((f) => ({ id: f.id, parentId: table.id, label: f.fieldName, fieldCode: f.fieldCode, fieldType: f.fieldType, children: [] })),
  }));
};
