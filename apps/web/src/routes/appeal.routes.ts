/**
 * Routes of the appeal pages under /page (seeds 000 §2). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import type { AnyRoute } from '@tanstack/react-router';

/** The appeal routes below the portal shell `parent` (/page). */
export function appealRoutes<TParent extends AnyRoute>(parent: TParent) {
  void parent;
  return [] as const;
}
