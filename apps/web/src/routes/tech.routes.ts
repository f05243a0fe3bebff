/**
 * Routes of the technology service under /page (seeds 000 §2 "Technology service (techService)
 * sub-pages"; spelling as in the documents). Part of the first load: only route definitions here
 * (path, title, URL search validator, lazily loaded component). `/page/techService` is a layout
 * (tab bar 科技成果 / 科研院所 / 专家库 / 技术需求 and the statistic strip) that redirects to resultList.
 */
import { validateTechDetailSearch, validateTechListSearch } from '@qifu/tech-data-access';
import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';

/** The lazily loaded page module (typed loosely: its own types depend on this route tree). */
const load: () => Promise<Record<string, unknown>> = () => import('../pages/tech-routes');

/** The tech routes below the portal shell `parent` (/page). */
export function techRoutes<TParent extends AnyRoute>(parent: TParent) {
  const layout = createRoute({
    getParentRoute: () => parent,
    path: 'techService',
    staticData: { title: '科技服务' },
    // /page/techService itself shows the first tab (a redirect here rather than an index route).
    beforeLoad: ({ location }) => {
      if (/^\/page\/techService\/?$/.test(location.pathname)) throw redirect({ href: '/page/techService/resultList', replace: true });
    },
    component: lazyRouteComponent(load, 'TechServiceLayoutRoute'),
  });
  const list = <const P extends string>(path: P, title: string, exportName: string) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      staticData: { title },
      validateSearch: validateTechListSearch,
      component: lazyRouteComponent(load, exportName),
    });
  const detail = <const P extends string>(path: P, title: string, exportName: string) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      staticData: { title },
      validateSearch: validateTechDetailSearch,
      component: lazyRouteComponent(load, exportName),
    });
  return [
    layout.addChildren([
      list('resultList', '科技成果', 'TechResultListRoute'),
      detail('resultdetals', '成果详情', 'TechResultDetailRoute'),
      list('institutesList', '科研院所', 'TechInstitutesListRoute'),
      detail('institutesdetails', '院所详情', 'TechInstituteDetailRoute'),
      list('expertlist', '专家库', 'TechExpertListRoute'),
      detail('expertdetails', '专家详情', 'TechExpertDetailRoute'),
      list('techneed', '技术需求', 'TechNeedListRoute'),
      detail('techneeddetails', '需求详情', 'TechNeedDetailRoute'),
    ]),
  ] as const;
}
