import type { Handler } from '../../../core/handler';
import { allMenus } from './menu.queries';
import { buildTree, withAncestors } from '../../../core/tree';

/**
 * `GET /sys/menu/tree` (ADMIN, sys:menu:list): the whole menu tree with buttons, hidden entries
 * included, sorted by sort then title (also the tree of the role-grant dialog). `keyword` keeps
 * the entries whose title contains it (any case) and their parents.
 */
export const listMenuTree: Handler<'listMenuTree'> = async (req, ctx) => {
  const kw = req.query.keyword?.trim().toLowerCase();
  const rows = await allMenus(ctx.db);
  return buildTree(kw ? withAncestors(rows, (r) => r.title.toLowerCase().includes(kw)) : rows);
};
