import type { Handler } from '../../../core/handler';
import { allOffices } from './office.queries';
import { buildTree, type TreeNode, withAncestors } from '../../../core/tree';

type TreeOption = { id: string; parentId: string | null; label: string; disabled?: boolean; children: TreeOption[] };

/**
 * `GET /sys/office/options` (staff incl. CALL, sys:office:option): enabled offices as tree options
 * `{id, parentId, label, disabled?, children}` for selectors; roots are `disabled` (seeds 000 §5
 * 不能选择根节点). An office under a disabled one is left out with it. `officeType` keeps the
 * offices of that type and their parents.
 */
export const listOfficeOptions: Handler<'listOfficeOptions'> = async (req, ctx) => {
  const rows = await allOffices(ctx.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const enabled = (id: string): boolean => {
    const seen = new Set<string>();
    for (let r = byId.get(id); r; r = r.parentId ? byId.get(r.parentId) : undefined) {
      if (r.enableFlag !== '1' || seen.has(r.id)) return false;
      seen.add(r.id);
    }
    return true;
  };
  const usable = rows.filter((r) => enabled(r.id));
  const type = req.query.officeType;
  const picked = type ? withAncestors(usable, (r) => r.officeType === type) : usable;
  const toOption = (n: TreeNode<(typeof rows)[number]>, root: boolean): TreeOption => ({
    id: n.id,
    parentId: n.parentId,
    label: n.officeName,
    ...(root ? { disabled: true } : {}),
    children: n.children.map((c) => toOption(c, false)),
  });
  return buildTree(picked).map((n) => toOption(n, true));
};
