/**
 * Parent/child tables as trees (menus, offices, columns, technology fields; issue 12): nesting
 * sorted rows, keyword search that keeps the ancestors, and the cycle check of a new parent.
 */

/** A row of a parent/child table. */
export interface TreeRow {
  id: string;
  parentId: string | null;
}

/** A tree node built by {@link buildTree}. */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Nests rows (already sorted) under their parents; a row whose parent is missing becomes a root.
 * Children keep the rows' order.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as TreeNode<T>;
    const parent = r.parentId && r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The rows matching `match` and all their ancestors (keyword search in trees: 命中节点及其上级). */
export function withAncestors<T extends TreeRow>(rows: readonly T[], match: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!match(r)) continue;
    for (let p: T | undefined = r; p && !keep.has(p.id); p = p.parentId ? byId.get(p.parentId) : undefined) keep.add(p.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

/** True when `candidate` is `id` itself or one of its descendants (a parent that would make a cycle). */
export function isSelfOrDescendant(rows: readonly TreeRow[], id: string, candidate: string): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const seen = new Set<string>();
  for (let p: string | null | undefined = candidate; p && !seen.has(p); p = parentOf.get(p)) {
    if (p === id) return true;
    seen.add(p);
  }
  return false;
}
