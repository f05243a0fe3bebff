/**
 * Reading the enterprise archive's extension values (issue 18; storage described in
 * `db/schema/enterprise-archive.ts`). The one place other parts of the archive domain (import/export, smart tags,
 * the sync into matching facts) read configuration and values from, so they cannot differ.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { entArchiveRow, entExpansionTable, entExpansionTableField, type EntStoredValue } from '../../../db/schema';

/** An extension table row of the configuration. */
export type ExpansionTableRow = typeof entExpansionTable.$inferSelect;
/** An extension field row of the configuration. */
export type ExpansionFieldRow = typeof entExpansionTableField.$inferSelect;

/** An extension table with its fields, in order. */
export interface ArchiveTableConfig {
  table: ExpansionTableRow;
  fields: ExpansionFieldRow[];
}

/**
 * The extension tables with their fields, ordered by orderNum then creation (seeds 001 §3 "an ordering").
 * @param options.includeDisabled - also disabled tables and fields (the configuration page); default false, which
 *   answers only enabled tables with their enabled fields — what the archive form, import template and export show.
 * @param options.businessType - only tables of that type plus those for every type (null businessType); omitted = all.
 * @param options.tableId - only that table.
 */
export async function archiveTables(
  db: Db,
  options: { includeDisabled?: boolean; businessType?: string | null; tableId?: string } = {},
): Promise<ArchiveTableConfig[]> {
  const tables = await db
    .select()
    .from(entExpansionTable)
    .where(
      and(
        options.includeDisabled ? undefined : eq(entExpansionTable.enableFlag, '1'),
        options.tableId ? eq(entExpansionTable.id, options.tableId) : undefined,
      ),
    )
    .orderBy(asc(entExpansionTable.orderNum), asc(entExpansionTable.createdAt), asc(entExpansionTable.id));
  const applicable =
    options.businessType === undefined
      ? tables
      : tables.filter((t) => t.businessType === null || t.businessType === options.businessType);
  if (applicable.length === 0) return [];
  const fields = await db
    .select()
    .from(entExpansionTableField)
    .where(
      and(
        inArray(
          entExpansionTableField.tableId,
          applicable.map((t) => t.id),
        ),
        options.includeDisabled ? undefined : eq(entExpansionTableField.enableFlag, '1'),
      ),
    )
    .orderBy(asc(entExpansionTableField.orderNum), asc(entExpansionTableField.createdAt), asc(entExpansionTableField.id));
  return applicable.map((table) => ({ table, fields: fields.filter((f) => f.tableId === table.id) }));
}

/**
 * The enabled extension tables with their enabled fields, in order (every business type). For import/export columns,
 * smart-tag field lists and the matching-fact sync.
 */
export async function enabledArchiveFields(db: Db): Promise<ArchiveTableConfig[]> {
  return archiveTables(db);
}

/** One stored row of values: the single row of a single-row table (`detail: 'main'`) or one record of a multi-row one. */
export interface ArchiveValueRow {
  /** rowId (multi-row tables) — also present for main rows. */
  rowId: string;
  companyId: string;
  tableId: string;
  detail: 'main' | 'other';
  /** fieldId → value (EntFieldValue shape); a field without a value is absent. Includes values of disabled fields. */
  values: Record<string, EntStoredValue>;
  updatedAt: Date;
}

/**
 * The stored extension values of the given enterprises (every table, enabled or not; callers filter with
 * {@link enabledArchiveFields}). Multi-row records come in creation order.
 * @returns companyId → its rows (an enterprise without values is absent).
 */
export async function readArchiveValues(db: Db, companyIds: readonly string[]): Promise<Map<string, ArchiveValueRow[]>> {
  const out = new Map<string, ArchiveValueRow[]>();
  if (companyIds.length === 0) return out;
  const rows = await db
    .select()
    .from(entArchiveRow)
    .where(inArray(entArchiveRow.companyId, [...new Set(companyIds)]))
    .orderBy(asc(entArchiveRow.createdAt), asc(entArchiveRow.id));
  for (const r of rows) {
    const list = out.get(r.companyId) ?? [];
    list.push({ rowId: r.id, companyId: r.companyId, tableId: r.tableId, detail: r.detail, values: r.fieldValues ?? {}, updatedAt: r.updatedAt });
    out.set(r.companyId, list);
  }
  return out;
}

/**
 * The single-row ("main detail") values of enterprises keyed by field CODE over the enabled fields: companyId →
 * { fieldCode → value }. A value cleared in the archive is present as null (treat it as missing); a field never
 * filled is absent. When two enabled tables share a field code the earlier table (in order) wins. Used by smart tags
 * and the matching-fact sync.
 */
export async function mainValuesByCode(db: Db, companyIds: readonly string[]): Promise<Map<string, Record<string, EntStoredValue>>> {
  const [config, values] = await Promise.all([enabledArchiveFields(db), readArchiveValues(db, companyIds)]);
  const out = new Map<string, Record<string, EntStoredValue>>();
  for (const id of companyIds) {
    const byCode: Record<string, EntStoredValue> = {};
    const rows = values.get(id) ?? [];
    for (const { table, fields } of config) {
      if (table.multiRow) continue;
      const row = rows.find((r) => r.tableId === table.id && r.detail === 'main');
      if (!row) continue;
      for (const f of fields) {
        const v = row.values[f.id];
        if (v !== undefined && !(f.fieldCode in byCode)) byCode[f.fieldCode] = v;
      }
    }
    out.set(id, byCode);
  }
  return out;
}
