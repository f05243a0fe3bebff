/**
 * @qifu/policy-feature — the policy market (/page/policymarket/index), the policy details
 * (/page/policymarket/details?id=), the consultation dialog, the newest-policies block of the home
 * page and the consultation tables of the workbench.
 *
 * Loaded in pieces: `LatestPolicies` as a home block; the pages and dialogs with
 * `loadPolicyPages()`; mantine-react-table only when a consultation table renders.
 */
export type { LatestPoliciesProps } from './lib/latest-policies/latest-policies';
/** Loads 最新政策 (`LatestPolicies`), a block of the home page, in its own chunk like the other home blocks. */
export const loadLatestPolicies = () => import('./lib/latest-policies/latest-policies');
export { policyDetailHref } from './lib/policy-links';
export type { PolicyMarketPageProps } from './lib/policy-market/policy-market-page';
export type { PolicyMarketItemProps } from './lib/policy-market/policy-market-item';
export type { PolicyDetailPageProps } from './lib/policy-detail/policy-detail-page';
export type { PolicyConsultDialogProps, ConsultTarget } from './lib/policy-consult/policy-consult-dialog';

/**
 * Loads the policy pages and dialogs (PolicyMarketPage, PolicyDetailPage, PolicyConsultDialog,
 * usePolicyConsult, PolicyMarketItem) in their own chunk.
 */
export const loadPolicyPages = () => import('./lib/pages');
/** Loads the policy search (/page/policysearch) and subscription (/page/policysub) pages in their own chunk (PolicySearchPage, PolicySubPage …). */
export const loadPolicySearchPages = () => import('./lib/policy-search/pages');
/**
 * Loads the declaration pages (DeclarePage, DeclareDetailPage, MyDeclarePage, PolicyServerDetailPage)
 * and the declaration entry flow's dialogs in their own chunk (issue 5, helper F3).
 */
export const loadDeclarePages = () => import('./lib/declare/pages');
/**
 * Loads `DataAuthorizationHost` (fetches and stores a logged-in enterprise's authorization status,
 * opens the dialog on `openDataAuthorization()`); the app mounts it for enterprises only.
 */
export const loadDataAuthorizationHost = () => import('./lib/declaration-entry/data-authorization');
export type { DeclarePageProps } from './lib/declare/declare-page';
export type { DeclareDetailPageProps } from './lib/declare/declare-detail-page';
export type { PolicyServerDetailPageProps } from './lib/declare/policy-server-detail-page';

// Policy service for enterprises (issue 5, helper F2): calculator, simulation, 完善信息, projects, report, home block.
// The addresses of these pages (`lib/policy-service-links.ts`) come with the lazily loaded page
// modules (`loadPolicyServerPages()`), not from here: a re-export here would put them in the first load.
export type { PolicyServerLayoutProps, PolicyServerTab } from './lib/calculator/policy-server-layout';
export type { CalculatorListPageProps } from './lib/calculator/calculator-list-page';
export type { CalculatorSubListPageProps } from './lib/calculator/calculator-sub-list-page';
export type { CalculatorReplenishPageProps } from './lib/calculator/calculator-replenish-page';
export type { SimulationPageProps } from './lib/calculator/simulation-page';
export type { PolicyServerReplenishPageProps } from './lib/calculator/policy-server-replenish-page';
export type { HotListPageProps } from './lib/calculator/hot-list-page';
export type { PolicyReportPageProps } from './lib/calculator/policy-report-page';
export type { HomeMyPolicyProps } from './lib/calculator/home-my-policy';
/**
 * Loads the policy-service pages (PolicyServerLayout, CalculatorListPage, CalculatorSubListPage,
 * CalculatorReplenishPage, SimulationPage, PolicyServerReplenishPage, HotListPage, PolicyReportPage)
 * in their own chunk.
 */
export const loadPolicyServerPages = () => import('./lib/calculator/pages');
/** Loads the home block 我的政策 (`HomeMyPolicy`, logged-in enterprises only) in its own small chunk. */
export const loadHomeMyPolicy = () => import('./lib/calculator/home-my-policy');
// Policy blocks of the public home (issue 6): carousel, hot policies, figures.
export type { HomePolicyCarouselProps } from './lib/home-blocks/home-policy-carousel';
export type { HomeCarouselProps, HomeCarouselSlide } from './lib/home-blocks/home-carousel';
export type { HomeHotPoliciesProps } from './lib/home-blocks/home-hot-policies';
/** Loads the policy blocks of the home page (HomePolicyCarousel, HomeCarousel, HomeHotPolicies, HomePolicyStatistics) in their own chunk. */
export const loadPolicyHomeBlocks = () => import('./lib/home-blocks/home-blocks');
// The workbench pages of the policy domain (issue 12): 政策咨询 (answer), 我的咨询, 申报审核 (review, export).
