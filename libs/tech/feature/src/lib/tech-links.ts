/**
 * Addresses of the techService pages (seeds 000 §2 "Technology service (techService) sub-pages",
 * spelled as in the documents: resultdetals). Imported only by the lazily loaded page modules.
 */
import type { TechKind, TechListSearch } from '@qifu/tech-data-access';

/** Base path of the technology service. */
export const TECH_SERVICE_PATH = '/page/techService';

/** Route segments per kind: the list and the detail page below /page/techService. */
export const TECH_ROUTE_SEGMENTS: Readonly<Record<TechKind, { list: string; detail: string }>> = {
  achievement: { list: 'resultList', detail: 'resultdetals' },
  institute: { list: 'institutesList', detail: 'institutesdetails' },
  expert: { list: 'expertlist', detail: 'expertdetails' },
  requirement: { list: 'techneed', detail: 'techneeddetails' },
};

/** The tab labels and order of the techService bar (科技成果 / 科研院所 / 专家库 / 技术需求). */
export const TECH_TABS: ReadonlyArray<{ kind: TechKind; label: string }> = [
  { kind: 'achievement', label: '科技成果' },
  { kind: 'institute', label: '科研院所' },
  { kind: 'expert', label: '专家库' },
  { kind: 'requirement', label: '技术需求' },
];

/** The list page of a kind, with an optional search (`/page/techService/resultList?domainId=03`). */
export function techListHref(kind: TechKind, search: TechListSearch = {}): string {
  const query = new URLSearchParams();
  if (search.page && search.page > 1) query.set('page', String(search.page));
  if (search.keyword) query.set('keyword', search.keyword);
  if (search.domainId) query.set('domainId', search.domainId);
  const qs = query.toString();
  return `${TECH_SERVICE_PATH}/${TECH_ROUTE_SEGMENTS[kind].list}${qs ? `?${qs}` : ''}`;
}

/** The detail page of an item (`/page/techService/resultdetals?id=…`). */
export function techDetailHref(kind: TechKind, id: string): string {
  return `${TECH_SERVICE_PATH}/${TECH_ROUTE_SEGMENTS[kind].detail}?id=${encodeURIComponent(id)}`;
}

/** The kind whose list or detail page `pathname` is, else undefined. */
export function techKindOfPath(pathname: string): TechKind | undefined {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  for (const [kind, s] of Object.entries(TECH_ROUTE_SEGMENTS) as Array<[TechKind, { list: string; detail: string }]>) {
    if (s.list === segment || s.detail === segment) return kind;
  }
  return undefined;
}
