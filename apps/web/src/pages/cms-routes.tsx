/**
 * The cms pages (seeds 000 §2 industryinfo, industryinfodetails, aboutus, commercialLaw, quality,
 * financialService, peopleBuild): router hooks adapted to the page components of @qifu/cms-feature.
 * Lists keep their search in the URL: paging adds history entries, tabs and the keyword replace the
 * current one.
 */
import { type ColumnPageSearch, type IndustryInfoSearch } from '@qifu/cms-data-access';
import { loadCmsPages } from '@qifu/cms-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily (cms routes): wait for the pages' chunk here.
const { IndustryInfoPage, NewsDetailPage, AboutUsPage, CommercialLawPage, QualityPage, FinancialServicePage, PeopleBuildPage } =
  await loadCmsPages();

const industryInfoRoute = getRouteApi('/page/industryinfo');
const detailRoute = getRouteApi('/page/industryinfodetails');
const commercialLawRoute = getRouteApi('/page/commercialLaw');
const qualityRoute = getRouteApi('/page/quality');
const financialServiceRoute = getRouteApi('/page/financialService');
const peopleBuildRoute = getRouteApi('/page/peopleBuild');

type ColumnRouteApi = typeof commercialLawRoute | typeof qualityRoute | typeof financialServiceRoute | typeof peopleBuildRoute;

/** The search of a column page and its writer. */
function useColumnSearch(route: ColumnRouteApi) {
  const search: ColumnPageSearch = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (next: ColumnPageSearch) => void navigate({ to: '.', search: next, replace: next.page === search.page });
  return { search, onSearchChange };
}

/**
 * Opens an external sub-platform by redirect (seeds 000 §2 "External URLs are opened by redirect").
 * The signed link for enterprise users (seeds 000 §2) is the app's to wire here.
 */
function openExternal(url: string) {
  window.location.assign(url);
}

/** /page/industryinfo?column&keyword&page: 行业资讯. */
export function IndustryInfoRoute() {
  const search: IndustryInfoSearch = industryInfoRoute.useSearch();
  const navigate = industryInfoRoute.useNavigate();
  const onSearchChange = (next: IndustryInfoSearch) => void navigate({ to: '.', search: next, replace: next.page === search.page });
  return <IndustryInfoPage search={search} onSearchChange={onSearchChange} />;
}

/** /page/industryinfodetails?id=: one article (`&preview=1`: the staff preview of any state). */
export function NewsDetailRoute() {
  const { id, preview } = detailRoute.useSearch();
  return <NewsDetailPage id={id} preview={preview === true} />;
}

/** /page/aboutus: 关于我们. */
export function AboutUsRoute() {
  return <AboutUsPage />;
}

/** /page/commercialLaw?column&page: 商事法律服务 (its title has no suffix; the app's title hook knows). */
export function CommercialLawRoute() {
  return <CommercialLawPage {...useColumnSearch(commercialLawRoute)} />;
}

/** /page/quality?column&page: 质量服务. */
export function QualityRoute() {
  return <QualityPage {...useColumnSearch(qualityRoute)} onOpenExternal={openExternal} />;
}

/** /page/financialService?column&page: 金融服务. */
export function FinancialServiceRoute() {
  return <FinancialServicePage {...useColumnSearch(financialServiceRoute)} onOpenExternal={openExternal} />;
}

/** /page/peopleBuild?column&page: 党建引领. */
export function PeopleBuildRoute() {
  return <PeopleBuildPage {...useColumnSearch(peopleBuildRoute)} />;
}
