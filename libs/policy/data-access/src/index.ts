/**
 * @qifu/policy-data-access — policy market, policy details and consultations: query-key factories,
 * query-option builders (for route loaders and components alike), hooks and mutations.
 */
export { policyKeys, polConsultKeys } from './lib/policy.keys';
export {
  fetchPolicyList,
  fetchPolicyDetail,
  policyListQuery,
  policyDetailQuery,
  usePolicyList,
  usePolicyListQuery,
  usePolicyDetail,
} from './lib/policy.queries';
export { supportModeOptionsQuery, policyDepNameOptionsQuery, useSupportModeOptions, usePolicyDepNameOptions } from './lib/policy-filter.queries';
export { polConsultListQuery, myPolConsultQuery, usePolConsultList, useMyPolConsult } from './lib/pol-consult.queries';
export {
  useAddPolConsult,
  invalidatePolConsults,
  logPolicyBusiness,
  type AddPolConsultOptions,
} from './lib/policy.mutations';
export {
  POLICY_MARKET_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  TABLE_DEFAULT_PAGE_SIZE,
  type PolicyListParams,
  type PolicyListItem,
  type PolicyPage,
  type PolicyDetail,
  type PolConsultForm,
  type PolConsultItem,
  type PolConsultPage,
  type PolConsultListParams,
  type BusinessLog,
  type DictMap,
} from './lib/policy.types';
export {
  validatePolicyMarketSearch,
  validatePolicyDetailSearch,
  toPolicyListParams,
  type PolicyMarketSearch,
  type PolicyDetailSearch,
} from './lib/policy-market.search';
// Policy search (/page/policysearch), subscription (/page/policysub) and the business log (issue 5, helper F4)
export { POLICY_EVENTS, logPolicyEvent, type PolicyEventLabel, type PolicyEventExtras } from './lib/business-log';
export { policySearchKeys } from './lib/search.keys';
export {
  fetchPolicySearch,
  policySearchQuery,
  policyDocOptionQuery,
  usePolicySearch,
  usePolicyDocOption,
} from './lib/search.queries';
export { POLICY_SEARCH_PAGE_SIZE, type PolicySearchParams, type PolicyDocOption } from './lib/search.types';
export { validatePolicySearchSearch, type PolicySearchSearch } from './lib/search.search';
export { toPolicySearchParams } from './lib/search.params';
export { policySubKeys } from './lib/sub.keys';
export {
  mySubSettingsQuery,
  mySubPoliciesQuery,
  useMySubSettings,
  useMySubPolicies,
  type MySubQueryOptions,
} from './lib/sub.queries';
export { useSaveMySub, invalidateMySub, type SaveMySubOptions } from './lib/sub.mutations';
export { type PolMySub, type PolSubCategory, type PolTag, type PolSubForm, type MySubPoliciesParams } from './lib/sub.types';
export { validatePolicySubSearch, type PolicySubSearch } from './lib/sub.search';
export { toMySubPoliciesParams, MY_SUB_PAGE_SIZE } from './lib/sub.params';

// Policy service for enterprises (issue 5, helper F2): matching, simulated matching, declaration projects, report.
export { matchingKeys, imitateKeys, applyProjectKeys } from './lib/matching.keys';
export {
  matchSituationQuery,
  projectMatchListQuery,
  projectMatchDetailQuery,
  replenishInfoQuery,
  homeMyPolicyQuery,
  relatedPolicyQuery,
  medicalReportQuery,
  imitateRecordQuery,
  imitateCountQuery,
  simulateListQuery,
  applyProjectListQuery,
  matchTagOptionsQuery,
  streetNameQuery,
  useStreetName,
  useMatchSituation,
  useProjectMatchList,
  useProjectMatchDetail,
  useReplenishInfo,
  useHomeMyPolicy,
  useRelatedPolicies,
  useMedicalReport,
  useImitateRecord,
  useImitateCount,
  useSimulateList,
  useApplyProjectList,
  useMatchTagOptions,
  type MatchingHookOptions,
  type SimulateListInput,
} from './lib/matching.queries';
export {
  invalidateMatching,
  useSaveReplenish,
  useImproveImitate,
  type SaveReplenishOptions,
  type ImproveImitateOptions,
} from './lib/matching.mutations';
export {
  MATCH_PAGE_SIZE,
  MATCH_RESULT_LABELS,
  APPLY_PHASE_LABELS,
  CONDITION_OUTCOME_LABELS,
  QUALIFICATION_LABELS,
  REPORT_LEVEL_LABELS,
  REPORT_ITEM_LEVEL_LABELS,
  RISK_TYPE_LABELS,
  MATCH_FACT_FIELDS,
  REPLENISH_READONLY_FIELDS,
  matchFactField,
  type MatchFacts,
  type MatchFactKey,
  type MatchFactKind,
  type MatchFactField,
  type QualificationCode,
  type MatchResult,
  type ApplyPhase,
  type ConditionOutcome,
  type MatchMissingField,
  type MatchConditionResult,
  type ProjectMatch,
  type ProjectMatchPage,
  type MatchSituation,
  type ReplenishInfo,
  type ReplenishForm,
  type ImitateMatchLog,
  type ImitateForm,
  type MatchCount,
  type ApplyProjectItem,
  type ApplyProjectPage,
  type MedicalReport,
  type MedicalReportSection,
  type MedicalReportItem,
  type MedicalReportChart,
  type MedicalReportLevel,
  type RiskType,
  type HomeMyPolicy,
  type TagCategory,
  type ProjectMatchListParams,
  type SimulateListParams,
  type ApplyProjectListParams,
} from './lib/matching.types';
export {
  validateCalculatorListSearch,
  validateCalculatorSubListSearch,
  validateSimulationSearch,
  validatePolicyServerReplenishSearch,
  validateHotListSearch,
  validatePolicyReportSearch,
  type CalculatorListSearch,
  type CalculatorSubListSearch,
  type SimulationSearch,
  type PolicyServerReplenishSearch,
  type HotListSearch,
  type PolicyReportSearch,
} from './lib/matching.search';
// Declaration entry flow, data authorization, declarations and the policy-service detail (issue 5, F3).
export { declareKeys, entAuthKeys, policyServiceKeys } from './lib/declare.keys';
export {
  checkBeforeDeclaration,
  fetchEntAuthStatus,
  ensureProtocolStatus,
  entAuthStatusQuery,
  useEntAuthStatus,
  projectApplyQuery,
  myDeclareDetailQuery,
  myDeclareListQuery,
  policyServiceDetailQuery,
  useProjectApply,
  useMyDeclareDetail,
  useMyDeclareList,
  usePolicyServiceDetail,
} from './lib/declare.queries';
export {
  invalidateDeclares,
  useSaveProjectApply,
  useWithdrawMyDeclare,
  useDeleteMyDeclare,
  useSetEntAuthStatus,
  type DeclareMutationResult,
  type DeclareMutationOptions,
} from './lib/declare.mutations';
export {
  DECLARE_STATUS_LABELS,
  DECLARE_STATUS_COLORS,
  DECLARE_ACTIONS,
  DECLARE_ATTACHMENT_LIMIT,
  declareActionAllowed,
  type DeclareAction,
  type RiskCheckResult,
  type RiskItem,
  type EntAuthLog,
  type EntAuthStatus,
  type ProjectApplyContext,
  type ApplyProject,
  type ApplyProjectTemplate,
  type ProjectApplyForm,
  type ApplyFormData,
  type DeclareAttachment,
  type Declare,
  type DeclareItem,
  type DeclarePage,
  type DeclareStatus,
  type MyDeclareListParams,
  type PolicyServiceDetail,
} from './lib/declare.types';
export {
  validateDeclareSearch,
  validateDeclareDetailSearch,
  validatePolicyServerDetailSearch,
  type DeclareSearch,
  type DeclareDetailSearch,
  type PolicyServerDetailSearch,
  type DeclareEntryType,
} from './lib/declare.search';
export { toProjectMatchListParams, toApplyProjectListParams } from './lib/matching.params';
// Policy blocks of the public home (issue 6): carousel, hot policies, figures.
export {
  policyHomeKeys,
  policyCarouselQuery,
  hotPolicyQuery,
  policyStatisticQuery,
  usePolicyCarousel,
  useHotPolicies,
  usePolicyStatistic,
  type PolicyCarouselSlide,
  type HotPolicyItem,
  type PolicyStatistic,
} from './lib/home-blocks.queries';
// Staff pages of the policy domain (issue 12): 政策咨询 (answer) and 申报审核 (review, export).
export { declareReviewKeys } from './lib/declare-review.keys';
export { declareReviewListQuery, declareReviewDetailQuery, useDeclareReviewDetail } from './lib/declare-review.queries';
export { useReplyPolConsult, useExamineDeclare, exportDeclareFile } from './lib/work.mutations';
export type {
  PolConsultStaffListParams,
  PolConsultStatus,
  PolConsultReplyForm,
  DeclareReviewListParams,
  DeclareExportParams,
  DeclareReviewDetail,
  DeclareExamineForm,
  WorkMutationResult,
  WorkMutationOptions,
  DownloadedFile,
} from './lib/work.types';
// 申报项目, 项目申报审核, 补助发放 and 我的补助 (issue 15).
export { adminApplyProjectKeys, allowanceKeys, projectApplyKeys } from './lib/apply-admin.keys';
export {
  adminApplyProjectDetailQuery,
  adminApplyProjectListQuery,
  allowanceListQuery,
  myAllowanceListQuery,
  projectApplyListQuery,
  useAdminApplyProjectDetail,
  useProjectApplyDetail,
  useProjectApplyLog,
} from './lib/apply-admin.queries';
export {
  exportAllowanceFile,
  exportProjectApplyFile,
  useCancelAllowance,
  useDeleteAllowance,
  useDeleteApplyProject,
  useExamineProjectApply,
  useGrantAllowance,
  useSaveAllowance,
  useSaveApplyProject,
} from './lib/apply-admin.mutations';
export type {
  AdminApplyProjectDetail,
  AdminApplyProjectForm,
  AdminApplyProjectItem,
  AdminApplyProjectListParams,
  AdminApplyProjectPhase,
  Allowance,
  AllowanceExportParams,
  AllowanceForm,
  AllowanceGrantForm,
  AllowanceListParams,
  ApplyProjectTemplateField,
  MyAllowanceListParams,
  ProjectApplyExamineLog,
  ProjectApplyExportParams,
  ProjectApplyListParams,
} from './lib/apply-admin.types';
// Policy administration (issue 15): 政策发布, 政策文件, 政策信息库 and the city-policy sync.
export { policyAdminKeys } from './lib/policy-admin.keys';
export {
  adminPolicyListQuery,
  policyTitlePageQuery,
  adminPolicyDetailQuery,
  useAdminPolicyDetail,
  cityPolicyPreviewQuery,
  fetchCityPolicyPreview,
  policyFileListQuery,
  polInfoListQuery,
  polInfoNumQuery,
  usePolInfoNum,
  polInfoDetailQuery,
  usePolInfoDetail,
  usePolViews,
  usePolicyFormDicts,
} from './lib/policy-admin.queries';
export {
  useSaveAdminPolicy,
  usePolicyShelfAction,
  useBatchDeletePolicies,
  useCityPolicySync,
  exportAdminPolicyFile,
  downloadCityPolicyTemplateFile,
  useSavePolicyFile,
  useDeletePolicyFile,
  useSavePolInfo,
  useExaminePolInfo,
  useDeletePolInfo,
  type PolicyShelfAction,
} from './lib/policy-admin.mutations';
export type * from './lib/policy-admin.types';
// 政策计算器 and its pre-match (issue 15)
export { calculatorKeys } from './lib/calculator.keys';
export {
  calculatorDetailQuery,
  calculatorListQuery,
  calculatorPolicyOptionsQuery,
  isPreMatchRunning,
  PRE_MATCH_POLL_MS,
  preMatchResultQuery,
  useCalculatorDetail,
  usePreMatchProgress,
} from './lib/calculator.queries';
export {
  downloadWhitelistTemplateFile,
  exportPreMatchResultFile,
  exportWhitelistFile,
  useAuditCalculator,
  useCalculatorAction,
  useCalculatorJobEnded,
  useCheckWhitelistImport,
  useImportWhitelist,
  useSaveCalculator,
  useSendPreMatchResult,
  type CalculatorIdAction,
} from './lib/calculator.mutations';
export type * from './lib/calculator.types';
// 轮播图管理, 政策标签, 我的收藏 / 浏览记录, 政策看板, 政策数据总览 and 政策业务日志 (issue 15).
export { businessLogKeys, carouselKeys, myPolicyKeys, policyLabelKeys, policyStatsKeys } from './lib/policy-manage.keys';
export {
  businessLogListQuery,
  businessLogStatsQuery,
  carouselListQuery,
  collectStateQuery,
  myCollectListQuery,
  myViewListQuery,
  polNumberByDepQuery,
  polNumberByStreetQuery,
  polNumberOverviewQuery,
  polNumberTrendQuery,
  policyByDepQuery,
  policyByMonthQuery,
  policyBySupportModeQuery,
  policyLabelListQuery,
  policyVisualOverviewQuery,
  tagChoicesQuery,
  taggedCompanyQuery,
  useCollectState,
  useTagChoices,
} from './lib/policy-manage.queries';
export {
  exportBusinessLogFile,
  useCarouselAction,
  useDeletePolicyLabel,
  useSaveCarousel,
  useSavePolicyLabel,
  useSortCarousel,
  useToggleCollect,
  useToggleLabelEnable,
} from './lib/policy-manage.mutations';
export type {
  CarouselForm,
  CarouselItem,
  CarouselLinkType,
  CarouselListParams,
  CarouselSortForm,
  EnterpriseTag,
  PolCollectItem,
  PolCollectListParams,
  PolCollectState,
  PolicyBusinessLogItem,
  PolicyBusinessLogListParams,
  PolicyBusinessLogStat,
  PolicyBusinessLogStatParams,
  PolicyChartBar,
  PolicyDateRange,
  PolicyLabelForm,
  PolicyLabelItem,
  PolicyLabelListParams,
  PolMyViewItem,
  PolMyViewListParams,
  PolNumberOverview,
  PolNumberStreetItem,
  PolNumberTrendType,
  PolicyVisualOverview,
  TaggedCompany,
  TaggedCompanyQuery,
} from './lib/policy-manage.types';
// 匹配表单 and 政策字典 (issue 15)
export {
  matchFormKeys,
  matchFormListQuery,
  polDicValueKeys,
  polDicValueListQuery,
  questionnaireOptionsQuery,
  questionnaireQuestionsQuery,
  useDeleteMatchForm,
  useSaveMatchForm,
  useSavePolDicValue,
  type MatchFormForm,
  type MatchFormItem,
  type MatchFormListParams,
  type MatchFormQuestion,
  type PolDicValue,
  type PolDicValueForm,
  type PolDicValueListParams,
  type PolDictTypeCode,
} from './lib/match-form.data';
