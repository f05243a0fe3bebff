/**
 * `@qifu/sms-feature/work` — the loader of the library's workbench pages (`apps/web/src/work/sms.pages.ts`).
 */

/** Loads the sms workbench pages (the `lib/work/pages` barrel) in their own chunk. */
export const loadSmsWorkPages = () => import('./lib/work/pages');
