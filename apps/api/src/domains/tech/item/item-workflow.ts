/**
 * The workbench side of the four technology-service item kinds (seeds 001 §1 "technology
 * achievements, requirements, experts and institutes", §4 "commit, review, putaway, take down",
 * §7 /tech/*): the management list, save, commit, review, putaway, takedown and delete, every state
 * change through the one table of `@qifu/tech-rules`.
 *
 * Who may act: the contract's security (roles and `tech:<kind>:<action>` permissions) is checked
 * before a handler runs. On top of it, an owner caller — an enterprise (QY) or individual (GR)
 * without a staff role — sees and changes only the items it created (the contract's "data rule";
 * a foreign or unknown id answers NOT_FOUND_ENTITY). Staff (ADMIN, YYF, GOV, DEPT) see every item.
 */
import { techStatusMachine, techTransition, type TechAction, type TechStatus, type TechKind } from '@qifu/tech-rules';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import { AppError, ok, type OkResult } from '../../../core/envelope';
import { requireUser, type HandlerContext } from '../../../core/handler';
import { pageResult, toPageWindow, type PageResult } from '../../../core/paging';
import type { AuthUser } from '../../../core/security';
import { assertAllowed, assertTransition } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { type techAchievement, techDomain, techTalk, techType } from '../../../db/schema';
import { domainCondition, ITEM_DOMAIN_TYPE, keywordCondition } from './item.queries';
import type { TechKindRows } from './tech-kind';

const STAFF = ['ADMIN', 'YYF', 'GOV', 'DEPT'];

/** Whether the caller is limited to its own items (QY or GR without a staff role). */
export function ownItemsOnly(user: AuthUser): boolean {
  return !STAFF.includes(user.userType) && !user.roles.some((r) => STAFF.includes(r));
}

/** The condition "the caller may see this item" (none for staff). */
function scopeCondition<I, D>(rows: TechKindRows<I, D>, user: AuthUser): SQL | undefined {
  return ownItemsOnly(user) ? eq(rows.columns.createUserId, user.id) : undefined;
}

/** Query of the management lists (contract listTech*). */
export interface ManageListQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  domainId?: string;
  status?: TechStatus;
}

/**
 * A page of a kind's items in every state (or `status`), newest created first; owners see their own.
 * `domainId` includes the sub-domains, `keyword` is a literal part of the name.
 */
export async function listManagedItems<I, D>(ctx: HandlerContext, rows: TechKindRows<I, D>, user: AuthUser, query: ManageListQuery): Promise<PageResult<I>> {
  const window = toPageWindow(query);
  const where = and(
    scopeCondition(rows, user),
    query.status ? eq(rows.columns.status, query.status) : undefined,
    domainCondition(rows.columns.domainId, query.domainId),
    keywordCondition(rows.columns.name, query.keyword),
  );
  const [list, totals] = await Promise.all([
    rows.items(ctx.db, where, [desc(rows.columns.createdAt), desc(rows.columns.id)], window.limit, window.offset),
    ctx.db.select({ n: count() }).from(rows.table).where(where),
  ]);
  return pageResult(list, totals[0]?.n ?? 0);
}

/**
 * Locks the items `ids` (all of them or nothing) and returns their states.
 * @throws AppError NOT_FOUND_ENTITY when one is unknown or not the caller's (owners).
 */
async function lockItems<I, D>(tx: Db, rows: TechKindRows<I, D>, user: AuthUser, ids: readonly string[]): Promise<Map<string, TechStatus>> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: rows.columns.id, status: rows.columns.status })
    .from(rows.table)
    .where(and(inArray(rows.columns.id, unique), scopeCondition(rows, user)))
    .for('update');
  if (found.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', rows.notFound);
  return new Map(found.map((r) => [r.id as string, r.status as TechStatus]));
}

/** Extra columns an action writes besides the state. */
function actionColumns(action: TechAction, opinion: string | undefined): SQL {
  switch (action) {
    case 'putaway':
      return sql`, putaway_time = now()`;
    case 'pass':
    case 'reject':
      return sql`, review_opinion = ${opinion ?? null}, review_time = now()`;
    default:
      return sql``;
  }
}

/**
 * Applies `action` to every item of `ids` in one transaction, all or nothing, through the state
 * table (putaway sets the putaway time, review the opinion and review time).
 * @throws AppError NOT_FOUND_ENTITY (unknown or foreign id), BUSINESS_RULE 当前状态不允许该操作.
 */
export async function changeItems<I, D>(
  ctx: HandlerContext,
  rows: TechKindRows<I, D>,
  user: AuthUser,
  ids: readonly string[],
  action: Exclude<TechAction, 'save' | 'delete'>,
  opinion?: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const states = await lockItems(tx, rows, user, ids);
    const targets = new Set([...states.values()].map((from) => assertAllowed(techTransition(from, action))));
    const [to] = [...targets];
    if (targets.size !== 1 || !to) throw new Error(`tech ${action} leads to several states`);
    await tx.execute(
      sql`update ${rows.table} set status = ${to}, updated_at = now()${actionColumns(action, opinion)} where ${inArray(rows.columns.id, [...states.keys()])}`,
    );
  });
}

/**
 * Deletes the items `ids` (states 0, 3, 5 only), all or nothing, with their negotiations.
 * @throws AppError NOT_FOUND_ENTITY, BUSINESS_RULE 当前状态不允许该操作.
 */
export async function deleteItems<I, D>(ctx: HandlerContext, rows: TechKindRows<I, D>, user: AuthUser, ids: readonly string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const states = await lockItems(tx, rows, user, ids);
    for (const from of states.values()) assertTransition(techStatusMachine, from, 'delete');
    const keys = [...states.keys()];
    await tx.delete(techTalk).where(and(eq(techTalk.bizType, rows.kind as TechKind), inArray(techTalk.bizId, keys)));
    await tx.execute(sql`delete from ${rows.table} where ${inArray(rows.columns.id, keys)}`);
  });
}

/**
 * Checks what a save refers to: the 技术领域 code exists, and for achievements the big type (a top
 * level of the type tree) and the small type (one of its children).
 * @throws AppError BUSINESS_RULE 技术领域不存在 / 成果类型不存在.
 */
export async function assertSaveReferences(db: Db, domainId: string, types?: { bigTypeCode: string; smallTypeCode: string | null | undefined }): Promise<void> {
  const [domain] = await db
    .select({ id: techDomain.id })
    .from(techDomain)
    .where(and(eq(techDomain.type, ITEM_DOMAIN_TYPE), eq(techDomain.id, domainId)))
    .limit(1);
  if (!domain) throw new AppError('BUSINESS_RULE', '技术领域不存在');
  if (!types) return;
  const codes = [types.bigTypeCode, ...(types.smallTypeCode ? [types.smallTypeCode] : [])];
  const found = await db.select({ code: techType.code, parentCode: techType.parentCode }).from(techType).where(inArray(techType.code, codes));
  const big = found.find((t) => t.code === types.bigTypeCode && t.parentCode === null);
  const small = types.smallTypeCode ? found.find((t) => t.code === types.smallTypeCode && t.parentCode === types.bigTypeCode) : true;
  if (!big || !small) throw new AppError('BUSINESS_RULE', '成果类型不存在');
}

/**
 * Saves an item (contract saveTech*; seeds 001 §7 /tech/*): without `id` a new draft owned by the
 * caller (`values` and `created`, e.g. the caller's company), with `id` the caller's (owners) or any
 * (staff) item in 0 草稿, 3 审核驳回 or 5 已下架, whose `values` are replaced and which returns to 0 草稿.
 * @param values - the kind's own columns from the form (already checked and sanitized).
 * @returns `{ id }` with 保存成功.
 * @throws AppError NOT_FOUND_ENTITY, BUSINESS_RULE 当前状态不允许该操作.
 */
export async function saveItem<I, D>(
  ctx: HandlerContext,
  rows: TechKindRows<I, D>,
  id: string | undefined,
  values: Record<string, unknown>,
  created: Record<string, unknown> = {},
): Promise<OkResult<{ id: string }>> {
  const user = requireUser(ctx);
  // `rows.table` is one of four tables: Drizzle cannot type a write to a union of tables, hence the
  // casts (`values` come from the kind's own handler, typed by its form).
  const table = rows.table as typeof techAchievement;
  const saved = await ctx.db.transaction(async (tx) => {
    if (!id) {
      assertAllowed(techTransition('new', 'save'));
      const [row] = await tx
        .insert(table)
        .values({ ...values, ...created, createUserId: user.id } as never)
        .returning({ id: rows.columns.id });
      if (!row) throw new Error(`${rows.kind} not inserted`);
      return String(row.id);
    }
    const states = await lockItems(tx, rows, user, [id]);
    assertAllowed(techTransition(states.get(id) ?? '1', 'save'));
    await tx
      .update(table)
      .set({ ...values, status: '0', updatedAt: new Date() } as never)
      .where(eq(rows.columns.id, id));
    return id;
  });
  return ok({ id: saved }, '保存成功');
}
