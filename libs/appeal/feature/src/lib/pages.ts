/** The appeal pages, loaded lazily with `loadAppealPages()` (their own chunk). */
export { AppealPage, type AppealPageProps, type AppealSearchChangeOptions } from './appeal-page/appeal-page';
export { AppealForm, type AppealFormProps } from './appeal-form/appeal-form';
export { MyAppealList, type MyAppealListProps } from './my-appeals/my-appeal-list';
export { MyAppealDetail, type MyAppealDetailProps } from './my-appeals/my-appeal-detail';
export { AppealProgress, type AppealProgressProps } from './my-appeals/appeal-progress';
export { appealHref, APPEAL_PATH } from './appeal-links';
