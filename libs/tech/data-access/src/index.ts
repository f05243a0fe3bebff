/**
 * @qifu/tech-data-access — data access of technology service: results, research institutes,
 * experts, technical needs (seeds 000 §2 techService): query-key factory, query-option builders
 * and hooks, route search validators, labels of the codes.
 *
 * The route validators (`validateTechListSearch`, `validateTechDetailSearch`) are part of the first
 * load; the rest is used by the lazily loaded pages only. The workbench part (management lists of
 * staff and 我的… pages, save/commit/review/putaway/takedown/delete, the domain tree, negotiations,
 * overview figures) is in `tech-work.*`.
 */
export { techKeys } from './lib/tech.keys';
export {
  fetchTechList,
  fetchTechDetail,
  techListQuery,
  techDetailQuery,
  techDomainTreeQuery,
  techStatisticQuery,
  techRecommendQuery,
  useTechList,
  useTechListQuery,
  useTechDetail,
  useTechDomainTree,
  useTechStatistic,
  useTechRecommend,
} from './lib/tech.queries';
export { toTechListParams } from './lib/tech.params';
export {
  fetchTechManageList,
  techManageListQuery,
  techStaffListQuery,
  techMyListQuery,
  techDomainTreeOfTypeQuery,
  techDomainLevelQuery,
  techTypeTreeQuery,
  techTalkListQuery,
  techTalkMessagesQuery,
  techVisualOverviewQuery,
  techVisualTrendQuery,
  techVisualDomainStatQuery,
} from './lib/tech-work.queries';
export {
  invalidateTechKind,
  saveTechItem,
  runTechItemAction,
  reviewTechItem,
  useSaveTechItem,
  useTechItemAction,
  useReviewTechItem,
  useSaveTechDomain,
  useDeleteTechDomain,
  type TechItemAction,
  type TechItemActionVars,
  type TechMutationOptions,
} from './lib/tech-work.mutations';
export type {
  TechStatus,
  TechWorkScope,
  TechManageListParams,
  TechFormOf,
  TechForm,
  TechWorkRow,
  TechWorkDetail,
  TechReviewForm,
  TechTypeNode,
  TechDomainType,
  TechDomainForm,
  TechDomainDeleteForm,
  TechTalk,
  TechTalkMessage,
  TechTalkListParams,
  TechVisualOverviewItem,
  TechVisualTrendItem,
  TechVisualCount,
  TechMutationResult,
} from './lib/tech-work.types';
export {
  validateTechListSearch,
  validateTechDetailSearch,
  type TechListSearch,
  type TechDetailSearch,
} from './lib/tech.search';
export {
  MATURITY_LABELS,
  COOPERATION_MODE_LABELS,
  INSTITUTE_TYPE_LABELS,
  GENDER_LABELS,
  formatWan,
} from './lib/tech.labels';
export {
  TECH_PAGE_SIZE,
  type TechKind,
  type TechAchievementItem,
  type TechAchievement,
  type TechInstituteItem,
  type TechInstitute,
  type TechExpertItem,
  type TechExpert,
  type TechRequirementItem,
  type TechRequirement,
  type TechDomainNode,
  type TechHomeStatistic,
  type TechHomeRecommend,
  type TechAttachment,
  type TechItemOf,
  type TechDetailOf,
  type TechListParams,
  type TechPage,
} from './lib/tech.types';
