import { LISTING_REVIEW_ACTION_LABELS, LISTING_STATUS_LABELS, type ListingStatus, type LoggedListingAction } from '@qifu/land-rules';
import {
  LandSupplyModeLabels,
  WorkshopDealTypeLabels,
  type components,
  type operations,
} from '@qifu/sdk';

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

/** Labels of `supplyMode` (供地方式, contract `LandSupplyMode`; generated from its x-enum-descriptions). */
export const SUPPLY_MODE_LABELS = LandSupplyModeLabels;
/** Labels of `dealType` (交易方式, contract `WorkshopDealType`; generated). */
export const DEAL_TYPE_LABELS = WorkshopDealTypeLabels;
/** Labels of the review state (contract `LandStatus` = `WorkshopStatus`; `@qifu/land-rules`, generated). */
export { LISTING_STATUS_LABELS };
/** Labels of a review log row's action (contract `LandReviewAction` = `WorkshopReviewAction`; `@qifu/land-rules`). */
export { LISTING_REVIEW_ACTION_LABELS as REVIEW_ACTION_LABELS };

// ---------------------------------------------------------------- workbench

/** The two markets; each has its own review log (listLandReviewLog, listWorkshopReviewLog). */
export type ListingMarket = 'land' | 'workshop';

/** The market a kind belongs to. */
export const MARKET_OF: Readonly<Record<ListingKind, ListingMarket>> = {
  landInfo: 'land',
  landDemand: 'land',
  workshopInfo: 'workshop',
  workshopDemand: 'workshop',
};

/** The review log's `bizType` of a kind: `info` (供应) or `demand` (需求). */
export const BIZ_TYPE_OF: Readonly<Record<ListingKind, ListingBizType>> = {
  landInfo: 'info',
  landDemand: 'demand',
  workshopInfo: 'info',
  workshopDemand: 'demand',
};

/** A stored review state: '0' 草稿, '1' 待审核, '2' 已上架, '3' 审核驳回, '4' 已下架 (`LandStatus` = `WorkshopStatus`). */
export type ListingStatusCode = ListingStatus;
/** Which listing of a market a review log row belongs to (`LandBizType` = `WorkshopBizType`). */
export type ListingBizType = Schemas['LandBizType'];
/** An action of the review log (`LandReviewAction` = `WorkshopReviewAction`). */
export type ReviewAction = LoggedListingAction;

/** The save body of a land supply listing (`LandInfoForm`; without id: new). */
export type LandInfoForm = Schemas['LandInfoForm'];
/** The save body of a land demand (`LandDemandForm`). */
export type LandDemandForm = Schemas['LandDemandForm'];
/** The save body of a factory building (`WorkshopInfoForm`). */
export type WorkshopInfoForm = Schemas['WorkshopInfoForm'];
/** The save body of a workshop demand (`WorkshopDemandForm`). */
export type WorkshopDemandForm = Schemas['WorkshopDemandForm'];

/** The save body of each kind. */
export interface ListingFormOf {
  landInfo: LandInfoForm;
  landDemand: LandDemandForm;
  workshopInfo: WorkshopInfoForm;
  workshopDemand: WorkshopDemandForm;
}

/** The review body (`LandReviewForm` = `WorkshopReviewForm`): result '1' 通过, '2' 驳回 (opinion required then). */
export type ListingReviewForm = Schemas['LandReviewForm'];
/** The takedown body (`LandTakedownForm` = `WorkshopTakedownForm`): id and an optional reason. */
export type ListingTakedownForm = Schemas['LandTakedownForm'];
/** `{ id }` (submit). */
export type ListingIdForm = Schemas['LandIdForm'];
/** `{ ids }` (delete, all or nothing). */
export type ListingIdList = Schemas['IdList'];

/** A review log row with its listing's title (`LandReviewLog` = `WorkshopReviewLog`). */
export type ReviewLogRow = Schemas['LandReviewLog'];

/**
 * The filters of a workbench listing list, the same for every kind (listLandInfo, listLandDemand,
 * listWorkshopInfo, listWorkshopDemand): `mode` goes out as `supplyMode` (land) or `dealType`
 * (workshops); `startTime`/`endTime` are creation days (YYYY-MM-DD, China time, inclusive).
 */
export interface ListingManageParams {
  page: number;
  pageSize: number;
  keyword?: string;
  status?: ListingStatusCode | null;
  streetCode?: string | null;
  mode?: '1' | '2' | null;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * The filters of a review log page (listLandReviewLog, listWorkshopReviewLog): listing kind, one
 * listing, a part of its title, the action and the operation days (China time, inclusive).
 */
export interface ReviewLogParams {
  page: number;
  pageSize: number;
  bizType?: ListingBizType | null;
  bizId?: string | null;
  keyword?: string;
  action?: ReviewAction | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** What every mutation of the market resolves to: the envelope's `data` and the server's `msg` (保存成功 …). */
export interface LandMutationResult<T> {
  data: T;
  /** The server's message, shown as the success notice. */
  msg: string;
}
