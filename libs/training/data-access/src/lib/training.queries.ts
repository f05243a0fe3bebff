import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';

import { trainingKeys } from './training.keys';
import type {
  HomeMyActivity,
  MyTrainInfoListParams,
  PublicActivityListParams,
  PublicLiveListParams,
  PublicLivePage,
  TrainActivityPage,
  TrainActivityPublicDetail,
  TrainInfoPage,
} from './training.types';

/**
 * Query options of one page of the portal's activities (`listPublicTrainActivity`, GET
 * /train/activity/publicList, public): published activities, 报名中 first; filters type, status
 * (4–10), keyword. Used by loaders and components alike.
 */
export function publicActivityListQuery(params: PublicActivityListParams) {
  return queryOptions({
    queryKey: trainingKeys.activityList(params),
    queryFn: ({ signal }): Promise<TrainActivityPage> => unwrap(api.GET('/train/activity/publicList', { params: { query: params }, signal })),
    staleTime: 30_000,
  });
}

/**
 * Query options of one activity as the portal shows it (`getPublicTrainActivityDetail`, login
 * optional): with a login, `myApply` is the caller's valid registration. An unpublished activity
 * rejects with ApiError NOT_FOUND_ENTITY 活动不存在或未发布.
 */
export function publicActivityDetailQuery(id: string) {
  return queryOptions({
    queryKey: trainingKeys.activityDetail(id),
    queryFn: ({ signal }): Promise<TrainActivityPublicDetail> =>
      unwrap(api.GET('/train/activity/publicDetail', { params: { query: { id } }, signal })),
    staleTime: 10_000,
  });
}

/** Query options of the caller's registrations (`listMyTrainInfo`, QY and GR), newest first. */
export function myTrainInfoListQuery(params: MyTrainInfoListParams) {
  return queryOptions({
    queryKey: trainingKeys.myInfoList(params),
    queryFn: ({ signal }): Promise<TrainInfoPage> => unwrap(api.GET('/train/info/myList', { params: { query: params }, signal })),
  });
}

/**
 * Query options of the home block 我的活动 (`homeMyActivity`, GET /corp/policyCalculator/homeMyActivity,
 * QY only): the activities the enterprise registered for, not yet over first; `limit` 1–20 (default 5).
 */
export function homeMyActivityQuery(limit = 5) {
  return queryOptions({
    queryKey: trainingKeys.homeMyActivity(limit),
    queryFn: ({ signal }): Promise<HomeMyActivity> =>
      unwrap(api.GET('/corp/policyCalculator/homeMyActivity', { params: { query: { limit } }, signal })),
    staleTime: 30_000,
  });
}

/** Query options of published live broadcasts (`listPublicLive`, public): live first, then upcoming, then ended. */
export function publicLiveListQuery(params: PublicLiveListParams) {
  return queryOptions({
    queryKey: trainingKeys.lives(params),
    queryFn: ({ signal }): Promise<PublicLivePage> => unwrap(api.GET('/sys/live/publicList', { params: { query: params }, signal })),
    staleTime: 60_000,
  });
}

/** A page of activities, keeping the previous page on screen while the next loads (filters, paging). */
export function usePublicActivityList(params: PublicActivityListParams) {
  return useQuery({ ...publicActivityListQuery(params), placeholderData: keepPreviousData });
}

/** One activity (suspends; wrap in `QueryBoundary`). */
export function usePublicActivityDetail(id: string) {
  return useSuspenseQuery(publicActivityDetailQuery(id));
}

/** The caller's registrations. */
export function useMyTrainInfoList(params: MyTrainInfoListParams) {
  return useQuery({ ...myTrainInfoListQuery(params), placeholderData: keepPreviousData });
}

/** The home block 我的活动; `enabled` false for callers who may not ask (anyone but QY). */
export function useHomeMyActivity(limit = 5, enabled = true) {
  return useQuery({ ...homeMyActivityQuery(limit), enabled });
}

/** Published live broadcasts. */
export function usePublicLiveList(params: PublicLiveListParams) {
  return useQuery(publicLiveListQuery(params));
}
