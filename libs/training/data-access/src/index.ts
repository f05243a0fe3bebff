/**
 * @qifu/training-data-access — data access of training and publicity (seeds 000 §2 propaganda,
 * propagandaEventsList, propagandaDetails): query-key factory, query-option builders and hooks,
 * mutations, the pages' addresses and the routes' search validators (status labels and registration
 * rules: `@qifu/training-rules`).
 */
export { trainingKeys } from './lib/training.keys';
export {
  publicActivityListQuery,
  publicActivityDetailQuery,
  myTrainInfoListQuery,
  homeMyActivityQuery,
  publicLiveListQuery,
  usePublicActivityList,
  usePublicActivityDetail,
  useMyTrainInfoList,
  useHomeMyActivity,
  usePublicLiveList,
} from './lib/training.queries';
export {
  invalidateTrainActivity,
  useApplyTrainActivity,
  useCancelTrainApply,
  type ApplyTrainActivityOptions,
  type CancelTrainApplyOptions,
} from './lib/training.mutations';
export { trainCoverUrl, propagandaDetailsHref, propagandaEventsListHref } from './lib/training.links';
export {
  validatePropagandaEventsListSearch,
  validatePropagandaDetailsSearch,
  type PropagandaEventsListSearch,
  type PropagandaDetailsSearch,
} from './lib/training.search';
export { TRAIN_ACTIVITY_PAGE_SIZE, toPublicActivityListParams } from './lib/training.params';
export type {
  TrainStatus,
  TrainActivityType,
  TrainApplyTarget,
  TrainApplyStatus,
  TrainUnit,
  TrainActivityItem,
  TrainActivityPage,
  TrainActivityPublicDetail,
  TrainInfoItem,
  TrainInfoPage,
  TrainApplyForm,
  HomeMyActivity,
  PublicLive,
  PublicLivePage,
  PublicActivityListParams,
  MyTrainInfoListParams,
  PublicLiveListParams,
} from './lib/training.types';
