/**
 * The cms domain's public surface: the only module other server domains may import (issue 12
 * Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** Published news as a source of the portal's global search. */
export { cmsSearchSql } from './news/search-source';
