/**
 * `@qifu/enterprise-archive-feature/work` — the loader of the library's workbench pages (`apps/web/src/work/enterprise-archive.pages.ts`).
 */

/** Loads the enterprise-archive workbench pages (the `lib/work/pages` barrel) in their own chunk. */
export const loadEnterpriseArchiveWorkPages = () => import('./lib/work/pages');
