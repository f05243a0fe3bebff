/**
 * @qifu/land-data-access — data access of the factory and land market: land, factory buildings and
 * demands (seeds 000 §2 sdmarket, sdmarketdetail1, sdmarketdetail2): query-key factory,
 * query-option builders and hooks, URL search validators.
 */
export { landKeys } from './lib/land.keys';
export {
  fetchListingPage,
  fetchListingDetail,
  fetchTowns,
  listingPageQuery,
  listingDetailQuery,
  townsQuery,
  useListingPage,
  useListingPageQuery,
  useListingDetail,
  useTownOptions,
  listingImageSrc,
} from './lib/land.queries';
export { marketKindOf, toMarketListParams, isLandKind } from './lib/market.params';
export {
  validateMarketSearch,
  validateMarketDetailSearch,
  type MarketSearch,
  type MarketDetailSearch,
} from './lib/market.search';
export {
  MARKET_PAGE_SIZE,
  SUPPLY_MODE_LABELS,
  DEAL_TYPE_LABELS,
  LISTING_STATUS_LABELS,
  type LandInfoItem,
  type LandInfo,
  type LandDemandItem,
  type LandDemand,
  type WorkshopInfoItem,
  type WorkshopInfo,
  type WorkshopDemandItem,
  type WorkshopDemand,
  type ListingImage,
  type Town,
  type ListingKind,
  type ListingItemOf,
  type ListingDetailOf,
  type ListingPage,
  type MarketListParams,
  type LandInfoListParams,
  type LandDemandListParams,
  type WorkshopInfoListParams,
  type WorkshopDemandListParams,
} from './lib/land.types';
