/** 政策搜索 and 政策订阅 (seeds 000 §2 policysearch, policysub; 001 §4 "Policy tag filter"). */
import { loadPolicySearchPages } from '@qifu/policy-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily: wait for the pages' chunk here.
const { PolicySearchPage, PolicySubPage } = await loadPolicySearchPages();

const searchRoute = getRouteApi('/page/policysearch');
const subRoute = getRouteApi('/page/policysub');

/** /page/policysearch: keyword search over policy titles and texts. */
export function PolicySearchRoute() {
  const search = searchRoute.useSearch();
  const navigate = searchRoute.useNavigate();
  return (
    <PolicySearchPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })} />
  );
}

/** /page/policysub: the tag subscription and the subscribed policies. */
export function PolicySubRoute() {
  const search = subRoute.useSearch();
  const navigate = subRoute.useNavigate();
  return <PolicySubPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })} />;
}
