/**
 * The enterprise archive's configurable extension (seeds 001 §3 "Enterprise-archive extension", §7 "Companies and
 * enterprise archive"; issue 18).
 *
 * - `ent_expansion_table` — an extension table (经营情况, 知识产权 …): code unique, optional business type (null = all
 *   types), `multi_row` (one row per enterprise = "main detail", or many rows = "other detail"), enable flag and order.
 * - `ent_expansion_table_field` — a field of a table: code unique within its table, type from EntFieldType, optional
 *   dictionary, required flag, enable flag and order. Tables and fields are never deleted; disabling hides them.
 * - `ent_archive_row` — the stored values: one row per (enterprise, table) for a single-row table (`detail = 'main'`,
 *   unique), one row per record for a multi-row table (`detail = 'other'`; its `id` is the contract's rowId).
 *   `field_values` is a JSON object keyed by FIELD ID (not code) → value in the shape of EntFieldValue (string, number,
 *   string[]; absent = empty). Values of disabled fields/tables stay in place and reappear when re-enabled.
 *
 * Readers outside the archive (import/export, smart tags, matching facts) use
 * `domains/enterprise-archive/archive/archive-values.ts` (enabledArchiveFields, readArchiveValues).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';

/** EntFieldType of the contract. */
export type EntFieldTypeValue = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'multiSelect' | 'file';
/** One stored value (EntFieldValue): null/absent = empty. */
export type EntStoredValue = string | number | string[] | null;

export const entExpansionTable = pgTable(
  'ent_expansion_table',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tableName: text('table_name').notNull(),
    tableCode: text('table_code').notNull(),
    /** Value of getBusinessTypeList; null = applies to every business type. */
    businessType: text('business_type'),
    multiRow: boolean('multi_row').notNull().default(false),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    orderNum: integer('order_num').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ent_expansion_table_code_uq').on(t.tableCode)],
);

export const entExpansionTableField = pgTable(
  'ent_expansion_table_field',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tableId: uuid('table_id')
      .notNull()
      .references(() => entExpansionTable.id),
    fieldName: text('field_name').notNull(),
    fieldCode: text('field_code').notNull(),
    fieldType: text('field_type').$type<EntFieldTypeValue>().notNull(),
    dictTypeCode: text('dict_type_code'),
    required: boolean('required').notNull().default(false),
    maxLength: integer('max_length'),
    unit: text('unit'),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    orderNum: integer('order_num').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ent_expansion_field_code_uq').on(t.tableId, t.fieldCode)],
);

export const entArchiveRow = pgTable(
  'ent_archive_row',
  {
    /** rowId of the contract for multi-row tables. */
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => entExpansionTable.id),
    /** 'main' = the single row of a single-row table, 'other' = one record of a multi-row table. */
    detail: text('detail').$type<'main' | 'other'>().notNull().default('main'),
    /** fieldId → EntStoredValue. */
    fieldValues: jsonb('field_values').$type<Record<string, EntStoredValue>>().notNull().default({}),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ent_archive_row_main_uq').on(t.companyId, t.tableId).where(sql`${t.detail} = 'main'`),
    index('ent_archive_row_company_idx').on(t.companyId, t.tableId),
    index('ent_archive_row_table_idx').on(t.tableId),
  ],
);
