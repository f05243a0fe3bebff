/**
 * The appeal page (seeds 000 §2 /page/appeal): router hooks adapted to the page component of @qifu/appeal-feature.
 * Its search lives in the URL: tabs, paging and opening an appeal add history entries, the status filter replaces
 * the current one.
 */
import { type AppealSearch } from '@qifu/appeal-data-access';
import { loadAppealPages, type AppealSearchChangeOptions } from '@qifu/appeal-feature';
import { getRouteApi } from '@tanstack/react-router';

// This module is itself loaded lazily (appeal routes): wait for the pages' chunk here.
const { AppealPage } = await loadAppealPages();

const appealRoute = getRouteApi('/page/appeal');

/** /page/appeal?tab&page&status&id: 诉求服务. */
export function AppealRoute() {
  const search: AppealSearch = appealRoute.useSearch();
  const navigate = appealRoute.useNavigate();
  const onSearchChange = (next: AppealSearch, options?: AppealSearchChangeOptions) =>
    void navigate({ search: next, replace: options?.replace ?? false });
  return <AppealPage search={search} onSearchChange={onSearchChange} />;
}
