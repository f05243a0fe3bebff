import { type MarketSearch } from '@qifu/land-data-access';
import { loadLandPages } from '@qifu/land-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily (market routes): wait for the market pages' chunk here.
const { MarketPage, LandDetailPage, WorkshopDetailPage } = await loadLandPages();

const marketRoute = getRouteApi('/page/sdmarket');
const landDetailRoute = getRouteApi('/page/sdmarketdetail1');
const workshopDetailRoute = getRouteApi('/page/sdmarketdetail2');

/** /page/sdmarket: the market with its tab and filters kept in the URL. */
export function MarketRoute() {
  const search = marketRoute.useSearch();
  const navigate = marketRoute.useNavigate();
  const onSearchChange = (next: MarketSearch) => {
    // Paging adds history entries; filters and tabs replace the current one.
    const paging = (next.page ?? 1) !== (search.page ?? 1);
    void navigate({ to: '.', search: next, replace: !paging });
  };
  return <MarketPage search={search} onSearchChange={onSearchChange} />;
}

/** /page/sdmarketdetail1?id=(&type=demand): one land listing or land demand. */
export function LandDetailRoute() {
  const { id, type } = landDetailRoute.useSearch();
  return <LandDetailPage id={id} type={type} />;
}

/** /page/sdmarketdetail2?id=(&type=demand): one factory building or workshop demand. */
export function WorkshopDetailRoute() {
  const { id, type } = workshopDetailRoute.useSearch();
  return <WorkshopDetailPage id={id} type={type} />;
}
