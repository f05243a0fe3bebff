/**
 * @qifu/appeal-data-access — data access of enterprise appeals (诉求服务, seeds 000 §2 /page/appeal): the URL search
 * of the page, query-key factories, query-option builders and hooks (我的诉求, progress, home block, the form's option
 * lists) and the submit / resubmit mutations.
 */
export { validateAppealSearch, APPEAL_TABS, APPEAL_STATUS_CODES, type AppealSearch, type AppealTab } from './lib/appeal.search';
export { appealKeys, appealOptionKeys } from './lib/appeal.keys';
export {
  myAppealListQuery,
  myAppealProgressQuery,
  homeMyAppealQuery,
  appealClassOptionsQuery,
  serviceAreaTypeQuery,
  appealStreetsQuery,
  commonAppsQuery,
  myCompanyQuery,
  useMyAppealList,
  useMyAppealProgress,
  useHomeMyAppeal,
  useAppealClassOptions,
  useServiceAreaTypes,
  useAppealStreets,
  useCommonApps,
  useMyCompany,
  type AppealHookOptions,
  type CompanySuggestion,
} from './lib/appeal.queries';
export {
  useSubmitAppeal,
  useResubmitAppeal,
  invalidateAppeals,
  type AppealMutationOptions,
  type AppealMutationResult,
} from './lib/appeal.mutations';
export {
  APPEAL_STATUS_COLORS,
  APPEAL_COUNTY_CODE,
  APPEAL_FILE_LIMIT,
  APPEAL_LIMITS,
  MY_APPEAL_PAGE_SIZE,
  appealActionAllowed,
  type AppealStatus,
  type AppealListItem,
  type AppealPage,
  type AppealDetail,
  type AppealLog,
  type AppealFile,
  type AppealSubmitForm,
  type AppealResubmitForm,
  type AppealServiceAreaType,
  type HomeMyAppeal,
  type CommonApp,
  type AppealOption,
  type AreaNode,
  type MyAppealListParams,
} from './lib/appeal.types';
