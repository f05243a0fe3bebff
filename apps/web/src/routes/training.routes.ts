/**
 * Routes of the training pages under /page (seeds 000 §2). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import { validatePropagandaDetailsSearch, validatePropagandaEventsListSearch } from '@qifu/training-data-access';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { withChunkTimeout } from '../chunk';

const load = () => withChunkTimeout(import('../pages/training-routes'));

/** The training routes below the portal shell `parent` (/page). */
export function trainingRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'propaganda',
      staticData: { title: '培训宣传' },
      component: lazyRouteComponent(load, 'PropagandaRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'propagandaEventsList',
      staticData: { title: '活动列表' },
      validateSearch: validatePropagandaEventsListSearch,
      component: lazyRouteComponent(load, 'PropagandaEventsListRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'propagandaDetails',
      staticData: { title: '活动详情' },
      validateSearch: validatePropagandaDetailsSearch,
      component: lazyRouteComponent(load, 'PropagandaDetailsRoute'),
    }),
  ] as const;
}
