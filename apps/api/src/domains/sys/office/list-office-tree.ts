import type { Handler } from '../../../core/handler';
import { allOffices } from './office.queries';
import { buildTree, withAncestors } from '../../../core/tree';

/**
 * `GET /sys/office/tree` (ADMIN, sys:office:list): the whole office tree, disabled offices
 * included, by sort then name; `keyword` keeps the offices whose name contains it and their parents.
 */
export const listOfficeTree: Handler<'listOfficeTree'> = async (req, ctx) => {
  const kw = req.query.keyword?.trim().toLowerCase();
  const rows = await allOffices(ctx.db);
  return buildTree(kw ? withAncestors(rows, (r) => r.officeName.toLowerCase().includes(kw)) : rows);
};
