import { MARKET_PAGE_SIZE, type ListingKind, type MarketListParams } from './land.types';
import { type MarketSearch } from './market.search';

/** The listing kind a market search shows: 土地 → landInfo, 厂房 → workshopInfo, 需求 → landDemand / workshopDemand. */
export function marketKindOf(search: MarketSearch): ListingKind {
  if (search.tab === 'workshop') return 'workshopInfo';
  if (search.tab === 'demand') return search.demand === 'workshop' ? 'workshopDemand' : 'landDemand';
  return 'landInfo';
}

/** The list query of a market search (page size {@link MARKET_PAGE_SIZE}). */
export function toMarketListParams(search: MarketSearch): MarketListParams {
  return {
    page: search.page ?? 1,
    pageSize: MARKET_PAGE_SIZE,
    keyword: search.keyword,
    streetCode: search.town,
    minArea: search.minArea,
    maxArea: search.maxArea,
    mode: search.mode,
  };
}

/** Whether a kind's areas are in 亩 (land) rather than ㎡ (workshops). */
export function isLandKind(kind: ListingKind): boolean {
  return kind === 'landInfo' || kind === 'landDemand';
}
