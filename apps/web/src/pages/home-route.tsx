import { loadHomePage } from '@qifu/portal-feature';
import { LatestPolicies, loadHomeMyPolicy } from '@qifu/policy-feature';
import { useSession } from '@qifu/session';
import { lazy, Suspense } from 'react';

// This module is itself loaded lazily (/page/home): wait for the home page's chunk here.
const { HomePage } = await loadHomePage();

/** 我的政策, downloaded only when a logged-in enterprise opens the home page. */
const HomeMyPolicy = lazy(() => loadHomeMyPolicy().then((m) => ({ default: m.HomeMyPolicy })));

/** /page/home: the portal home with the newest policies and an enterprise's own blocks composed in (features meet only here). */
export function HomeRoute() {
  const { isLoggedIn, userInfo } = useSession();
  const enterprise = isLoggedIn && userInfo?.userType === 'QY';
  return (
    <HomePage
      latestPolicies={<LatestPolicies count={6} />}
      myBlocks={
        enterprise ? (
          <Suspense fallback={null}>
            <HomeMyPolicy />
          </Suspense>
        ) : null
      }
    />
  );
}
