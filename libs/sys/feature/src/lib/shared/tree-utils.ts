/** A node of any of the administration trees (menus, offices, tree options). */
export interface TreeLike<Node> {
  id: string;
  children?: Node[];
}

/** One row of a flattened tree: the node, its depth (0 = top level) and its ancestors' ids. */
export interface FlatNode<Node> {
  node: Node;
  depth: number;
  ancestors: string[];
}

/** Depth-first flattening of a tree, in the given order. */
export function flattenTree<Node extends TreeLike<Node>>(nodes: readonly Node[], depth = 0, ancestors: string[] = []): FlatNode<Node>[] {
  return nodes.flatMap((node) => [
    { node, depth, ancestors },
    ...flattenTree(node.children ?? [], depth + 1, [...ancestors, node.id]),
  ]);
}

/** The ids of a node and all its descendants. */
export function subtreeIds<Node extends TreeLike<Node>>(node: Node): string[] {
  return [node.id, ...(node.children ?? []).flatMap((child) => subtreeIds(child))];
}

/**
 * Select data of a tree: every node as `{ value: id, label }`, the label indented by depth with
 * full-width spaces so that the hierarchy shows in a plain dropdown. Nodes in `exclude` (and their
 * descendants) are left out — a record may not become its own descendant's child.
 */
export function treeSelectData<Node extends TreeLike<Node>>(
  nodes: readonly Node[],
  label: (node: Node) => string,
  options: { exclude?: string; include?: (node: Node) => boolean } = {},
): { value: string; label: string }[] {
  const rows = flattenTree(nodes).filter(
    ({ node, ancestors }) => node.id !== options.exclude && !ancestors.includes(options.exclude ?? '\u0000'),
  );
  return rows
    .filter(({ node }) => options.include?.(node) ?? true)
    .map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${label(node)}` }));
}
