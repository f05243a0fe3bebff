/**
 * The four listing kinds of the factory and land market, each one descriptor (seeds 000 §2 sdmarket,
 * sdmarketdetail1, sdmarketdetail2; 001 §7 /land/info, /land/demand, /workshop/info,
 * /workshop/demand): its table and names (`listing-workflow.ts`), its own columns, the columns the
 * portal's filters read, and the staff permission that reads every state; and the reads written
 * once over a descriptor: the public list, the workbench list and the detail. The handlers are thin
 * calls of these.
 */
import { PERM, type Permission, type components } from '@qifu/sdk';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

import { requireUser, type HandlerContext } from '../../../core/handler';
import { pagedSelect, toPageWindow, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { landDemand, landInfo, workshopDemand, workshopInfo } from '../../../db/schema';
import { viewListing } from './listing-detail';
import {
  listingDetailColumns,
  listingItemColumns,
  toListingDetail,
  toListingItem,
  type ListingDetailOf,
  type ListingDetailRow,
  type ListingItemOf,
  type ListingItemRow,
  type PhoneVisibility,
} from './listing.queries';
import { LAND_DEMAND, LAND_INFO, WORKSHOP_DEMAND, WORKSHOP_INFO, type ListingDef } from './listing-workflow';
import { FULL_PHONE, manageListOrder, manageListWhere, type ManageListQuery } from './manage-list';
import { publicListOrder, publicListWhere, type PublicListQuery } from './public-list';

type Schemas = components['schemas'];

/** One listing kind with its readers (see {@link listingKind}). */
export interface ListingKind<Item, Detail> {
  def: ListingDef;
  /** The staff list permission that also allows reading every state (land:info:list …). */
  listPermission: Permission;
  /** supplyMode (land) or dealType (workshops). */
  mode: PgColumn;
  /** The area the portal's range bounds (亩 for land, ㎡ for workshops). */
  area: PgColumn;
  /** Text columns a portal keyword word may occur in (title first; the description is searched too). */
  text: readonly PgColumn[];
  /** List items matching `where`, in `orderBy`, one window. */
  items(db: Db, where: SQL | undefined, orderBy: SQL[], window: { limit: number; offset: number }, v: PhoneVisibility): Promise<Item[]>;
  /** The detail of `id` for the caller (see {@link viewListing}). */
  view(ctx: HandlerContext, id: string): Promise<Detail>;
}

type Row<C> = SelectResultFields<C>;

/**
 * A listing kind from its own columns: the list item selects the columns every kind has
 * (`listingItemColumns`) and `item`, the detail those, `detail` and the common detail columns; the
 * rows become the contract's shapes by `toListingItem` / `toListingDetail`. Type the result as
 * `ListingKind<Item, Detail>` with the contract's shapes to have them checked.
 */
export function listingKind<IC extends SelectedFields, DC extends SelectedFields>(k: {
  def: ListingDef;
  listPermission: Permission;
  mode: PgColumn;
  area: PgColumn;
  text: readonly PgColumn[];
  item: IC;
  detail: DC;
}): ListingKind<ListingItemOf<ListingItemRow & Row<IC>>, ListingDetailOf<ListingDetailRow & Row<IC> & Row<DC>>> {
  type ItemRow = ListingItemRow & Row<IC>;
  type DetailRow = ListingDetailRow & Row<IC> & Row<DC>;
  const t = k.def.table;
  const table: PgTable = t;
  const itemColumns: SelectedFields = { ...listingItemColumns(t), ...k.item };
  const detailColumns: SelectedFields = { ...itemColumns, ...k.detail, ...listingDetailColumns(t) };
  const kind = { table, id: t.id, viewCount: t.viewCount, notFound: k.def.notFound, listPermission: k.listPermission };
  return {
    def: k.def,
    listPermission: k.listPermission,
    mode: k.mode,
    area: k.area,
    text: k.text,
    async items(db, where, orderBy, window, v) {
      const rows = (await db
        .select(itemColumns)
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset)) as unknown as ItemRow[];
      return rows.map((r) => toListingItem(r, v));
    },
    async view(ctx, id) {
      const load = async () => ((await ctx.db.select(detailColumns).from(table).where(eq(t.id, id)).limit(1)) as unknown as DetailRow[])[0];
      const { row, visibility } = await viewListing(ctx, kind, id, load);
      return toListingDetail(row, visibility);
    },
  };
}

/** 土地供应 (seeds 001 §7 /land/info/*). */
export const LAND_INFO_KIND: ListingKind<Schemas['LandInfoItem'], Schemas['LandInfo']> = listingKind({
  def: LAND_INFO,
  listPermission: PERM.landInfoList,
  mode: landInfo.supplyMode,
  area: landInfo.landArea,
  text: [landInfo.title, landInfo.address, landInfo.landNo],
  item: {
    landNo: landInfo.landNo,
    address: landInfo.address,
    landArea: landInfo.landArea,
    landUse: landInfo.landUse,
    supplyMode: landInfo.supplyMode,
    price: landInfo.price,
    ownerName: landInfo.ownerName,
  },
  detail: { useYears: landInfo.useYears },
});

/** 土地需求 (seeds 001 §7 /land/demand/*). */
export const LAND_DEMAND_KIND: ListingKind<Schemas['LandDemandItem'], Schemas['LandDemand']> = listingKind({
  def: LAND_DEMAND,
  listPermission: PERM.landDemandList,
  mode: landDemand.supplyMode,
  area: landDemand.demandArea,
  text: [landDemand.title, landDemand.companyName, landDemand.industry],
  item: {
    companyName: landDemand.companyName,
    industry: landDemand.industry,
    demandArea: landDemand.demandArea,
    landUse: landDemand.landUse,
    supplyMode: landDemand.supplyMode,
    investAmount: landDemand.investAmount,
  },
  detail: {},
});

/** 厂房供应 (seeds 001 §7 /workshop/info/*). */
export const WORKSHOP_INFO_KIND: ListingKind<Schemas['WorkshopInfoItem'], Schemas['WorkshopInfo']> = listingKind({
  def: WORKSHOP_INFO,
  listPermission: PERM.workshopInfoList,
  mode: workshopInfo.dealType,
  area: workshopInfo.buildingArea,
  text: [workshopInfo.title, workshopInfo.address],
  item: {
    address: workshopInfo.address,
    buildingArea: workshopInfo.buildingArea,
    floor: workshopInfo.floor,
    dealType: workshopInfo.dealType,
    price: workshopInfo.price,
    ownerName: workshopInfo.ownerName,
  },
  detail: { floorHeight: workshopInfo.floorHeight, loadBearing: workshopInfo.loadBearing },
});

/** 厂房需求 (seeds 001 §7 /workshop/demand/*). */
export const WORKSHOP_DEMAND_KIND: ListingKind<Schemas['WorkshopDemandItem'], Schemas['WorkshopDemand']> = listingKind({
  def: WORKSHOP_DEMAND,
  listPermission: PERM.workshopDemandList,
  mode: workshopDemand.dealType,
  area: workshopDemand.demandArea,
  text: [workshopDemand.title, workshopDemand.companyName, workshopDemand.industry],
  item: {
    companyName: workshopDemand.companyName,
    industry: workshopDemand.industry,
    demandArea: workshopDemand.demandArea,
    dealType: workshopDemand.dealType,
    budget: workshopDemand.budget,
  },
  detail: {},
});

/** Paging of a list query. */
interface PageQuery {
  page?: number;
  pageSize?: number;
}

/**
 * A page of a kind's portal list (listPublic…; seeds 000 §2 sdmarket): published listings, newest
 * publication first, filtered as `publicListWhere` says; contact phones masked.
 */
export function listPublicListings<I, D>(ctx: HandlerContext, kind: ListingKind<I, D>, query: PublicListQuery & PageQuery): Promise<PageResult<I>> {
  const window = toPageWindow(query);
  const t = kind.def.table;
  const columns = { id: t.id, status: t.status, publishTime: t.publishTime, streetCode: t.streetCode, description: t.description, area: kind.area, mode: kind.mode, text: kind.text };
  const where = publicListWhere(columns, query);
  const table: PgTable = t;
  return pagedSelect(kind.items(ctx.db, where, publicListOrder(columns), window, { fullPhone: false }), ctx.db.select({ n: count() }).from(table).where(where), (item) => item);
}

/**
 * A page of a kind's workbench list (list…; seeds 001 §7): every state, newest first, filtered as
 * `manageListWhere` says; staff see every listing, others their own; full contact phones.
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期.
 */
export function listManagedListings<I, D>(ctx: HandlerContext, kind: ListingKind<I, D>, query: ManageListQuery & PageQuery): Promise<PageResult<I>> {
  const user = requireUser(ctx);
  const window = toPageWindow(query);
  const t = kind.def.table;
  const where = manageListWhere(t, kind.mode, query, user);
  const table: PgTable = t;
  return pagedSelect(kind.items(ctx.db, where, manageListOrder(t), window, FULL_PHONE), ctx.db.select({ n: count() }).from(table).where(where), (item) => item);
}
