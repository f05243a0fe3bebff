import { type PolicyMarketSearch } from '@qifu/policy-data-access';
import { loadPolicyPages } from '@qifu/policy-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily (policy routes): wait for the policy pages' chunk here.
const { PolicyDetailPage, PolicyMarketPage } = await loadPolicyPages();

const marketRoute = getRouteApi('/page/policymarket/index');
const detailRoute = getRouteApi('/page/policymarket/details');

/** /page/policymarket/index: the market with its search kept in the URL. */
export function PolicyMarketRoute() {
  const search = marketRoute.useSearch();
  const navigate = marketRoute.useNavigate();
  const onSearchChange = (next: PolicyMarketSearch) => {
    // Paging adds history entries; typing in the filters replaces the current one.
    const replace = next.page === search.page;
    void navigate({ search: next, replace });
  };
  return <PolicyMarketPage search={search} onSearchChange={onSearchChange} />;
}

/** /page/policymarket/details?id=: one policy. */
export function PolicyDetailRoute() {
  const { id } = detailRoute.useSearch();
  return <PolicyDetailPage id={id} />;
}
