/**
 * Routes of the factory and land market under /page (seeds 000 §2 sdmarket, sdmarketdetail1,
 * sdmarketdetail2). Part of the first load: only route definitions here (path, title, URL search
 * validator, lazily loaded component).
 */
import { validateMarketDetailSearch, validateMarketSearch } from '@qifu/land-data-access';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { withChunkTimeout } from '../chunk';

const load = () => withChunkTimeout(import('../pages/land-routes'));

/** The market routes below the portal shell `parent` (/page). */
export function landRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'sdmarket',
      staticData: { title: '厂房土地' },
      validateSearch: validateMarketSearch,
      component: lazyRouteComponent(load, 'MarketRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'sdmarketdetail1',
      staticData: { title: '土地详情' },
      validateSearch: validateMarketDetailSearch,
      component: lazyRouteComponent(load, 'LandDetailRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'sdmarketdetail2',
      staticData: { title: '厂房详情' },
      validateSearch: validateMarketDetailSearch,
      component: lazyRouteComponent(load, 'WorkshopDetailRoute'),
    }),
  ] as const;
}
