/**
 * The route tree (seeds 000 §2), code-based: every page component is lazy so that the public home's
 * first load stays small; the workbench and mantine-react-table load only when a staff page opens.
 * Where a route has a loader it only loads data (`ensureQueryData` of the query options the page
 * reads): the policy market and detail, and every workbench page whose registry entry has a
 * `prefetch`. The other public pages load their data in the page (loading and error states there).
 * The workbench's pages are not routes of their own: one `/work/$` route resolves the menu path in
 * the lazily loaded page registry (`./work/registry.ts`; docs/architecture.md "Adding a workbench page").
 */
import { Box, Button, Loader, Stack } from '@mantine/core';
import {
  hotPolicyQuery,
  policyCarouselQuery,
  policyDetailQuery,
  policyListQuery,
  policyStatisticQuery,
  toPolicyListParams,
  validateCalculatorListSearch,
  validateCalculatorSubListSearch,
  validateDeclareDetailSearch,
  validateDeclareSearch,
  validateHotListSearch,
  validatePolicyDetailSearch,
  validatePolicyMarketSearch,
  validatePolicyReportSearch,
  validatePolicySearchSearch,
  validatePolicyServerDetailSearch,
  validatePolicyServerReplenishSearch,
  validatePolicySubSearch,
  validateSimulationSearch,
} from '@qifu/policy-data-access';
import { loadDataAuthorizationHost } from '@qifu/policy-feature';
import { PortalLayout, loadLoginPage, loadNotFoundPage, portalHomeConfigQuery } from '@qifu/portal-feature';
import { ensureMenus, firstWorkbenchRoute, isLoggedInAtom, menuListAtom, sessionStore, useSession } from '@qifu/session';
import { ErrorState } from '@qifu/ui';
import { type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useRouter,
  type ErrorComponentProps,
  type RouterHistory,
} from '@tanstack/react-router';

import { withChunkTimeout } from './chunk';
import { FeedbackButton } from './feedback-button';
import { appealRoutes } from './routes/appeal.routes';
import { cmsRoutes } from './routes/cms.routes';
import { customerServiceRoutes } from './routes/customer-service.routes';
import { landRoutes } from './routes/land.routes';
import { callRootRoutes } from './routes/call.routes';
import { portalRootRoutes, portalRoutes } from './routes/portal.routes';
import { sessionRootRoutes, sessionRoutes } from './routes/session.routes';
import { techRoutes } from './routes/tech.routes';
import { trainingRoutes } from './routes/training.routes';
import { notify } from './notify';
import { isWorkPathAllowed } from './work-access';

/** What every loader gets. */
export interface RouterContext {
  queryClient: QueryClient;
}

function PendingPage() {
  return (
    <Box py={80} style={{ display: 'flex', justifyContent: 'center' }} role="status" aria-busy="true" aria-label="加载中">
      <Loader />
    </Box>
  );
}

function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return (
      <Stack align="center" py={60}>
        <ErrorState error={error} title="页面加载失败" />
        <Button onClick={() => window.location.reload()}>刷新页面</Button>
      </Stack>
    );
  }
  return (
    <ErrorState
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** Seeds 000 §2: every unknown path redirects to /404. */
function RedirectToNotFound() {
  return <Navigate to="/404" replace />;
}

const isLoggedIn = () => sessionStore.get(isLoggedInAtom);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: RedirectToNotFound,
  // Seeds 000 §2: when a token exists but the stored menu is empty, the menu is fetched first.
  beforeLoad: async () => {
    if (isLoggedIn()) await ensureMenus();
  },
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/page/home', replace: true });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: '登录' },
  component: lazyRouteComponent(() => withChunkTimeout(loadLoginPage()), 'LoginPage'),
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  staticData: { title: '页面不存在' },
  component: lazyRouteComponent(() => withChunkTimeout(loadNotFoundPage()), 'NotFoundPage'),
});

// ---- public pages under /page (portal shell) ----
/**
 * The portal shell plus the data-authorization host (seeds 000 §4 "Data authorization status"):
 * for a logged-in enterprise the status is fetched and stored, and the header's 企业用户授权 opens
 * the dialog. Downloaded only for enterprises.
 */
/**
 * The floating 智能客服 button and its chat window (seeds 000 §4 "Human chat"): a widget of every
 * public page that appears once its chunk has loaded, so it is not part of the home's first load.
 */
const ChatLauncher = lazy(() => withChunkTimeout(import('./chat-launcher')).then((m) => ({ default: m.ChatLauncher })));

const DataAuthorizationHost = lazy(() => loadDataAuthorizationHost().then((m) => ({ default: m.DataAuthorizationHost })));

function PortalPage() {
  const { isLoggedIn, userInfo } = useSession();
  return (
    <>
      <PortalLayout headerActions={<FeedbackButton />} />
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
      {isLoggedIn && userInfo?.userType === 'QY' ? (
        <Suspense fallback={null}>
          <DataAuthorizationHost />
        </Suspense>
      ) : null}
    </>
  );
}

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page',
  component: PortalPage,
});

const pageIndexRoute = createRoute({
  getParentRoute: () => pageRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/page/home', replace: true });
  },
});

/**
 * Starts the home's API reads while its chunks download (issue 14, first paint: no waterfall of
 * chunk → render → request): the home configuration (首页配置, the carousel's leading slides), the
 * policy carousel, the figures, the 6 newest and the 6 hot policies, with the query options the
 * blocks use. Not awaited: the page shows at once with its own loading states, and its queries
 * find these requests under way.
 */
function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(portalHomeConfigQuery());
  void queryClient.prefetchQuery(policyCarouselQuery());
  void queryClient.prefetchQuery(policyStatisticQuery());
  void queryClient.prefetchQuery(policyListQuery({ page: 1, pageSize: 6 }));
  void queryClient.prefetchQuery(hotPolicyQuery(6));
}

const homeRoute = createRoute({
  getParentRoute: () => pageRoute,
  path: 'home',
  staticData: { title: '首页' },
  loader: ({ context }) => prefetchHome(context.queryClient),
  component: lazyRouteComponent(() => withChunkTimeout(import('./pages/home-route')), 'HomeRoute'),
});

const policyMarketRoute = createRoute({
  getParentRoute: () => pageRoute,
  path: 'policymarket/index',
  staticData: { title: '政策超市' },
  validateSearch: validatePolicyMarketSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(policyListQuery(toPolicyListParams(deps))),
  component: lazyRouteComponent(() => withChunkTimeout(import('./pages/policy-routes')), 'PolicyMarketRoute'),
});

const policyDetailRoute = createRoute({
  getParentRoute: () => pageRoute,
  path: 'policymarket/details',
  staticData: { title: '政策详情' },
  validateSearch: validatePolicyDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    // A failure is shown by the page's own error state (QueryBoundary), with retry.
    if (deps.id) await context.queryClient.ensureQueryData(policyDetailQuery(deps.id)).catch(() => undefined);
  },
  component: lazyRouteComponent(() => withChunkTimeout(import('./pages/policy-routes')), 'PolicyDetailRoute'),
});

// ---- policy service for enterprises (seeds 000 §2 "Policy service pages") ----
const loadPolicyServerRoutes = () => withChunkTimeout(import('./pages/policy-server-routes'));
const loadPolicySearchRoutes = () => withChunkTimeout(import('./pages/policy-search-routes'));

/**
 * A policy page directly under /page: its path, title (the page title's first part), export of the
 * lazily loaded routes module and URL search validator.
 */
function policyPage<const TPath extends string, TSearch>(
  path: TPath,
  title: string,
  exportName: string,
  validateSearch: (raw: Record<string, unknown>) => TSearch,
  load: () => Promise<Record<string, unknown>> = loadPolicyServerRoutes,
) {
  return createRoute({
    getParentRoute: () => pageRoute,
    path,
    staticData: { title },
    validateSearch,
    component: lazyRouteComponent(load, exportName),
  });
}

const policyServerRoute = createRoute({
  getParentRoute: () => pageRoute,
  path: 'policyserver',
  staticData: { title: '政策计算器' },
  component: lazyRouteComponent(loadPolicyServerRoutes, 'PolicyServerLayoutRoute'),
});

const policyServerIndexRoute = createRoute({
  getParentRoute: () => policyServerRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/page/policyserver/calculator/list', replace: true });
  },
});

const calculatorRoute = createRoute({
  getParentRoute: () => policyServerRoute,
  path: 'calculator',
  component: Outlet,
});

const calculatorIndexRoute = createRoute({
  getParentRoute: () => calculatorRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/page/policyserver/calculator/list', replace: true });
  },
});

const calculatorListRoute = createRoute({
  getParentRoute: () => calculatorRoute,
  path: 'list',
  staticData: { title: '政策计算器' },
  validateSearch: validateCalculatorListSearch,
  component: lazyRouteComponent(loadPolicyServerRoutes, 'CalculatorListRoute'),
});

const calculatorSubListRoute = createRoute({
  getParentRoute: () => calculatorRoute,
  path: 'subList',
  staticData: { title: '匹配详情' },
  validateSearch: validateCalculatorSubListSearch,
  component: lazyRouteComponent(loadPolicyServerRoutes, 'CalculatorSubListRoute'),
});

const calculatorReplenishRoute = createRoute({
  getParentRoute: () => calculatorRoute,
  path: 'replenish',
  staticData: { title: '完善信息' },
  component: lazyRouteComponent(loadPolicyServerRoutes, 'CalculatorReplenishRoute'),
});

const simulationRoute = createRoute({
  getParentRoute: () => policyServerRoute,
  path: 'simulation',
  staticData: { title: '模拟匹配' },
  validateSearch: validateSimulationSearch,
  component: lazyRouteComponent(loadPolicyServerRoutes, 'SimulationRoute'),
});

const policyServerReplenishRoute = policyPage('policyserverreplenish', '完善信息', 'PolicyServerReplenishRoute', validatePolicyServerReplenishSearch);

const policyServerHotListRoute = policyPage('policyserverhotList', '申报项目', 'HotListRoute', validateHotListSearch);

const policyServerDetailRoute = policyPage('policyserverdetail', '政策详情', 'PolicyServerDetailRoute', validatePolicyServerDetailSearch);

const policyServerReportRoute = policyPage('policyserverReport', '企业体检报告', 'PolicyReportRoute', validatePolicyReportSearch);

const policyServerDeclareRoute = policyPage('policyserverdeclare', '政策申报', 'DeclareRoute', validateDeclareSearch);

const policyServerDectailRoute = policyPage('policyserverdectail', '申报详情', 'DeclareDetailRoute', validateDeclareDetailSearch);

const policySearchRoute = policyPage('policysearch', '政策搜索', 'PolicySearchRoute', validatePolicySearchSearch, loadPolicySearchRoutes);

const policySubRoute = policyPage('policysub', '政策订阅', 'PolicySubRoute', validatePolicySubSearch, loadPolicySearchRoutes);

// ---- workbench ----
/** /index (seeds 000 §2, §6): the workbench entry goes to the first menu item. */
const workbenchEntryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/index',
  staticData: { title: '工作台' },
  beforeLoad: async () => {
    if (!isLoggedIn()) throw redirect({ to: '/login' });
    const menuList = await ensureMenus();
    if (!isLoggedIn()) throw redirect({ to: '/login' });
    const entry = firstWorkbenchRoute(menuList);
    if ('path' in entry) {
      if (/^https?:\/\//i.test(entry.path)) {
        window.location.assign(entry.path);
        return;
      }
      throw redirect({ href: entry.path, replace: true });
    }
    notify({ color: 'orange', message: entry.message, autoClose: 5000 });
    throw redirect({ to: '/page/home', replace: true });
  },
  component: PendingPage,
});

/**
 * /work/* (seeds 000 §2, §6): needs a login; the route list is filtered by the menu — a page whose
 * path is not in the user's menu (the home excepted) is an unknown route for this user and
 * redirects to /404 like every unknown path (`isWorkPathAllowed`). The root's `beforeLoad` has
 * already fetched the menu when it was missing.
 */
const workRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/work',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login' });
    if (!isWorkPathAllowed(sessionStore.get(menuListAtom), location.pathname)) {
      throw redirect({ to: '/404', replace: true });
    }
  },
  component: lazyRouteComponent(() => withChunkTimeout(import('@qifu/workbench-feature')), 'WorkbenchLayout'),
});

const workIndexRoute = createRoute({
  getParentRoute: () => workRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/work/$', params: { _splat: 'home' }, replace: true });
  },
});

/**
 * Every workbench page (/work/home, /work/sys/user, …): the loader loads the registry entry's page
 * module (and its first data when the entry prefetches), the component renders it behind its
 * permission. The title comes from the menu, else from the entry (the loader's `title`).
 */
const workPageRoute = createRoute({
  getParentRoute: () => workRoute,
  path: '$',
  loader: async ({ params, context }) => {
    const { loadWorkRegistry } = await withChunkTimeout(import('./work/lazy-registry'));
    const { preloadWorkPage } = await withChunkTimeout(loadWorkRegistry());
    return preloadWorkPage(params._splat, context.queryClient);
  },
  component: lazyRouteComponent(() => withChunkTimeout(import('./work/work-page-route')), 'WorkPageRoute'),
});

/** The whole route tree (seeds 000 §2 "Top-level routes", "Public pages under /page", "Workbench under /work"). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  notFoundRoute,
  pageRoute.addChildren([
    pageIndexRoute,
    homeRoute,
    policyMarketRoute,
    policyDetailRoute,
    policyServerRoute.addChildren([
      policyServerIndexRoute,
      calculatorRoute.addChildren([calculatorIndexRoute, calculatorListRoute, calculatorSubListRoute, calculatorReplenishRoute]),
      simulationRoute,
    ]),
    policyServerReplenishRoute,
    policyServerHotListRoute,
    policyServerDetailRoute,
    policyServerReportRoute,
    policyServerDeclareRoute,
    policyServerDectailRoute,
    policySearchRoute,
    policySubRoute,
    // Issue 6: the rest of the public portal, one route file per domain (./routes).
    ...cmsRoutes(pageRoute),
    ...landRoutes(pageRoute),
    ...techRoutes(pageRoute),
    ...trainingRoutes(pageRoute),
    ...appealRoutes(pageRoute),
    ...customerServiceRoutes(pageRoute),
    ...portalRoutes(pageRoute),
    ...sessionRoutes(pageRoute),
  ]),
  workbenchEntryRoute,
  workRoute.addChildren([workIndexRoute, workPageRoute]),
  ...portalRootRoutes(rootRoute),
  ...callRootRoutes(rootRoute),
  ...sessionRootRoutes(rootRoute),
]);

/** Creates the app's router (one per page load; tests pass an in-memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders use React Query's cache; the router must not cache on its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
