/**
 * @qifu/appeal-feature — pages of enterprise appeals (诉求服务, seeds 000 §2 /page/appeal): submit an appeal and follow
 * its progress. Pages and blocks are exported from lazily loaded modules only (side-effect free, first load untouched).
 */
export type { AppealPageProps, AppealSearchChangeOptions } from './lib/appeal-page/appeal-page';
export type { AppealFormProps } from './lib/appeal-form/appeal-form';
export type { MyAppealListProps } from './lib/my-appeals/my-appeal-list';
export type { MyAppealDetailProps } from './lib/my-appeals/my-appeal-detail';
export type { AppealProgressProps } from './lib/my-appeals/appeal-progress';
export type { HomeMyAppealProps } from './lib/home/home-my-appeal';

/** Loads the appeal pages (AppealPage, AppealForm, MyAppealList, MyAppealDetail, AppealProgress, appealHref) in their own chunk. */
export const loadAppealPages = () => import('./lib/pages');
/** Loads the home block 我的诉求 (`HomeMyAppeal`, logged-in enterprises only) in its own small chunk. */
export const loadAppealHomeBlocks = () => import('./lib/home-blocks');
