import type { ListingKind } from '@qifu/land-data-access';

/** The portal market page (seeds 000 §2 sdmarket). */
export const MARKET_PATH = '/page/sdmarket';
/** The land detail page (seeds 000 §2 sdmarketdetail1). */
export const LAND_DETAIL_PATH = '/page/sdmarketdetail1';
/** The factory-building detail page (seeds 000 §2 sdmarketdetail2). */
export const WORKSHOP_DETAIL_PATH = '/page/sdmarketdetail2';

/**
 * The detail address of a listing: land supply `/page/sdmarketdetail1?id=…`, land demand
 * `…detail1?id=…&type=demand`, workshops `/page/sdmarketdetail2?id=…`, workshop demand
 * `…detail2?id=…&type=demand`.
 */
export function listingDetailHref(kind: ListingKind, id: string): string {
  const path = kind === 'landInfo' || kind === 'landDemand' ? LAND_DETAIL_PATH : WORKSHOP_DETAIL_PATH;
  const demand = kind === 'landDemand' || kind === 'workshopDemand' ? '&type=demand' : '';
  return `${path}?id=${encodeURIComponent(id)}${demand}`;
}

/** The market list a listing kind belongs to (the detail pages' back link). */
export function marketListHref(kind: ListingKind): string {
  switch (kind) {
    case 'landInfo':
      return `${MARKET_PATH}?tab=land`;
    case 'workshopInfo':
      return `${MARKET_PATH}?tab=workshop`;
    case 'landDemand':
      return `${MARKET_PATH}?tab=demand&demand=land`;
    default:
      return `${MARKET_PATH}?tab=demand&demand=workshop`;
  }
}
