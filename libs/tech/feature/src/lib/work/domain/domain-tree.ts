/**
 * Pure rules of the 技术领域 tree as the server enforces them (seeds 001 §2 "a 4-level one
 * (field)", §3 "Domain tree node"; saveTechDomain / deleteTechDomain): codes are the parent's code
 * plus two digits, at most four levels, and only a leaf (a node without children) may be deleted.
 */
import type { TechDomainNode } from '@qifu/tech-data-access';

/** The depth of the tree (the field cascader's four levels). */
export const DOMAIN_MAX_LEVEL = 4;

/** A node's level, 1 for the top (two digits a level). */
export function domainLevel(code: string): number {
  return code.length / 2;
}

/** Whether a child may be added below `node` (its level is below four). */
export function canAddChild(node: TechDomainNode): boolean {
  return domainLevel(node.id) < DOMAIN_MAX_LEVEL;
}

/** Whether `node` may be deleted: a leaf only (the server also refuses a node an item uses). */
export function canDeleteDomain(node: TechDomainNode): boolean {
  return (node.children ?? []).length === 0;
}

/**
 * The code of a new child of `parentId` (null: a top-level node): the parent's code plus the next
 * free two digits after the largest sibling (`03` with `0301`, `0304` → `0305`), or null when all
 * 99 are taken.
 */
export function nextDomainCode(siblings: readonly TechDomainNode[], parentId: string | null): string | null {
  const prefix = parentId ?? '';
  const used = siblings.map((s) => Number(s.id.slice(prefix.length))).filter((n) => Number.isInteger(n));
  const next = (used.length ? Math.max(...used) : 0) + 1;
  return next > 99 ? null : `${prefix}${String(next).padStart(2, '0')}`;
}

/** The node with `id`, searched depth-first, or undefined. */
export function findDomain(nodes: readonly TechDomainNode[], id: string): TechDomainNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDomain(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The nodes whose label contains `keyword` (case-insensitive), with their ancestors (so the
 * hierarchy shows) and, below a match, all its descendants. An empty keyword keeps every node.
 */
export function filterDomainTree(nodes: readonly TechDomainNode[], keyword: string): TechDomainNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(needle)) return [node];
    const children = filterDomainTree(node.children ?? [], needle);
    return children.length ? [{ ...node, children }] : [];
  });
}
