import { loadHomePage, type HomeOwnBlock, type HomePageProps } from '@qifu/portal-feature';
import { loadHomeMyPolicy, loadLatestPolicies, loadPolicyHomeBlocks } from '@qifu/policy-feature';
import { useSession } from '@qifu/session';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

// The other domains' blocks come through `./portal-routes` (a lazy module): importing their
// libraries here would put their index modules into the home page's first load.
const loadSlots = () => import('./portal-routes');

// This module is itself loaded lazily (/page/home, /page/home1). Every chunk the public home
// renders is requested now, at once, not one after the other as each level renders (issue 14,
// first paint: the carousel's image waited for four chunk round trips); then wait for the page's.
// (The blocks below the fold load when the visitor scrolls near them: HomePage's `WhenNear`.)
const policyBlocks = loadPolicyHomeBlocks();
const latestPolicies = loadLatestPolicies();
// (a failed chunk shows through the block's lazy component; no unhandled rejection before that)
for (const chunk of [policyBlocks, latestPolicies]) chunk.catch(() => undefined);
const { HomePage, preloadHomeLayout } = await loadHomePage();
preloadHomeLayout().catch(() => undefined);

// The blocks of the features, each in its own chunk.
const LatestPolicies = lazy(() => latestPolicies.then((m) => ({ default: m.LatestPolicies })));
const HomePolicyCarousel = lazy(() => policyBlocks.then((m) => ({ default: m.HomePolicyCarousel })));
const HomeHotPolicies = lazy(() => policyBlocks.then((m) => ({ default: m.HomeHotPolicies })));
const HomePolicyStatistics = lazy(() => policyBlocks.then((m) => ({ default: m.HomePolicyStatistics })));
const HomeNewsBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeNewsSlot })));
const HomeMarketBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeMarketSlot })));
const HomeTechBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeTechSlot })));
// An enterprise's own blocks (seeds 000 §7 homeMyPolicy, homeMyActivity, homeMyAppeal): downloaded only for a logged-in enterprise.
const HomeMyPolicy = lazy(() => loadHomeMyPolicy().then((m) => ({ default: m.HomeMyPolicy })));
const HomeMyActivity = lazy(() => loadSlots().then((m) => ({ default: m.HomeMyActivitySlot })));
const HomeMyAppeal = lazy(() => loadSlots().then((m) => ({ default: m.HomeMyAppealSlot })));

const waiting = <div role="status" aria-busy="true" aria-label="加载中" style={{ minHeight: 120 }} />;
const block = (node: ReactNode) => <Suspense fallback={waiting}>{node}</Suspense>;
/** The carousel's place while its chunk loads: the carousel's own box (3:1, 180–400 px high; issue 14, CLS). */
const carouselWaiting = (
  <div role="status" aria-busy="true" aria-label="加载中" style={{ aspectRatio: '3 / 1', minHeight: 180, maxHeight: 400, width: '100%' }} />
);

const ENTERPRISE_BLOCKS: readonly HomeOwnBlock[] = [
  { key: 'myPolicy', title: '我的政策', content: block(<HomeMyPolicy />) },
  { key: 'myActivity', title: '我的活动', more: '/page/propaganda', content: block(<HomeMyActivity />) },
  { key: 'myAppeal', title: '我的诉求', content: block(<HomeMyAppeal />) },
];

const PUBLIC_BLOCKS: Omit<HomePageProps, 'layout' | 'myBlocks'> = {
  carousel: (slides, fallback) => (
    <Suspense fallback={carouselWaiting}>
      <HomePolicyCarousel leadingSlides={slides} empty={fallback} />
    </Suspense>
  ),
  statistics: block(<HomePolicyStatistics />),
  latestPolicies: block(<LatestPolicies count={6} />),
  hotPolicies: block(<HomeHotPolicies count={6} />),
  news: block(<HomeNewsBlock />),
  market: block(<HomeMarketBlock />),
  tech: block(<HomeTechBlock />),
};

/** The enterprise's own blocks for a logged-in enterprise, none for anyone else. */
function useOwnBlocks(): readonly HomeOwnBlock[] {
  const { isLoggedIn, userInfo } = useSession();
  return isLoggedIn && userInfo?.userType === 'QY' ? ENTERPRISE_BLOCKS : [];
}

/** /page/home: the portal home (carousel, figures, policies, hot blocks, highlights, services); features meet only here. */
export function HomeRoute(): ReactElement {
  return <HomePage layout="home" {...PUBLIC_BLOCKS} myBlocks={useOwnBlocks()} />;
}

/** /page/home1: the compact 服务大厅 home (service entries first, then policies and news). */
export function Home1Route(): ReactElement {
  return <HomePage layout="hall" {...PUBLIC_BLOCKS} myBlocks={useOwnBlocks()} />;
}
