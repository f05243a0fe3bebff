import type { components, operations } from '@qifu/sdk';

type Schemas = components['schemas'];

/** A land supply listing of the market list (`LandInfoItem`). */
export type LandInfoItem = Schemas['LandInfoItem'];
/** A land supply listing with every field (`LandInfo`). */
export type LandInfo = Schemas['LandInfo'];
/** A land demand of the market list (`LandDemandItem`). */
export type LandDemandItem = Schemas['LandDemandItem'];
/** A land demand with every field (`LandDemand`). */
export type LandDemand = Schemas['LandDemand'];
/** A factory building of the market list (`WorkshopInfoItem`). */
export type WorkshopInfoItem = Schemas['WorkshopInfoItem'];
/** A factory building with every field (`WorkshopInfo`). */
export type WorkshopInfo = Schemas['WorkshopInfo'];
/** A workshop demand of the market list (`WorkshopDemandItem`). */
export type WorkshopDemandItem = Schemas['WorkshopDemandItem'];
/** A workshop demand with every field (`WorkshopDemand`). */
export type WorkshopDemand = Schemas['WorkshopDemand'];
/** A stored photo `{ fileName, filePath }`. */
export type ListingImage = Schemas['LandAttachment'];
/** A town of the county (`AreaNode`: code, name). */
export type Town = Schemas['AreaNode'];

/** Query of the public land supply list (page, pageSize, keyword, streetCode, supplyMode, minArea, maxArea). */
export type LandInfoListParams = NonNullable<operations['listPublicLandInfo']['parameters']['query']>;
/** Query of the public land demand list. */
export type LandDemandListParams = NonNullable<operations['listPublicLandDemand']['parameters']['query']>;
/** Query of the public workshop list (… dealType …). */
export type WorkshopInfoListParams = NonNullable<operations['listPublicWorkshopInfo']['parameters']['query']>;
/** Query of the public workshop demand list. */
export type WorkshopDemandListParams = NonNullable<operations['listPublicWorkshopDemand']['parameters']['query']>;

/** The four listing kinds of the market. */
export type ListingKind = 'landInfo' | 'landDemand' | 'workshopInfo' | 'workshopDemand';

/** The list item of each kind. */
export interface ListingItemOf {
  landInfo: LandInfoItem;
  landDemand: LandDemandItem;
  workshopInfo: WorkshopInfoItem;
  workshopDemand: WorkshopDemandItem;
}

/** The detail of each kind. */
export interface ListingDetailOf {
  landInfo: LandInfo;
  landDemand: LandDemand;
  workshopInfo: WorkshopInfo;
  workshopDemand: WorkshopDemand;
}

/** The list query every kind accepts (`mode` is sent as supplyMode for land, dealType for workshops). */
export interface MarketListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  streetCode?: string;
  minArea?: number;
  maxArea?: number;
  mode?: '1' | '2';
}

/** A page of listings: `{ list, total }`. */
export interface ListingPage<K extends ListingKind> {
  list: ListingItemOf[K][];
  total: number;
}

/** Market list page size (cards; seeds 001 §9 default 10). */
export const MARKET_PAGE_SIZE = 10;

/** Labels of `supplyMode` (供地方式, contract `LandSupplyMode`). */
export const SUPPLY_MODE_LABELS = { '1': '出让', '2': '出租' } as const;
/** Labels of `dealType` (交易方式, contract `WorkshopDealType`). */
export const DEAL_TYPE_LABELS = { '1': '出租', '2': '出售' } as const;
/** Labels of the review state (contract `LandStatus` = `WorkshopStatus`). */
export const LISTING_STATUS_LABELS = { '0': '草稿', '1': '待审核', '2': '已上架', '3': '审核驳回', '4': '已下架' } as const;
