/**
 * Extra providers for {@link render}'s `wrapper` option: an in-memory TanStack router and the
 * Mantine notifications container.
 */
import { Notifications } from '@mantine/notifications';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';

/** Options of {@link createTestWrapper}. */
export interface TestWrapperOptions {
  /**
   * Render inside an in-memory router at this URL (path and query) so that `Link`, `useRouter`
   * and `useRouterState` work; every path renders the test's `ui`.
   */
  path?: string;
  /** Mount `<Notifications />` so that `notifications.show()` texts appear in the document. */
  notifications?: boolean;
}

const TestChildren = createContext<ReactNode>(null);

function RenderChildren() {
  return <>{useContext(TestChildren)}</>;
}

function createTestRouter(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: RenderChildren });
  const splatRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: RenderChildren });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, splatRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/**
 * Builds a `wrapper` for `render()`:
 * `render(<Header />, { wrapper: createTestWrapper({ path: '/page/home', notifications: true }) })`.
 */
export function createTestWrapper(options: TestWrapperOptions = {}) {
  return function TestWrapper({ children }: { children: ReactNode }): ReactElement {
    const [router] = useState(() => (options.path === undefined ? null : createTestRouter(options.path)));
    return (
      <>
        {options.notifications ? <Notifications /> : null}
        {router ? (
          <TestChildren.Provider value={children}>
            <RouterProvider router={router} />
          </TestChildren.Provider>
        ) : (
          children
        )}
      </>
    );
  };
}
