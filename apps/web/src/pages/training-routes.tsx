import { type PropagandaEventsListSearch } from '@qifu/training-data-access';
import { loadTrainingPages } from '@qifu/training-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily (training routes): wait for the training pages' chunk here.
const { PropagandaPage, PropagandaEventsListPage, PropagandaDetailsPage } = await loadTrainingPages();

const listRoute = getRouteApi('/page/propagandaEventsList');
const detailsRoute = getRouteApi('/page/propagandaDetails');

/** /page/propaganda: 培训宣传. */
export function PropagandaRoute() {
  return <PropagandaPage />;
}

/** /page/propagandaEventsList: 活动列表 with its filters and page kept in the URL. */
export function PropagandaEventsListRoute() {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const onSearchChange = (next: PropagandaEventsListSearch) => {
    // Paging adds history entries; filters replace the current one.
    const replace = next.page === search.page;
    void navigate({ search: next, replace });
  };
  return <PropagandaEventsListPage search={search} onSearchChange={onSearchChange} />;
}

/** /page/propagandaDetails?id=: 活动详情. */
export function PropagandaDetailsRoute() {
  const { id } = detailsRoute.useSearch();
  return <PropagandaDetailsPage id={id} />;
}
