/**
 * Routes of the cms pages under /page (seeds 000 §2 industryinfo, industryinfodetails, aboutus,
 * commercialLaw, quality, financialService, peopleBuild). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import { validateColumnPageSearch, validateIndustryInfoSearch, validateNewsDetailSearch } from '@qifu/cms-data-access';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const load = () => import('../pages/cms-routes');
type PageExport = keyof Awaited<ReturnType<typeof load>>;
const noSearch = (): Record<string, never> => ({});

/** The cms routes below the portal shell `parent` (/page). */
export function cmsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const page = <const P extends string, S>(path: P, title: string, exportName: PageExport, validateSearch: (raw: Record<string, unknown>) => S) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      staticData: { title },
      validateSearch,
      component: lazyRouteComponent(load, exportName),
    });
  return [
    page('industryinfo', '行业资讯', 'IndustryInfoRoute', validateIndustryInfoSearch),
    page('industryinfodetails', '资讯详情', 'NewsDetailRoute', validateNewsDetailSearch),
    page('aboutus', '关于我们', 'AboutUsRoute', noSearch),
    page('commercialLaw', '商事法律服务', 'CommercialLawRoute', validateColumnPageSearch),
    page('quality', '质量服务', 'QualityRoute', validateColumnPageSearch),
    page('financialService', '金融服务', 'FinancialServiceRoute', validateColumnPageSearch),
    page('peopleBuild', '党建引领', 'PeopleBuildRoute', validateColumnPageSearch),
  ] as const;
}
