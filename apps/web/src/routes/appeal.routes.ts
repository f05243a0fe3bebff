/**
 * Routes of the appeal pages under /page (seeds 000 §2 appeal). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import { validateAppealSearch } from '@qifu/appeal-data-access';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const load = () => import('../pages/appeal-routes');

/** The appeal routes below the portal shell `parent` (/page): /page/appeal?tab&page&status&id (诉求服务). */
export function appealRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'appeal',
      staticData: { title: '诉求服务' },
      validateSearch: validateAppealSearch,
      component: lazyRouteComponent(load, 'AppealRoute'),
    }),
  ] as const;
}
