/**
 * URL search of the cms pages (seeds 000 §2 industryinfo, industryinfodetails, commercialLaw,
 * quality, financialService, peopleBuild). Part of the first load (route validators): only the
 * parsers of `@qifu/util` are imported.
 */
import { codeParam as columnParam, definedParams, pageParam, textParam } from '@qifu/util';

/** Search of /page/industryinfo: `?column=notice&keyword=…&page=2`. */
export interface IndustryInfoSearch {
  /** Code of a sub-column (tab); absent = every article of 行业资讯. */
  column?: string;
  /** Part of the title, at most 50 characters. */
  keyword?: string;
  /** Page 2 and up (1 is left out). */
  page?: number;
}

/** Search of a column page (commercialLaw, quality, financialService, peopleBuild): `?column=…&page=2`. */
export interface ColumnPageSearch {
  /** Code of a sub-column (tab); absent = every article of the page's column. */
  column?: string;
  /** Page 2 and up. */
  page?: number;
}

/** Search of /page/industryinfodetails: `?id=<article id>`, `&preview=1` for the staff preview. */
export interface NewsDetailSearch {
  id?: string;
  /** `preview=1`: the staff preview of an article in any state (`previewNews`, needs cms:news:preview). */
  preview?: true;
}

/** Validates the raw search of /page/industryinfo (TanStack Router `validateSearch`). */
export function validateIndustryInfoSearch(raw: Record<string, unknown>): IndustryInfoSearch {
  return definedParams({ column: columnParam(raw['column']), keyword: textParam(raw['keyword'], 50), page: pageParam(raw['page']) });
}

/** Validates the raw search of a column page. */
export function validateColumnPageSearch(raw: Record<string, unknown>): ColumnPageSearch {
  return definedParams({ column: columnParam(raw['column']), page: pageParam(raw['page']) });
}

/** Validates the raw search of /page/industryinfodetails. */
export function validateNewsDetailSearch(raw: Record<string, unknown>): NewsDetailSearch {
  const id = textParam(raw['id'], 64);
  if (!id) return {};
  const preview = raw['preview'];
  return preview === '1' || preview === 1 || preview === true ? { id, preview: true } : { id };
}
