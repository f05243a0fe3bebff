/**
 * The technology service pages (seeds 000 §2 "Technology service (techService) sub-pages"): router
 * hooks adapted to the page components of @qifu/tech-feature. Lists keep their search in the URL.
 */
import { type TechListSearch } from '@qifu/tech-data-access';
import { loadTechPages } from '@qifu/tech-feature';
import { Outlet, getRouteApi, useRouterState } from '@tanstack/react-router';

// This module is itself loaded lazily (tech routes): wait for the pages' chunk here.
const {
  TechServiceLayout,
  TechResultListPage,
  TechInstitutesListPage,
  TechExpertListPage,
  TechNeedListPage,
  TechResultDetailPage,
  TechInstituteDetailPage,
  TechExpertDetailPage,
  TechNeedDetailPage,
  techKindOfPath,
} = await loadTechPages();

/** /page/techService: the band with the statistic strip and the tab bar around the child page. */
export function TechServiceLayoutRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <TechServiceLayout activeTab={techKindOfPath(pathname)}>
      <Outlet />
    </TechServiceLayout>
  );
}

const resultListRoute = getRouteApi('/page/techService/resultList');
const institutesListRoute = getRouteApi('/page/techService/institutesList');
const expertListRoute = getRouteApi('/page/techService/expertlist');
const needListRoute = getRouteApi('/page/techService/techneed');
const resultDetailRoute = getRouteApi('/page/techService/resultdetals');
const instituteDetailRoute = getRouteApi('/page/techService/institutesdetails');
const expertDetailRoute = getRouteApi('/page/techService/expertdetails');
const needDetailRoute = getRouteApi('/page/techService/techneeddetails');

/** Paging adds history entries; the filters replace the current one. */
function replaces(next: TechListSearch, current: TechListSearch): boolean {
  return next.page === current.page;
}

/** /page/techService/resultList. */
export function TechResultListRoute() {
  const search = resultListRoute.useSearch();
  const navigate = resultListRoute.useNavigate();
  return <TechResultListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: replaces(next, search) })} />;
}

/** /page/techService/institutesList. */
export function TechInstitutesListRoute() {
  const search = institutesListRoute.useSearch();
  const navigate = institutesListRoute.useNavigate();
  return <TechInstitutesListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: replaces(next, search) })} />;
}

/** /page/techService/expertlist. */
export function TechExpertListRoute() {
  const search = expertListRoute.useSearch();
  const navigate = expertListRoute.useNavigate();
  return <TechExpertListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: replaces(next, search) })} />;
}

/** /page/techService/techneed. */
export function TechNeedListRoute() {
  const search = needListRoute.useSearch();
  const navigate = needListRoute.useNavigate();
  return <TechNeedListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: replaces(next, search) })} />;
}

/** /page/techService/resultdetals?id=. */
export function TechResultDetailRoute() {
  return <TechResultDetailPage id={resultDetailRoute.useSearch().id} />;
}

/** /page/techService/institutesdetails?id=. */
export function TechInstituteDetailRoute() {
  return <TechInstituteDetailPage id={instituteDetailRoute.useSearch().id} />;
}

/** /page/techService/expertdetails?id=. */
export function TechExpertDetailRoute() {
  return <TechExpertDetailPage id={expertDetailRoute.useSearch().id} />;
}

/** /page/techService/techneeddetails?id=. */
export function TechNeedDetailRoute() {
  return <TechNeedDetailPage id={needDetailRoute.useSearch().id} />;
}
