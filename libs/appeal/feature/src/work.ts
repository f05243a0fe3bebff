/**
 * `@qifu/appeal-feature/work` — the second entry of the library: the loader of its workbench pages
 * (`apps/web/src/work/appeal.pages.ts`). Kept out of the library's index because the public shell imports that
 * index: a loader there would put the pages' preload list into the first load.
 */

/** Loads the appeal workbench pages (the `lib/work/pages` barrel) in their own chunk. */
export const loadAppealWorkPages = () => import('./lib/work/pages');
