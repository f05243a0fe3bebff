/**
 * The URL search of /page/search (全站搜索, seeds 000 §2): `?keyword=…&type=policy&page=2`. Part of
 * the first load (route definitions): only the tiny parsers of `@qifu/util` here.
 */
import { defineSearch, oneOf, pageParam, text, type SearchOf } from '@qifu/util';

/** The route of the global search (the header's search box navigates here with `?keyword=`). */
export const GLOBAL_SEARCH_PATH = '/page/search';

const shape = {
  /** 关键字, at most 50 characters. */
  keyword: text(50),
  /** 类型: absent = 全部. */
  type: oneOf(['policy', 'news', 'market', 'tech'] as const),
  /** Page 2…; page 1 stays out of the URL. */
  page: pageParam,
};

/** The search of /page/search. */
export type GlobalSearchSearch = SearchOf<typeof shape>;

/** Validates the raw search of /page/search (TanStack Router `validateSearch`). */
export const validateGlobalSearch = defineSearch(shape);
