/**
 * Routes of the session pages under /page (seeds 000 §2). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import type { AnyRoute } from '@tanstack/react-router';

/** The session routes below the portal shell `parent` (/page). */
export function sessionRoutes<TParent extends AnyRoute>(parent: TParent) {
  void parent;
  return [] as const;
}

/** The session routes directly below the root `root` (top-level routes of seeds 000 §2). */
export function sessionRootRoutes<TRoot extends AnyRoute>(root: TRoot) {
  void root;
  return [] as const;
}
