/**
 * The appeal form's option lists (seeds 001 §3 "appeal class, appeal source … configurable", §7
 * queryAppealClassByRedis, queryAppealSourceByRedis, appeal/sourceEnum, serviceAreaType, appeal/type/*): the class
 * tree (configuration view and the public option tree), the sources grouped by channel, and the fixed code lists.
 *
 * The documents' "ByRedis" calls are answered through the read cache (`core/read-cache.ts`, tag `appeal-config`):
 * every configuration write (`../config/appeal-config.ts`) forgets the tag here and, by PostgreSQL notification, in
 * every other API process, so each answers the change in its very next read.
 */
import { APPEAL_SOURCE_TYPE_LABELS, type AppealSourceType } from '@qifu/appeal-rules';
import type { components } from '@qifu/sdk';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { appealSource, appealType } from '../../../db/schema';

/** An appeal class node as the configuration tree answers it. */
export type AppealTypeNode = components['schemas']['AppealType'];
/** A dropdown option (label, value, children). */
export type Option = components['schemas']['Option'];

/** The fixed source channels (contract `AppealSourceType`; `@qifu/appeal-rules`). */
export { APPEAL_SOURCE_TYPE_LABELS, APPEAL_SERVICE_AREA_TYPE_LABELS as SERVICE_AREA_TYPE_LABELS } from '@qifu/appeal-rules';

/** A code list as options, in code order. */
export function codeOptions(labels: Readonly<Record<string, string>>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ label, value }));
}

type TypeRow = typeof appealType.$inferSelect;

async function allTypes(db: Db): Promise<TypeRow[]> {
  return db.select().from(appealType).orderBy(asc(appealType.sort), asc(appealType.typeCode));
}

function toNode(r: TypeRow): AppealTypeNode {
  return { id: r.id, parentId: r.parentId, typeName: r.typeName, typeCode: r.typeCode, sort: r.sort, enableFlag: r.enableFlag, remark: r.remark, children: [] };
}

/** Builds the forest of `rows` (children sorted like their parents). Orphans become roots. */
function forest(rows: readonly TypeRow[]): AppealTypeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: AppealTypeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Every class, enabled or not, as a tree (configuration). With `keyword`, only classes whose name contains it and
 * their parents (a matching parent keeps all its children).
 */
export async function appealTypeTree(db: Db, keyword?: string): Promise<AppealTypeNode[]> {
  const rows = await allTypes(db);
  const kw = keyword?.trim();
  if (!kw) return forest(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.typeName.includes(kw)) continue;
    keep.add(r.id);
    for (let p = r.parentId ? byId.get(r.parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined) keep.add(p.id);
    for (const c of rows) if (c.parentId === r.id) keep.add(c.id);
  }
  return forest(rows.filter((r) => keep.has(r.id)));
}

/** The enabled classes as an option tree (label typeName, value typeCode); a disabled parent hides its children. */
export async function appealClassOptions(db: Db): Promise<Option[]> {
  const rows = (await allTypes(db)).filter((r) => r.enableFlag);
  const enabled = new Set(rows.map((r) => r.id));
  const visible = rows.filter((r) => !r.parentId || enabled.has(r.parentId));
  const toOption = (n: AppealTypeNode): Option => ({ label: n.typeName, value: n.typeCode, children: (n.children ?? []).map(toOption) });
  return forest(visible).map(toOption);
}

/** The enabled sources grouped under their channel (label channel name, value sourceType; children label name, value id). */
export async function appealSourceOptions(db: Db): Promise<Option[]> {
  const rows = await db
    .select({ id: appealSource.id, sourceType: appealSource.sourceType, name: appealSource.sourceValueName })
    .from(appealSource)
    .where(eq(appealSource.enableFlag, true))
    .orderBy(asc(appealSource.sort), asc(appealSource.sourceValueName));
  return (Object.keys(APPEAL_SOURCE_TYPE_LABELS) as AppealSourceType[])
    .map((type) => ({
      label: APPEAL_SOURCE_TYPE_LABELS[type],
      value: type,
      children: rows.filter((r) => r.sourceType === type).map((r) => ({ label: r.name, value: r.id })),
    }))
    .filter((group) => group.children.length > 0);
}
