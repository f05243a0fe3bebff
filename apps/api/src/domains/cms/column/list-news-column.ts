import type { Handler } from '../../../core/handler';
import { columnTree } from './column.queries';

/**
 * `GET /cms/news/column/list` (staff, cms:column:list; seeds 001 §7): every column as a tree
 * (hidden ones too) with its number of articles; `columnName` keeps the matching columns and
 * their ancestors.
 */
export const listNewsColumn: Handler<'listNewsColumn'> = async (req, ctx) => columnTree(ctx.db, req.query.columnName);
