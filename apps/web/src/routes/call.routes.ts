/**
 * The call centre's top-level route `/ecall` (seeds 000 §2 "Top-level routes"; issue 16). Part of the first load: only
 * the route definition; the page (`@qifu/call-feature`) loads lazily. A visitor goes to /login; a logged-in user whose
 * menu does not hold `/ecall` meets the unknown-route rule (/404), like a /work page outside the menu. The root route
 * has already fetched a missing menu.
 */
import { isLoggedInAtom, menuListAtom, sessionStore } from '@qifu/session';
import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { withChunkTimeout } from '../chunk';
import { isWorkPathAllowed } from '../work-access';

/** The call-centre address. */
export const ECALL_PATH = '/ecall';

/** The call-centre route directly below the root `root`. */
export function callRootRoutes<TRoot extends AnyRoute>(root: TRoot) {
  return [
    createRoute({
      getParentRoute: () => root,
      path: ECALL_PATH,
      staticData: { title: '呼叫中心' },
      beforeLoad: () => {
        if (!sessionStore.get(isLoggedInAtom)) throw redirect({ to: '/login' });
        if (!isWorkPathAllowed(sessionStore.get(menuListAtom), ECALL_PATH)) throw redirect({ to: '/404', replace: true });
      },
      component: lazyRouteComponent(() => withChunkTimeout(import('@qifu/call-feature')), 'EcallPage'),
    }),
  ] as const;
}
