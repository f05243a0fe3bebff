/**
 * The writes of the four listing kinds (seeds 001 §7 /land/info, /land/demand, /workshop/info,
 * /workshop/demand: save, submit, review, takedown, delete), written once. Every change asks the one
 * transition table (`@qifu/land-rules`) first, runs in a transaction with the row locked, and
 * writes the review log row of submit, pass, reject and takedown in the same transaction.
 *
 * Who may change what (the contract's "Staff see every listing; QY callers see and change only
 * their own"): staff (ADMIN, YYF, GOV, DEPT) reach every listing; anyone else only the listings
 * they created or that belong to their enterprise ({@link ownedScope}). A listing outside the
 * caller's reach is NOT_FOUND_ENTITY, as if it did not exist.
 */
import { listingStatusMachine, listingTransition, type ListingStatus, type LoggedListingAction } from '@qifu/land-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError, ok, type OkResult } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { assertAllowed, assertTransition } from '../../../core/state-machine';
import type { AuthUser } from '../../../core/security';
import type { Db } from '../../../db/client';
import {
  type ListingImage,
  type MarketBizType,
  type MarketKind,
  landDemand,
  landInfo,
  marketReviewLog,
  sysFile,
  sysRegion,
  workshopDemand,
  workshopInfo,
} from '../../../db/schema';
import { isStaff, ownedScope, type ListingTable } from './listing-access';

/** One listing kind: its table and names. */
export interface ListingDef<T extends ListingTable = ListingTable> {
  market: MarketKind;
  bizType: MarketBizType;
  table: T;
  /** NOT_FOUND_ENTITY message (土地信息不存在 …). */
  notFound: string;
}

export const LAND_INFO: ListingDef<typeof landInfo> = { market: 'land', bizType: 'info', table: landInfo, notFound: '土地信息不存在' };
export const LAND_DEMAND: ListingDef<typeof landDemand> = { market: 'land', bizType: 'demand', table: landDemand, notFound: '需求信息不存在' };
export const WORKSHOP_INFO: ListingDef<typeof workshopInfo> = { market: 'workshop', bizType: 'info', table: workshopInfo, notFound: '厂房信息不存在' };
export const WORKSHOP_DEMAND: ListingDef<typeof workshopDemand> = {
  market: 'workshop',
  bizType: 'demand',
  table: workshopDemand,
  notFound: '需求信息不存在',
};

/** The listing kinds of a market, for the review log's scope. */
export const MARKET_DEFS: Readonly<Record<MarketKind, readonly ListingDef[]>> = {
  land: [LAND_INFO, LAND_DEMAND],
  workshop: [WORKSHOP_INFO, WORKSHOP_DEMAND],
};

/** The fields common to every kind's save form. */
export interface ListingFormCommon {
  id?: string;
  streetCode?: string | null;
  description?: string | null;
  images?: ListingImage[];
}

/**
 * Checks what the schema cannot: the town is a town of the region dataset, every photo is a file
 * uploaded to this server. These are referential errors, not contract violations: HTTP 200
 * BUSINESS_RULE (docs/architecture.md "HTTP statuses and the envelope"; issue 17).
 * @throws AppError BUSINESS_RULE 所在乡镇街道不存在 / 图片不存在，请重新上传 otherwise.
 */
async function checkReferences(db: Db, form: ListingFormCommon): Promise<void> {
  if (form.streetCode) {
    const [town] = await db.select({ level: sysRegion.level }).from(sysRegion).where(eq(sysRegion.code, form.streetCode)).limit(1);
    if (!town || town.level !== 3) throw new AppError('BUSINESS_RULE', '所在乡镇街道不存在');
  }
  const paths = [...new Set((form.images ?? []).map((i) => i.filePath))];
  if (paths.length > 0) {
    const found = await db.select({ filePath: sysFile.filePath }).from(sysFile).where(inArray(sysFile.filePath, paths));
    if (found.length !== paths.length) throw new AppError('BUSINESS_RULE', '图片不存在，请重新上传');
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The listing `id` of kind `def` within the caller's reach, locked for the transaction.
 * @throws AppError NOT_FOUND_ENTITY (`def.notFound`) when there is none.
 */
async function lockListing(tx: Tx, def: ListingDef, id: string, user: AuthUser): Promise<{ id: string; status: ListingStatus }> {
  const t = def.table;
  const [row] = await tx
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.id, id), ownedScope(t, user)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', def.notFound);
  return row;
}

/**
 * Saves a listing (saveLandInfo, saveLandDemand, saveWorkshopInfo, saveWorkshopDemand): without id a
 * new listing in 0 草稿, created by the caller for the caller's enterprise; with id (states 0, 3, 4)
 * its fields are replaced and it returns to 0 草稿. The description is sanitized.
 * @param values - the kind's own columns (title, areas, prices …) from the form.
 * @returns `{ id }` with 保存成功.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作, NOT_FOUND_ENTITY, BAD_REQUEST (town, photos).
 */
export async function saveListing(
  ctx: HandlerContext,
  def: ListingDef,
  form: ListingFormCommon & { title: string; contactName: string; contactPhone: string },
  values: Record<string, unknown>,
): Promise<OkResult<{ id: string }>> {
  const user = requireUser(ctx);
  await checkReferences(ctx.db, form);
  const common = {
    ...values,
    title: form.title.trim(),
    streetCode: form.streetCode ?? null,
    description: sanitizeOptionalRichText(form.description) ?? null,
    images: form.images ?? [],
    contactName: form.contactName.trim(),
    contactPhone: form.contactPhone,
  };
  const t = def.table;
  // `t` is one of four tables: Drizzle cannot type a write to a union of tables, hence the casts
  // (the common keys exist on all four; `values` come from the kind's own handler).
  const id = await ctx.db.transaction(async (tx) => {
    if (form.id) {
      const row = await lockListing(tx, def, form.id, user);
      const status = assertAllowed(listingTransition(row.status, 'save'));
      await tx
        .update(t)
        .set({ ...common, status, updatedAt: new Date() } as never)
        .where(eq(t.id, row.id));
      return row.id;
    }
    const status = assertAllowed(listingTransition('new', 'save'));
    const [created] = await tx
      .insert(t)
      .values({ ...common, status, createUserId: user.id, companyId: isStaff(user) ? null : user.companyId } as never)
      .returning({ id: t.id });
    if (!created) throw new Error('insert returned no row');
    return created.id;
  });
  return ok({ id }, '保存成功');
}

/** Success messages of the logged actions. */
const ACTION_MSG: Record<LoggedListingAction, string> = {
  submit: '提交成功',
  pass: '审核成功',
  reject: '审核成功',
  takedown: '下架成功',
};

/**
 * Applies a logged action — submit (0/3/4 → 1), pass (1 → 2, sets publishTime), reject (1 → 3),
 * takedown (2 → 4) — and writes its review log row with the caller as operator. pass, reject and
 * takedown keep `opinion` as the listing's latest review opinion.
 * @returns null with the action's success message.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作, NOT_FOUND_ENTITY.
 */
export async function changeListing(
  ctx: HandlerContext,
  def: ListingDef,
  id: string,
  action: LoggedListingAction,
  opinion?: string,
): Promise<OkResult<null>> {
  const user = requireUser(ctx);
  const t = def.table;
  await ctx.db.transaction(async (tx) => {
    const row = await lockListing(tx, def, id, user);
    const to = assertAllowed(listingTransition(row.status, action));
    const now = new Date();
    const note = opinion?.trim() || null;
    await tx
      .update(t)
      .set({
        status: to,
        updatedAt: now,
        ...(action === 'submit' ? {} : { reviewOpinion: note }),
        ...(action === 'pass' ? { publishTime: now } : {}),
      } as never)
      .where(eq(t.id, row.id));
    await tx.insert(marketReviewLog).values({
      market: def.market,
      bizType: def.bizType,
      bizId: row.id,
      action,
      fromStatus: row.status,
      toStatus: to,
      opinion: note,
      operatorId: user.id,
      operatorName: user.name,
      createdAt: now,
    });
  });
  return ok(null, ACTION_MSG[action]);
}

/**
 * Reviews a submitted listing (review… operations): result '1' 通过 → pass, '2' 驳回 → reject (the
 * contract requires the opinion then; a blank one is refused too).
 * @throws AppError BAD_REQUEST 请输入审核意见 for a rejection without an opinion, and those of {@link changeListing}.
 */
export function reviewListing(ctx: HandlerContext, def: ListingDef, form: { id: string; result: '1' | '2'; opinion?: string }): Promise<OkResult<null>> {
  if (form.result === '2' && !form.opinion?.trim()) throw new AppError('BAD_REQUEST', '请输入审核意见', '驳回时 opinion 不能为空');
  return changeListing(ctx, def, form.id, form.result === '1' ? 'pass' : 'reject', form.opinion);
}

/**
 * Deletes listings (delete… operations), all or nothing: every id must be within the caller's
 * reach and in state 0, 3 or 4; their review log rows go with them.
 * @returns null with 删除成功.
 * @throws AppError NOT_FOUND_ENTITY, BUSINESS_RULE 当前状态不允许该操作 (nothing deleted).
 */
export async function deleteListings(ctx: HandlerContext, def: ListingDef, ids: readonly string[]): Promise<OkResult<null>> {
  const user = requireUser(ctx);
  const t = def.table;
  const unique = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: t.id, status: t.status })
      .from(t)
      .where(and(inArray(t.id, unique), ownedScope(t, user)))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', def.notFound);
    for (const row of rows) assertTransition(listingStatusMachine, row.status, 'delete');
    await tx
      .delete(marketReviewLog)
      .where(and(eq(marketReviewLog.market, def.market), eq(marketReviewLog.bizType, def.bizType), inArray(marketReviewLog.bizId, unique)));
    await tx.delete(t).where(inArray(t.id, unique));
  });
  return ok(null, '删除成功');
}
