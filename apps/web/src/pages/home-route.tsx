import { loadHomePage, type HomeOwnBlock, type HomePageProps } from '@qifu/portal-feature';
import { loadHomeMyPolicy, loadLatestPolicies, loadPolicyHomeBlocks } from '@qifu/policy-feature';
import { useSession } from '@qifu/session';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

// This module is itself loaded lazily (/page/home, /page/home1): wait for the home page's chunk here.
const { HomePage } = await loadHomePage();

// The blocks of the features, each in its own chunk, downloaded when the home renders them.
const LatestPolicies = lazy(() => loadLatestPolicies().then((m) => ({ default: m.LatestPolicies })));
const HomePolicyCarousel = lazy(() => loadPolicyHomeBlocks().then((m) => ({ default: m.HomePolicyCarousel })));
const HomeHotPolicies = lazy(() => loadPolicyHomeBlocks().then((m) => ({ default: m.HomeHotPolicies })));
const HomePolicyStatistics = lazy(() => loadPolicyHomeBlocks().then((m) => ({ default: m.HomePolicyStatistics })));
// The other domains' blocks come through `./portal-routes` (a lazy module): importing their
// libraries here would put their index modules into the home page's first load.
const loadSlots = () => import('./portal-routes');
const HomeNewsBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeNewsSlot })));
const HomeMarketBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeMarketSlot })));
const HomeTechBlock = lazy(() => loadSlots().then((m) => ({ default: m.HomeTechSlot })));
// An enterprise's own blocks (seeds 000 §7 homeMyPolicy, homeMyActivity, homeMyAppeal): downloaded only for a logged-in enterprise.
const HomeMyPolicy = lazy(() => loadHomeMyPolicy().then((m) => ({ default: m.HomeMyPolicy })));
const HomeMyActivity = lazy(() => loadSlots().then((m) => ({ default: m.HomeMyActivitySlot })));
const HomeMyAppeal = lazy(() => loadSlots().then((m) => ({ default: m.HomeMyAppealSlot })));

const waiting = <div aria-busy="true" aria-label="加载中" style={{ minHeight: 120 }} />;
const block = (node: ReactNode) => <Suspense fallback={waiting}>{node}</Suspense>;

const ENTERPRISE_BLOCKS: readonly HomeOwnBlock[] = [
  { key: 'myPolicy', title: '我的政策', content: block(<HomeMyPolicy />) },
  { key: 'myActivity', title: '我的活动', more: '/page/propaganda', content: block(<HomeMyActivity />) },
  { key: 'myAppeal', title: '我的诉求', content: block(<HomeMyAppeal />) },
];

const PUBLIC_BLOCKS: Omit<HomePageProps, 'layout' | 'myBlocks'> = {
  carousel: (slides, fallback) => block(<HomePolicyCarousel leadingSlides={slides} empty={fallback} />),
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
