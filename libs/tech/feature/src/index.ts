/**
 * @qifu/tech-feature — pages of technology service: results, research institutes, experts, technical
 * needs (seeds 000 §2 techService). Pages are exported from lazily loaded page modules only.
 */
export type { TechServiceLayoutProps } from './lib/layout/tech-service-layout';
export type { TechListPageProps } from './lib/list/tech-list-page';
export type { TechDetailPageProps } from './lib/detail/tech-detail-page';
export type { HomeTechBlockProps } from './lib/home/home-tech-block';

/**
 * Loads the techService pages in their own chunk: TechServiceLayout, TechResultListPage,
 * TechInstitutesListPage, TechExpertListPage, TechNeedListPage, TechResultDetailPage,
 * TechInstituteDetailPage, TechExpertDetailPage, TechNeedDetailPage, and the addresses
 * (techListHref, techDetailHref, techKindOfPath).
 */
export const loadTechPages = () => import('./lib/pages');


/** Loads the home page's technology block (`HomeTechBlock`: newest achievements and experts, counts) in its own chunk. */
export const loadTechHomeBlocks = () => import('./lib/home/home-blocks');
