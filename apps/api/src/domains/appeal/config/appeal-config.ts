/**
 * The appeal configuration (seeds 001 §3 "Also configurable: … appeal class, appeal source and dealOffice"; §7
 * appeal/type/*, appeal/sourceValueName/*, appeal/dealDuration/*; issue 16 "Configuration" and "Time limits"):
 * 诉求分类 (a two-level tree), 诉求来源, 承办部门 and 办理时限 — pages, saves, enable flags and deletes.
 *
 * Every write runs through {@link configWrite}: after it (committed or failed part-way) the read cache forgets
 * the tag {@link APPEAL_CONFIG_CACHE_TAG}, so the cached public option lists (queryAppealClassByRedis,
 * queryAppealSourceByRedis) answer the change in the very next read, in this process and — through the cache's
 * PostgreSQL notification — in every other API process.
 *
 * Deletes are all-or-none: a row still in use answers BUSINESS_RULE and nothing is deleted.
 */
import type { components } from '@qifu/sdk';
import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { escapeLike, pageResult, type PageResult, toPageWindow } from '../../../core/paging';
import { invalidating } from '../../../core/read-cache';
import type { Db } from '../../../db/client';
import { type AppealSourceType } from '@qifu/appeal-rules';
import { appealDealDuration, appealDealOffice, appealInfo, appealSource, appealType, sysOffice } from '../../../db/schema';
import { className } from '../appeal/appeal.queries';
import { APPEAL_SOURCE_TYPE_LABELS } from '../options/appeal-options';

/** Read-cache tag of every answer built from the appeal configuration (class tree, source list). */
export const APPEAL_CONFIG_CACHE_TAG = 'appeal-config';

/** Texts of the configuration's checks. */
export const APPEAL_CONFIG_MESSAGES = {
  sourceDuplicate: '该来源名称已存在',
  sourceUsed: '该来源已被诉求使用，请停用',
  typeDuplicate: '该分类编码已存在',
  typeDepth: '诉求分类最多两级',
  typeSelfParent: '上级分类不能是自己',
  typeHasChildren: '该分类下存在子分类，不能删除',
  typeUsed: '该分类已被诉求使用，请停用',
  typeUnknown: '诉求分类不存在',
  officeDuplicate: '该承办部门已存在',
  officeUsed: '该承办部门已有诉求，请停用',
  officeUnknown: '关联的系统部门不存在',
  durationDuplicate: '该诉求分类已配置办理时限',
  durationWarn: '预警天数须小于办理天数',
  notFound: '数据不存在',
} as const;

type AppealSourceRow = components['schemas']['AppealSource'];
type AppealDealOfficeRow = components['schemas']['AppealDealOffice'];
type AppealDealDurationRow = components['schemas']['AppealDealDuration'];
type AppealTypeNode = components['schemas']['AppealType'];

function rule(msg: string): AppError {
  return new AppError('BUSINESS_RULE', msg);
}
function conflict(msg: string): AppError {
  return new AppError('CONFLICT', msg);
}
function missing(): AppError {
  return new AppError('NOT_FOUND_ENTITY', APPEAL_CONFIG_MESSAGES.notFound);
}

/** Runs a configuration write in one transaction, then invalidates the cached option lists. */
export function configWrite<T>(ctx: Pick<HandlerContext, 'db' | 'readCache'>, write: (tx: Db) => Promise<T>): Promise<T> {
  return invalidating(ctx.readCache, [APPEAL_CONFIG_CACHE_TAG], () => ctx.db.transaction(write));
}

/** Ensures every id exists in a table. @throws AppError NOT_FOUND_ENTITY 数据不存在. */
function assertAll(found: number, ids: readonly string[]): void {
  if (found !== new Set(ids).size) throw missing();
}

// ---- 诉求来源 ----

/** A page of sources: by channel, then sort, then name. */
export async function sourcePage(db: Db, q: { page?: number; pageSize?: number; sourceType?: AppealSourceType; keyword?: string }): Promise<PageResult<AppealSourceRow>> {
  const window = toPageWindow(q);
  const kw = q.keyword?.trim();
  const where = and(q.sourceType ? eq(appealSource.sourceType, q.sourceType) : undefined, kw ? ilike(appealSource.sourceValueName, `%${escapeLike(kw)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appealSource)
      .where(where)
      .orderBy(asc(appealSource.sourceType), asc(appealSource.sort), asc(appealSource.sourceValueName))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(appealSource).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({ id: r.id, sourceType: r.sourceType, sourceTypeName: APPEAL_SOURCE_TYPE_LABELS[r.sourceType], sourceValueName: r.sourceValueName, sort: r.sort, enableFlag: r.enableFlag })),
    total?.n ?? 0,
  );
}

/** Creates or updates a source. @throws AppError CONFLICT 该来源名称已存在; NOT_FOUND_ENTITY. */
export async function saveSource(tx: Db, input: { id?: string; sourceType: AppealSourceType; sourceValueName: string; sort?: number; enableFlag?: boolean }): Promise<string> {
  const name = input.sourceValueName.trim();
  const [dup] = await tx
    .select({ id: appealSource.id })
    .from(appealSource)
    .where(and(eq(appealSource.sourceType, input.sourceType), eq(appealSource.sourceValueName, name), input.id ? ne(appealSource.id, input.id) : undefined))
    .limit(1);
  if (dup) throw conflict(APPEAL_CONFIG_MESSAGES.sourceDuplicate);
  const values = { sourceType: input.sourceType, sourceValueName: name, sort: input.sort ?? 0, enableFlag: input.enableFlag ?? true, updatedAt: new Date() };
  if (input.id) {
    const rows = await tx.update(appealSource).set(values).where(eq(appealSource.id, input.id)).returning({ id: appealSource.id });
    if (!rows[0]) throw missing();
    return rows[0].id;
  }
  const [row] = await tx.insert(appealSource).values(values).returning({ id: appealSource.id });
  if (!row) throw new Error('appeal_source insert returned nothing');
  return row.id;
}

/** Deletes unused sources. @throws AppError BUSINESS_RULE 该来源已被诉求使用，请停用; NOT_FOUND_ENTITY. */
export async function deleteSources(tx: Db, ids: readonly string[]): Promise<void> {
  const rows = await tx.select({ id: appealSource.id }).from(appealSource).where(inArray(appealSource.id, [...ids]));
  assertAll(rows.length, ids);
  const [used] = await tx.select({ id: appealInfo.id }).from(appealInfo).where(inArray(appealInfo.appealSource, [...ids])).limit(1);
  if (used) throw rule(APPEAL_CONFIG_MESSAGES.sourceUsed);
  await tx.delete(appealSource).where(inArray(appealSource.id, [...ids]));
}

// ---- 诉求分类 ----

function typeNode(r: typeof appealType.$inferSelect): AppealTypeNode {
  return { id: r.id, parentId: r.parentId, typeName: r.typeName, typeCode: r.typeCode, sort: r.sort, enableFlag: r.enableFlag, remark: r.remark, children: [] };
}

/** One class (children empty). @throws AppError NOT_FOUND_ENTITY. */
export async function findType(db: Db, id: string): Promise<AppealTypeNode> {
  const [row] = await db.select().from(appealType).where(eq(appealType.id, id)).limit(1);
  if (!row) throw missing();
  return typeNode(row);
}

/**
 * Creates or updates a class: at most two levels (the parent must be a first-level class, and a class with
 * children cannot move under another). @throws AppError CONFLICT 该分类编码已存在; BUSINESS_RULE 诉求分类最多两级.
 */
export async function saveType(
  tx: Db,
  input: { id?: string; parentId?: string; typeName: string; typeCode: string; sort?: number; enableFlag?: boolean; remark?: string },
): Promise<string> {
  const [dup] = await tx
    .select({ id: appealType.id })
    .from(appealType)
    .where(and(eq(appealType.typeCode, input.typeCode), input.id ? ne(appealType.id, input.id) : undefined))
    .limit(1);
  if (dup) throw conflict(APPEAL_CONFIG_MESSAGES.typeDuplicate);
  const parentId = input.parentId ?? null;
  if (parentId) {
    if (parentId === input.id) throw rule(APPEAL_CONFIG_MESSAGES.typeSelfParent);
    const [parent] = await tx.select({ parentId: appealType.parentId }).from(appealType).where(eq(appealType.id, parentId)).limit(1);
    if (!parent) throw rule(APPEAL_CONFIG_MESSAGES.typeUnknown);
    if (parent.parentId) throw rule(APPEAL_CONFIG_MESSAGES.typeDepth);
    if (input.id) {
      const [child] = await tx.select({ id: appealType.id }).from(appealType).where(eq(appealType.parentId, input.id)).limit(1);
      if (child) throw rule(APPEAL_CONFIG_MESSAGES.typeDepth);
    }
  }
  const values = {
    parentId,
    typeName: input.typeName.trim(),
    typeCode: input.typeCode,
    sort: input.sort ?? 0,
    enableFlag: input.enableFlag ?? true,
    remark: input.remark?.trim() || null,
    updatedAt: new Date(),
  };
  if (input.id) {
    const rows = await tx.update(appealType).set(values).where(eq(appealType.id, input.id)).returning({ id: appealType.id });
    if (!rows[0]) throw missing();
    return rows[0].id;
  }
  const [row] = await tx.insert(appealType).values(values).returning({ id: appealType.id });
  if (!row) throw new Error('appeal_type insert returned nothing');
  return row.id;
}

/**
 * Deletes classes without children and unused by appeals (with their deal durations).
 * @throws AppError BUSINESS_RULE 该分类下存在子分类，不能删除 / 该分类已被诉求使用，请停用; NOT_FOUND_ENTITY.
 */
export async function deleteTypes(tx: Db, ids: readonly string[]): Promise<void> {
  const rows = await tx.select({ id: appealType.id, typeCode: appealType.typeCode }).from(appealType).where(inArray(appealType.id, [...ids]));
  assertAll(rows.length, ids);
  const idSet = new Set(ids);
  const children = await tx.select({ id: appealType.id }).from(appealType).where(inArray(appealType.parentId, [...ids]));
  if (children.some((c) => !idSet.has(c.id))) throw rule(APPEAL_CONFIG_MESSAGES.typeHasChildren);
  const [used] = await tx.select({ id: appealInfo.id }).from(appealInfo).where(inArray(appealInfo.appealClass, rows.map((r) => r.typeCode))).limit(1);
  if (used) throw rule(APPEAL_CONFIG_MESSAGES.typeUsed);
  // children first (both levels may be in one request)
  const childIds = children.map((c) => c.id);
  if (childIds.length > 0) await tx.delete(appealType).where(inArray(appealType.id, childIds));
  await tx.delete(appealType).where(inArray(appealType.id, [...ids]));
}

// ---- 承办部门 ----

function officeRow(r: typeof appealDealOffice.$inferSelect, officeName: string | null): AppealDealOfficeRow {
  return { id: r.id, dealOfficeName: r.dealOfficeName, officeId: r.officeId, officeName, contactName: r.contactName, contactPhone: r.contactPhone, sort: r.sort, enableFlag: r.enableFlag };
}

/** A page of dealing offices by sort then name. */
export async function dealOfficePage(db: Db, q: { page?: number; pageSize?: number; keyword?: string }): Promise<PageResult<AppealDealOfficeRow>> {
  const window = toPageWindow(q);
  const kw = q.keyword?.trim();
  const where: SQL | undefined = kw ? ilike(appealDealOffice.dealOfficeName, `%${escapeLike(kw)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(appealDealOffice), linkedOfficeName: sysOffice.officeName })
      .from(appealDealOffice)
      .leftJoin(sysOffice, eq(sysOffice.id, appealDealOffice.officeId))
      .where(where)
      .orderBy(asc(appealDealOffice.sort), asc(appealDealOffice.dealOfficeName))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(appealDealOffice).where(where),
  ]);
  return pageResult(rows.map((r) => officeRow(r, r.linkedOfficeName)), total?.n ?? 0);
}

/** The enabled dealing offices as options (label name, value id), by sort then name. */
export async function dealOfficeOptions(db: Db): Promise<{ label: string; value: string }[]> {
  const rows = await db
    .select({ id: appealDealOffice.id, name: appealDealOffice.dealOfficeName })
    .from(appealDealOffice)
    .where(eq(appealDealOffice.enableFlag, true))
    .orderBy(asc(appealDealOffice.sort), asc(appealDealOffice.dealOfficeName));
  return rows.map((r) => ({ label: r.name, value: r.id }));
}

/** Creates or updates a dealing office. @throws AppError CONFLICT 该承办部门已存在; BUSINESS_RULE 关联的系统部门不存在. */
export async function saveDealOffice(
  tx: Db,
  input: { id?: string; dealOfficeName: string; officeId?: string; contactName?: string; contactPhone?: string; sort?: number; enableFlag?: boolean },
): Promise<string> {
  const name = input.dealOfficeName.trim();
  const [dup] = await tx
    .select({ id: appealDealOffice.id })
    .from(appealDealOffice)
    .where(and(eq(appealDealOffice.dealOfficeName, name), input.id ? ne(appealDealOffice.id, input.id) : undefined))
    .limit(1);
  if (dup) throw conflict(APPEAL_CONFIG_MESSAGES.officeDuplicate);
  const officeId = input.officeId?.trim() || null;
  if (officeId) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(officeId);
    const [office] = uuid ? await tx.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.id, officeId)).limit(1) : [];
    if (!office) throw rule(APPEAL_CONFIG_MESSAGES.officeUnknown);
  }
  const values = {
    dealOfficeName: name,
    officeId,
    contactName: input.contactName?.trim() || null,
    contactPhone: input.contactPhone?.trim() || null,
    sort: input.sort ?? 0,
    enableFlag: input.enableFlag ?? true,
    updatedAt: new Date(),
  };
  if (input.id) {
    const rows = await tx.update(appealDealOffice).set(values).where(eq(appealDealOffice.id, input.id)).returning({ id: appealDealOffice.id });
    if (!rows[0]) throw missing();
    return rows[0].id;
  }
  const [row] = await tx.insert(appealDealOffice).values(values).returning({ id: appealDealOffice.id });
  if (!row) throw new Error('appeal_deal_office insert returned nothing');
  return row.id;
}

/** Deletes dealing offices no appeal references. @throws AppError BUSINESS_RULE 该承办部门已有诉求，请停用. */
export async function deleteDealOffices(tx: Db, ids: readonly string[]): Promise<void> {
  const rows = await tx.select({ id: appealDealOffice.id }).from(appealDealOffice).where(inArray(appealDealOffice.id, [...ids]));
  assertAll(rows.length, ids);
  const [used] = await tx.select({ id: appealInfo.id }).from(appealInfo).where(inArray(appealInfo.dealOffice, [...ids])).limit(1);
  if (used) throw rule(APPEAL_CONFIG_MESSAGES.officeUsed);
  await tx.delete(appealDealOffice).where(inArray(appealDealOffice.id, [...ids]));
}

// ---- 办理时限 ----

const durationType = appealType;

/** A page of deal durations (class name with its parent), by class code. */
export async function dealDurationPage(db: Db, q: { page?: number; pageSize?: number; appealClass?: string }): Promise<PageResult<AppealDealDurationRow>> {
  const window = toPageWindow(q);
  const where = q.appealClass ? eq(appealDealDuration.appealClass, q.appealClass) : undefined;
  const [rows, [total], types] = await Promise.all([
    db
      .select({ d: appealDealDuration, typeName: durationType.typeName, parentId: durationType.parentId })
      .from(appealDealDuration)
      .innerJoin(durationType, eq(durationType.typeCode, appealDealDuration.appealClass))
      .where(where)
      .orderBy(asc(appealDealDuration.appealClass))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(appealDealDuration).where(where),
    db.select({ id: appealType.id, typeName: appealType.typeName }).from(appealType),
  ]);
  const names = new Map(types.map((t) => [t.id, t.typeName]));
  return pageResult(
    rows.map((r) => ({
      id: r.d.id,
      appealClass: r.d.appealClass,
      appealClassName: className(r.typeName, r.parentId ? (names.get(r.parentId) ?? null) : null),
      dealDays: r.d.dealDays,
      warnDays: r.d.warnDays,
      enableFlag: r.d.enableFlag,
    })),
    total?.n ?? 0,
  );
}

/**
 * Creates or updates the deal duration of a class (applies to appeals dispatched afterwards).
 * @throws AppError CONFLICT 该诉求分类已配置办理时限; BUSINESS_RULE 预警天数须小于办理天数 / 诉求分类不存在.
 */
export async function saveDealDuration(tx: Db, input: { id?: string; appealClass: string; dealDays: number; warnDays?: number; enableFlag?: boolean }): Promise<string> {
  const warnDays = input.warnDays ?? 0;
  if (warnDays >= input.dealDays) throw rule(APPEAL_CONFIG_MESSAGES.durationWarn);
  const [type] = await tx.select({ id: appealType.id }).from(appealType).where(eq(appealType.typeCode, input.appealClass)).limit(1);
  if (!type) throw rule(APPEAL_CONFIG_MESSAGES.typeUnknown);
  const [dup] = await tx
    .select({ id: appealDealDuration.id })
    .from(appealDealDuration)
    .where(and(eq(appealDealDuration.appealClass, input.appealClass), input.id ? ne(appealDealDuration.id, input.id) : undefined))
    .limit(1);
  if (dup) throw conflict(APPEAL_CONFIG_MESSAGES.durationDuplicate);
  const values = { appealClass: input.appealClass, dealDays: input.dealDays, warnDays, enableFlag: input.enableFlag ?? true, updatedAt: new Date() };
  if (input.id) {
    const rows = await tx.update(appealDealDuration).set(values).where(eq(appealDealDuration.id, input.id)).returning({ id: appealDealDuration.id });
    if (!rows[0]) throw missing();
    return rows[0].id;
  }
  const [row] = await tx.insert(appealDealDuration).values(values).returning({ id: appealDealDuration.id });
  if (!row) throw new Error('appeal_deal_duration insert returned nothing');
  return row.id;
}

/** Deletes deal durations (their classes fall back to the default). @throws AppError NOT_FOUND_ENTITY. */
export async function deleteDealDurations(tx: Db, ids: readonly string[]): Promise<void> {
  const rows = await tx.delete(appealDealDuration).where(inArray(appealDealDuration.id, [...ids])).returning({ id: appealDealDuration.id });
  assertAll(rows.length, ids);
}

/** Sets the enable flag of one row of a configuration table. @throws AppError NOT_FOUND_ENTITY. */
export async function setEnableFlag(tx: Db, table: 'source' | 'type' | 'office', id: string, enableFlag: boolean): Promise<void> {
  const now = new Date();
  const rows =
    table === 'source'
      ? await tx.update(appealSource).set({ enableFlag, updatedAt: now }).where(eq(appealSource.id, id)).returning({ id: appealSource.id })
      : table === 'type'
        ? await tx.update(appealType).set({ enableFlag, updatedAt: now }).where(eq(appealType.id, id)).returning({ id: appealType.id })
        : await tx.update(appealDealOffice).set({ enableFlag, updatedAt: now }).where(eq(appealDealOffice.id, id)).returning({ id: appealDealOffice.id });
  if (!rows[0]) throw missing();
}
