/**
 * URL search of the techService pages (seeds 000 §2 "Technology service (techService) sub-pages"):
 * the lists keep `?page=2&keyword=…&domainId=03` in the URL, the details `?id=`. Part of the first
 * load (route validators): only the parsers of `@qifu/util` are imported.
 */
import { definedParams, pageParam, textParam } from '@qifu/util';

/** A domain code (two digits a level, at most 16 levels; `03`, `0301`), else undefined. */
function domainParam(value: unknown): string | undefined {
  const code = textParam(value, 32);
  return code !== undefined && /^(\d{2})+$/.test(code) ? code : undefined;
}

/** Search of the four lists (resultList, institutesList, expertlist, techneed). */
export interface TechListSearch {
  /** Page 2 and up (1 is left out). */
  page?: number;
  /** Part of the name, at most 50 characters. */
  keyword?: string;
  /** A 技术领域 code; the list includes its sub-domains. */
  domainId?: string;
}

/** Search of the four details (resultdetals, institutesdetails, expertdetails, techneeddetails). */
export interface TechDetailSearch {
  id?: string;
}

/** Validates the raw search of a techService list route (TanStack Router `validateSearch`). */
export function validateTechListSearch(raw: Record<string, unknown>): TechListSearch {
  return definedParams({
    page: pageParam(raw['page']),
    keyword: textParam(raw['keyword'], 50),
    domainId: domainParam(raw['domainId']),
  });
}

/** Validates the raw search of a techService detail route. */
export function validateTechDetailSearch(raw: Record<string, unknown>): TechDetailSearch {
  const id = textParam(raw['id'], 64);
  return id ? { id } : {};
}
