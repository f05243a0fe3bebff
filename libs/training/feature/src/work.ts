/**
 * `@qifu/training-feature/work` — the loader of the training workbench pages (`apps/web/src/work/training.pages.ts`).
 */

/** Loads the training workbench pages (the `lib/work/pages` barrel) in their own chunk. */
export const loadTrainingWorkPages = () => import('./lib/work/pages');
