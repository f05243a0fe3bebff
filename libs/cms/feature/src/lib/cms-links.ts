/**
 * Addresses of the cms pages (seeds 000 §2). Re-exported only from the lazily loaded page modules
 * (a re-export from the library's index would put it into the first load).
 */

/** /page/industryinfodetails?id=… — one article. */
export function newsDetailHref(id: string): string {
  return `/page/industryinfodetails?id=${encodeURIComponent(id)}`;
}

/** /page/industryinfo, optionally on one tab (`?column=notice`). */
export function industryInfoHref(column?: string): string {
  return column ? `/page/industryinfo?column=${encodeURIComponent(column)}` : '/page/industryinfo';
}

/** The portal page of each top-level column (code → path). */
export const COLUMN_PAGE_PATHS: Readonly<Record<string, string>> = {
  industryinfo: '/page/industryinfo',
  commercialLaw: '/page/commercialLaw',
  quality: '/page/quality',
  finance: '/page/financialService',
  peopleBuild: '/page/peopleBuild',
};

/** The page listing an article's top column (its first path entry), 行业资讯 when unknown. */
export function columnPageHref(topColumnCode: string | undefined): string {
  return (topColumnCode && COLUMN_PAGE_PATHS[topColumnCode]) || '/page/industryinfo';
}

/**
 * /page/industryinfodetails?id=…&preview=1 — the article in the portal layout in any state, for
 * staff (`previewNews`; counts no view).
 */
export function newsPreviewHref(id: string): string {
  return `${newsDetailHref(id)}&preview=1`;
}
