/**
 * @qifu/land-feature — pages of the factory and land market: land, factory buildings and demands
 * (seeds 000 §2 sdmarket, sdmarketdetail1, sdmarketdetail2) and the home page's market block.
 * Pages and blocks are exported from lazily loaded modules only.
 */
export type { MarketPageProps } from './lib/market/market-page';
export type { MarketDetailPageProps } from './lib/detail/market-detail-page';
export type { HomeMarketBlockProps } from './lib/home/home-market-block';

/**
 * Loads the market pages (MarketPage for /page/sdmarket, LandDetailPage for /page/sdmarketdetail1,
 * WorkshopDetailPage for /page/sdmarketdetail2) and their addresses (listingDetailHref …) in their own chunk.
 */
export const loadLandPages = () => import('./lib/pages');

/** Loads the home page's `HomeMarketBlock` (newest land and workshop listings) in its own small chunk. */
export const loadLandHomeBlocks = () => import('./lib/home-blocks');

