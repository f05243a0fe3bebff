/**
 * Routes of the portal pages under /page (seeds 000 §2). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import type { AnyRoute } from '@tanstack/react-router';

/** The portal routes below the portal shell `parent` (/page). */
export function portalRoutes<TParent extends AnyRoute>(parent: TParent) {
  void parent;
  return [] as const;
}

/** The portal routes directly below the root `root` (top-level routes of seeds 000 §2). */
export function portalRootRoutes<TRoot extends AnyRoute>(root: TRoot) {
  void root;
  return [] as const;
}
