/**
 * @qifu/cms-feature — pages of news, industry information, about us and the column pages
 * (commercial law, quality, finance, people build), and the news block of the home page.
 *
 * Loaded in pieces: the pages with `loadCmsPages()`, the home block with `loadCmsHomeBlocks()`.
 * Only types are exported here, so that nothing of the cms pages enters the first load.
 */
export type { IndustryInfoPageProps } from './lib/industry-info/industry-info-page';
export type { NewsDetailPageProps } from './lib/news-detail/news-detail-page';
export type { ColumnPageProps, ExternalColumnPageProps, GenericColumnPageProps } from './lib/column-page/column-page';
export type { HomeNewsBlockProps } from './lib/home/home-news-block';

/**
 * Loads the cms pages (IndustryInfoPage, NewsDetailPage, AboutUsPage, CommercialLawPage,
 * QualityPage, FinancialServicePage, PeopleBuildPage, ColumnPage …) and their addresses in their own chunk.
 */
export const loadCmsPages = () => import('./lib/pages');
/** Loads the home page's news block (`HomeNewsBlock`) in its own small chunk. */
export const loadCmsHomeBlocks = () => import('./lib/home/home-blocks');

