import { type AppealSearch } from '@qifu/appeal-data-access';

/** The path of 诉求服务 (seeds 000 §2 /page/appeal). */
export const APPEAL_PATH = '/page/appeal';

/**
 * The address of /page/appeal with a search: `appealHref({ tab: 'mine', id })` → `/page/appeal?tab=mine&id=…`.
 * Keys in the order tab, page, status, id; empty values are left out.
 */
export function appealHref(search: AppealSearch = {}): string {
  const params = new URLSearchParams();
  if (search.tab) params.set('tab', search.tab);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.status) params.set('status', search.status);
  if (search.id) params.set('id', search.id);
  const query = params.toString();
  return query ? `${APPEAL_PATH}?${query}` : APPEAL_PATH;
}
