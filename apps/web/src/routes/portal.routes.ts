/**
 * Routes of the portal pages (seeds 000 §2). Part of the first load: only route definitions here
 * (path, title, URL search validator, lazily loaded component).
 * - under /page: `home1` (服务大厅, the compact home), `search` (全站搜索, `?keyword&type&page`);
 * - top level: `/demo` (组件演示), `/commonform` (自定义表单, `?id`), `/preview` (自定义表单预览, `?id`).
 */
import { validateGlobalSearch } from '@qifu/portal-feature';
import { validateIdSearch } from '@qifu/util';
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';

import { withChunkTimeout } from '../chunk';

/** The lazily loaded adapters, typed without reading their module (keeps the route tree's type free of cycles). */
type Adapters = Promise<Record<string, ComponentType>>;
const load = (): Adapters => withChunkTimeout(import('../pages/portal-routes'));
const loadHome = (): Adapters => withChunkTimeout(import('../pages/home-route'));

/** The portal routes below the portal shell `parent` (/page). */
export function portalRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'home1',
      staticData: { title: '服务大厅' },
      component: lazyRouteComponent(loadHome, 'Home1Route'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'search',
      staticData: { title: '全站搜索' },
      validateSearch: validateGlobalSearch,
      component: lazyRouteComponent(load, 'GlobalSearchRoute'),
    }),
  ] as const;
}

/** The portal routes directly below the root `root` (top-level routes of seeds 000 §2). */
export function portalRootRoutes<TRoot extends AnyRoute>(root: TRoot) {
  const page = <const P extends string>(path: P, title: string, exportName: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      staticData: { title },
      validateSearch: validateIdSearch,
      component: lazyRouteComponent(load, exportName),
    });
  return [
    page('/demo', '组件演示', 'DemoRoute'),
    page('/commonform', '自定义表单', 'CommonFormRoute'),
    page('/preview', '自定义表单预览', 'FormPreviewRoute'),
  ] as const;
}
