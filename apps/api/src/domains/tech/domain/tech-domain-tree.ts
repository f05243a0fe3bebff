/**
 * The domain trees (seeds 000 §7 "Domain tree and children (type, id)", seeds 001 §3 "Domain tree
 * node: id, label, children; chain and optionMap for multi-level choice"): nodes with hierarchical
 * two-digit codes (`03`, `0301`), type '1' 技术领域 or '2' 应用行业.
 */
import type { TechDomainType } from '@qifu/tech-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { techDomain } from '../../../db/schema';

/** A node as the contract answers it (`TechDomainNode`). */
export type TechDomainNode = components['schemas']['TechDomainNode'];

/** A stored node, without children. */
export interface DomainRow {
  id: string;
  parentId: string | null;
  label: string;
}

/** Every node of a tree, siblings in their order (sort, then code). */
export function loadDomainRows(db: Db, type: TechDomainType): Promise<DomainRow[]> {
  return db
    .select({ id: techDomain.id, parentId: techDomain.parentId, label: techDomain.label })
    .from(techDomain)
    .where(eq(techDomain.type, type))
    .orderBy(asc(techDomain.sort), asc(techDomain.id));
}

/** Rows grouped by parent code (`null` for the top level), keeping their order. */
export function byParent(rows: readonly DomainRow[]): Map<string | null, DomainRow[]> {
  const map = new Map<string | null, DomainRow[]>();
  for (const row of rows) {
    const siblings = map.get(row.parentId) ?? [];
    siblings.push(row);
    map.set(row.parentId, siblings);
  }
  return map;
}

/** The whole tree: top-level nodes with their children, `leaf` for nodes without children. */
export function buildDomainTree(rows: readonly DomainRow[]): TechDomainNode[] {
  const children = byParent(rows);
  const build = (parentId: string | null): TechDomainNode[] =>
    (children.get(parentId) ?? []).map((row) => {
      const below = build(row.id);
      return { id: row.id, parentId: row.parentId, label: row.label, leaf: below.length === 0, children: below };
    });
  return build(null);
}

/** The direct children of `parentId` (top level for null), with empty children arrays. */
export async function domainChildren(db: Db, type: TechDomainType, parentId: string | null): Promise<TechDomainNode[]> {
  const rows = await loadDomainRows(db, type);
  const children = byParent(rows);
  return (children.get(parentId) ?? []).map((row) => ({
    id: row.id,
    parentId: row.parentId,
    label: row.label,
    leaf: !children.has(row.id),
    children: [],
  }));
}

/** Whether a node exists. */
export async function domainExists(db: Db, type: TechDomainType, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: techDomain.id })
    .from(techDomain)
    .where(and(eq(techDomain.type, type), eq(techDomain.id, id)))
    .limit(1);
  return Boolean(row);
}
