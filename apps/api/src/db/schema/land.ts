/**
 * Tables of the factory and land market (seeds 000 §1 "Supply and demand market: land, factory
 * buildings, demand", §2 sdmarket; seeds 001 §7 /land/*, /workshop/*): four kinds of listing —
 * land supply, land demand, workshop (factory building) supply, workshop demand — and one review
 * log for all of them.
 *
 * Every listing carries the review state of the contract's `LandStatus` / `WorkshopStatus`
 * ('0' 草稿, '1' 待审核, '2' 已上架, '3' 审核驳回, '4' 已下架); the allowed changes are the one
 * transition table `apps/api/src/domains/land/listing-status.ts`. Only state '2' is public.
 * Areas: land in 亩, buildings in ㎡. Prices: land in 万元; workshops 元/㎡·月 when rented
 * (dealType '1') and 万元 when sold ('2'); null = 面议. `street_code` is a level-3 `sys_region`
 * code of the county (the name is joined from there). `images` are stored files
 * (`{ fileName, filePath }` of POST /files/upload), at most 3.
 */
import { LISTING_STATUS, type ListingStatus, type LoggedListingAction } from '@qifu/land-rules';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysUser } from './sys';


/** A stored photo of a listing. */
export interface ListingImage {
  fileName: string;
  filePath: string;
}

/** Columns every listing kind shares: publisher, contact, photos, review state, counters, times. */
function listingColumns() {
  return {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    /** Level-3 region code (乡镇街道) of `sys_region`. */
    streetCode: text('street_code'),
    /** Sanitized HTML (core/sanitize-html.ts). */
    description: text('description'),
    images: jsonb('images').$type<ListingImage[]>().notNull().default([]),
    contactName: text('contact_name').notNull(),
    /** Mainland mobile number (11 digits). */
    contactPhone: text('contact_phone').notNull(),
    status: text('status').$type<ListingStatus>().notNull().default(LISTING_STATUS.draft),
    /** The opinion of the latest review or takedown. */
    reviewOpinion: text('review_opinion'),
    /** Set when a review passes (上架时间). */
    publishTime: timestamp('publish_time', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** The publishing enterprise (QY owners; null for listings of staff). */
    companyId: uuid('company_id').references(() => company.id),
    /** The user who created the listing (发布人). */
    createUserId: uuid('create_user_id')
      .notNull()
      .references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Land supply listings (土地供应, /land/info/*; portal /page/sdmarketdetail1). */
export const landInfo = pgTable(
  'land_info',
  {
    ...listingColumns(),
    /** 地块编号. */
    landNo: text('land_no'),
    address: text('address').notNull(),
    /** 面积（亩）. */
    landArea: numeric('land_area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Value of the landUse dictionary (工业用地 …). */
    landUse: text('land_use').notNull(),
    /** '1' 出让, '2' 出租. */
    supplyMode: text('supply_mode').$type<'1' | '2'>().notNull(),
    /** 价格（万元）; null 面议. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    /** 使用年限（年）. */
    useYears: integer('use_years'),
    /** 发布单位. */
    ownerName: text('owner_name').notNull(),
  },
  (t) => [
    index('land_info_status_publish_idx').on(t.status, t.publishTime.desc()),
    index('land_info_street_idx').on(t.streetCode),
    index('land_info_company_idx').on(t.companyId),
    index('land_info_created_idx').on(t.createdAt.desc()),
  ],
);

/** Land demand listings of enterprises (用地需求, /land/demand/*). */
export const landDemand = pgTable(
  'land_demand',
  {
    ...listingColumns(),
    /** 需求企业. */
    companyName: text('company_name').notNull(),
    /** 所属行业. */
    industry: text('industry'),
    /** 需求面积（亩）. */
    demandArea: numeric('demand_area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    landUse: text('land_use').notNull(),
    /** '1' 出让, '2' 出租. */
    supplyMode: text('supply_mode').$type<'1' | '2'>().notNull(),
    /** 计划投资（万元）. */
    investAmount: numeric('invest_amount', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('land_demand_status_publish_idx').on(t.status, t.publishTime.desc()),
    index('land_demand_street_idx').on(t.streetCode),
    index('land_demand_company_idx').on(t.companyId),
    index('land_demand_created_idx').on(t.createdAt.desc()),
  ],
);

/** Factory-building listings for rent or sale (厂房房源, /workshop/info/*; portal /page/sdmarketdetail2). */
export const workshopInfo = pgTable(
  'workshop_info',
  {
    ...listingColumns(),
    address: text('address').notNull(),
    /** 建筑面积（㎡）. */
    buildingArea: numeric('building_area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** 楼层 (free text: 1层, 1-3层 …). */
    floor: text('floor'),
    /** 层高（米）. */
    floorHeight: numeric('floor_height', { precision: 6, scale: 2, mode: 'number' }),
    /** 承重（千克/㎡）. */
    loadBearing: numeric('load_bearing', { precision: 10, scale: 2, mode: 'number' }),
    /** '1' 出租, '2' 出售. */
    dealType: text('deal_type').$type<'1' | '2'>().notNull(),
    /** 出租：元/㎡·月；出售：万元; null 面议. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    /** 业主. */
    ownerName: text('owner_name').notNull(),
  },
  (t) => [
    index('workshop_info_status_publish_idx').on(t.status, t.publishTime.desc()),
    index('workshop_info_street_idx').on(t.streetCode),
    index('workshop_info_company_idx').on(t.companyId),
    index('workshop_info_created_idx').on(t.createdAt.desc()),
  ],
);

/** Workshop demand listings of enterprises (厂房需求, /workshop/demand/*). */
export const workshopDemand = pgTable(
  'workshop_demand',
  {
    ...listingColumns(),
    companyName: text('company_name').notNull(),
    industry: text('industry'),
    /** 需求面积（㎡）. */
    demandArea: numeric('demand_area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** '1' 出租, '2' 出售. */
    dealType: text('deal_type').$type<'1' | '2'>().notNull(),
    /** 预算（出租：元/㎡·月；出售：万元）. */
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('workshop_demand_status_publish_idx').on(t.status, t.publishTime.desc()),
    index('workshop_demand_street_idx').on(t.streetCode),
    index('workshop_demand_company_idx').on(t.companyId),
    index('workshop_demand_created_idx').on(t.createdAt.desc()),
  ],
);

/** Which market a review log row belongs to. */
export type MarketKind = 'land' | 'workshop';
/** Which listing of the market: supply (info) or demand. */
export type MarketBizType = 'info' | 'demand';

/**
 * The review log of every listing kind (/land/reviewLog/*, /workshop/reviewLog/*): one row per
 * submit, review and takedown, written in the same transaction as the state change.
 */
export const marketReviewLog = pgTable(
  'market_review_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    market: text('market').$type<MarketKind>().notNull(),
    bizType: text('biz_type').$type<MarketBizType>().notNull(),
    /** The listing (no FK: it is one of four tables; a deleted listing's rows are deleted with it). */
    bizId: uuid('biz_id').notNull(),
    action: text('action').$type<LoggedListingAction>().notNull(),
    fromStatus: text('from_status').$type<ListingStatus>().notNull(),
    toStatus: text('to_status').$type<ListingStatus>().notNull(),
    opinion: text('opinion'),
    operatorId: uuid('operator_id').references(() => sysUser.id),
    /** The operator's name at the time (kept when the account changes). */
    operatorName: text('operator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_review_log_biz_idx').on(t.market, t.bizType, t.bizId, t.createdAt.desc()),
    index('market_review_log_created_idx').on(t.market, t.createdAt.desc()),
  ],
);
