/** A node of a tree delivered by the API (menus, offices, tree options): an id and optional children. */
export interface TreeLike<Node> {
  id: string;
  children?: Node[] | null;
}

/** One row of a flattened tree: the node, its depth (0 = top level) and its ancestors' ids, outermost first. */
export interface FlatNode<Node> {
  node: Node;
  depth: number;
  ancestors: string[];
}

/** Depth-first (pre-order) flattening of a tree, keeping the given order of siblings. */
export function flattenTree<Node extends TreeLike<Node>>(nodes: readonly Node[], depth = 0, ancestors: string[] = []): FlatNode<Node>[] {
  return nodes.flatMap((node) => [
    { node, depth, ancestors },
    ...flattenTree(node.children ?? [], depth + 1, [...ancestors, node.id]),
  ]);
}

/** The ids of a node and all its descendants, pre-order. */
export function subtreeIds<Node extends TreeLike<Node>>(node: Node): string[] {
  return [node.id, ...(node.children ?? []).flatMap((child) => subtreeIds(child))];
}

/** Options of {@link treeSelectData}. */
export interface TreeSelectDataOptions<Node> {
  /** A node left out with all its descendants (a record may not become its own descendant's child). */
  exclude?: string;
  /** Keeps only the nodes it accepts (their descendants are judged one by one). */
  include?: (node: Node) => boolean;
}

/**
 * Select data of a tree for a plain dropdown: every node as `{ value: id, label }`, pre-order, the
 * label indented by depth with full-width spaces (U+3000) so that the hierarchy shows.
 */
export function treeSelectData<Node extends TreeLike<Node>>(
  nodes: readonly Node[],
  label: (node: Node) => string,
  options: TreeSelectDataOptions<Node> = {},
): { value: string; label: string }[] {
  const { exclude, include } = options;
  return flattenTree(nodes)
    .filter(({ node, ancestors }) => exclude === undefined || (node.id !== exclude && !ancestors.includes(exclude)))
    .filter(({ node }) => include?.(node) ?? true)
    .map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${label(node)}` }));
}

/** A record with its `children` (see {@link treeOfParentIds}). */
export type TreeNodeOf<T> = T & { children: TreeNodeOf<T>[] };

/**
 * Builds a tree from flat records linked by `parentId`, keeping the given order; a record whose
 * parent is not in the list becomes a root. Each node is a copy of its record with a `children` array.
 */
export function treeOfParentIds<T extends { id: string; parentId?: string | null }>(records: readonly T[]): TreeNodeOf<T>[] {
  const nodes = new Map<string, TreeNodeOf<T>>(records.map((record) => [record.id, { ...record, children: [] }]));
  const roots: TreeNodeOf<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
