/**
 * Routes of the session pages (seeds 000 §2): /page/zzd/home under the portal shell, the top-level
 * /zzd/login and /header. Part of the first load: only route definitions here (path, title, lazily
 * loaded component); /zzd/login reads its query in the lazy module (`validateZzdLoginSearch`).
 */
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

import { withChunkTimeout } from '../chunk';

const load = () => withChunkTimeout(import('../pages/session-routes'));
type PageExport = keyof Awaited<ReturnType<typeof load>>;

/** A session route below `parent`: its path, title (the page title's first part) and export of `../pages/session-routes`. */
const page = <TParent extends AnyRoute, const P extends string>(parent: TParent, path: P, title: string, exportName: PageExport) =>
  createRoute({ getParentRoute: () => parent, path, staticData: { title }, component: lazyRouteComponent(load, exportName) });

/** The session routes below the portal shell `parent` (/page). */
export function sessionRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [page(parent, 'zzd/home', '政务钉钉首页', 'ZzdHomeRoute')] as const;
}

/** The session routes directly below the root `root` (top-level routes of seeds 000 §2). */
export function sessionRootRoutes<TRoot extends AnyRoute>(root: TRoot) {
  return [page(root, '/zzd/login', '政务钉钉登录', 'ZzdLoginRoute'), page(root, '/header', '页头', 'HeaderRoute')] as const;
}
