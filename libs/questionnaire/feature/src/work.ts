/**
 * `@qifu/questionnaire-feature/work` — the loader of the library's workbench pages (`apps/web/src/work/questionnaire.pages.ts`).
 */

/** Loads the questionnaire workbench pages (the `lib/work/pages` barrel) in their own chunk. */
export const loadQuestionnaireWorkPages = () => import('./lib/work/pages');
