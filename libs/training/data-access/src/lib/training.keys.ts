import type { MyTrainInfoListParams, PublicActivityListParams, PublicLiveListParams } from './training.types';

/**
 * Query keys of training and publicity (CONVENTIONS.md "query-key factory per resource"). Hooks own
 * their keys; callers never build keys by hand.
 */
export const trainingKeys = {
  all: ['training'] as const,
  activities: () => [...trainingKeys.all, 'activity'] as const,
  activityLists: () => [...trainingKeys.activities(), 'list'] as const,
  activityList: (params: PublicActivityListParams) => [...trainingKeys.activityLists(), params] as const,
  activityDetails: () => [...trainingKeys.activities(), 'detail'] as const,
  activityDetail: (id: string) => [...trainingKeys.activityDetails(), id] as const,
  /** The caller's registrations and the home block built on them. */
  mine: () => [...trainingKeys.all, 'mine'] as const,
  myInfoList: (params: MyTrainInfoListParams) => [...trainingKeys.mine(), 'list', params] as const,
  homeMyActivity: (limit: number) => [...trainingKeys.mine(), 'home', limit] as const,
  /** Live broadcasts of the publicity block. */
  lives: (params: PublicLiveListParams) => [...trainingKeys.all, 'live', params] as const,
};
