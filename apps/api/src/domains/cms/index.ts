/**
 * The cms domain's public surface: the only module other server domains may import (issue 12
 * Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** Published news as a source of the portal's global search. */
export { cmsSearchSql } from './news/search-source';
/** Writes the 关于我们 page (header and sections; the demo seed fills it through the same write as the handler). */
export { type AboutUsWrite, writeAboutUs } from './about-us/about-us.queries';
