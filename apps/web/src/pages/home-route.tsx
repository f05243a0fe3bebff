import { loadHomePage } from '@qifu/portal-feature';
import { LatestPolicies } from '@qifu/policy-feature';

// This module is itself loaded lazily (/page/home): wait for the home page's chunk here.
const { HomePage } = await loadHomePage();

/** /page/home: the portal home with the newest policies composed in (features meet only here). */
export function HomeRoute() {
  return <HomePage latestPolicies={<LatestPolicies count={6} />} />;
}
