/**
 * Routes of the customer-service pages under /page (seeds 000 §2). Part of the first load: only route
 * definitions here (path, title, URL search validator, lazily loaded component).
 */
import type { AnyRoute } from '@tanstack/react-router';

/** The customer-service routes below the portal shell `parent` (/page). */
export function customerServiceRoutes<TParent extends AnyRoute>(parent: TParent) {
  void parent;
  return [] as const;
}
