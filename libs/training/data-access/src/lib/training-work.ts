/**
 * Data access of the training workbench (issue 19; seeds 001 §4 training status codes, §7 /train/plan/*,
 * /train/activity/*, /train/info/*, /train/num/*): query options of 培训计划, 培训活动, 报名管理 and
 * 培训统计, the state-changing mutations (each resolves to `{ data, msg }` with the server's message,
 * invalidates the training caches first, then calls `onSuccess`), the exports and the participant's
 * 签到 / 评价. Which action a row offers is `@qifu/training-rules`' business, not this file's.
 */
import { type components, type operations, unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { trainingKeys } from './training.keys';

type Schemas = components['schemas'];
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** A plan row (`TrainPlanItem`). */
export type TrainPlanItem = Schemas['TrainPlanItem'];
/** A plan with content, units and review texts (`TrainPlanDetail`). */
export type TrainPlanDetail = Schemas['TrainPlanDetail'];
/** The plan save payload (`TrainPlanForm`). */
export type TrainPlanForm = Schemas['TrainPlanForm'];
/** An activity as staff see it (`TrainActivityDetail`). */
export type TrainActivityDetail = Schemas['TrainActivityDetail'];
/** The activity save payload (`TrainActivityForm`). */
export type TrainActivityForm = Schemas['TrainActivityForm'];
/** The counts of 培训统计 (`TrainNumOverview`). */
export type TrainNumOverview = Schemas['TrainNumOverview'];
/** Records in one status (`TrainStatusCount`). */
export type TrainStatusCount = Schemas['TrainStatusCount'];
/** Query of `listTrainPlan`. */
export type TrainPlanListParams = Query<'listTrainPlan'>;
/** Query of `listTrainActivity`. */
export type TrainActivityListParams = Query<'listTrainActivity'>;
/** Query of `listTrainInfo` (activityId required). */
export type TrainInfoListParams = Query<'listTrainInfo'>;
/** A downloaded export. */
export interface TrainDownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Query keys of the workbench (under `trainingKeys.all`, so the portal's caches refresh with them). */
export const trainWorkKeys = {
  all: [...trainingKeys.all, 'work'] as const,
  plans: (params: TrainPlanListParams) => [...trainWorkKeys.all, 'plans', params] as const,
  plan: (id: string) => [...trainWorkKeys.all, 'plan', id] as const,
  planOptions: () => [...trainWorkKeys.all, 'planOptions'] as const,
  activities: (params: TrainActivityListParams) => [...trainWorkKeys.all, 'activities', params] as const,
  activity: (id: string) => [...trainWorkKeys.all, 'activity', id] as const,
  infos: (params: TrainInfoListParams) => [...trainWorkKeys.all, 'infos', params] as const,
  overview: (planYear?: number) => [...trainWorkKeys.all, 'overview', planYear ?? null] as const,
  statusCount: (type: 'plan' | 'activity', planYear?: number) => [...trainWorkKeys.all, 'statusCount', type, planYear ?? null] as const,
};

/** One page of plans (`listTrainPlan`, train:plan:list). */
export function trainPlanListQuery(params: TrainPlanListParams) {
  return queryOptions({
    queryKey: trainWorkKeys.plans(params),
    queryFn: ({ signal }) => unwrap(api.GET('/train/plan/list', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One plan (`getTrainPlanDetail`); NOT_FOUND_ENTITY 培训计划不存在. */
export function trainPlanDetailQuery(id: string) {
  return queryOptions({
    queryKey: trainWorkKeys.plan(id),
    queryFn: ({ signal }) => unwrap(api.GET('/train/plan/detail', { params: { query: { id } }, signal })),
  });
}

/** Plans an activity may belong to (`listTrainPlanOptions`: 1, 3, 5) as `{ label, value }`. */
export function trainPlanOptionsQuery() {
  return queryOptions({
    queryKey: trainWorkKeys.planOptions(),
    queryFn: ({ signal }) => unwrap(api.GET('/train/plan/options', { signal })),
    staleTime: 60_000,
  });
}

/** One page of activities (`listTrainActivity`, train:activity:list), every status, newest first. */
export function trainActivityListQuery(params: TrainActivityListParams) {
  return queryOptions({
    queryKey: trainWorkKeys.activities(params),
    queryFn: ({ signal }) => unwrap(api.GET('/train/activity/list', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One activity as staff see it (`getTrainActivityDetail`); NOT_FOUND_ENTITY 活动不存在. */
export function trainActivityDetailQuery(id: string) {
  return queryOptions({
    queryKey: trainWorkKeys.activity(id),
    queryFn: ({ signal }) => unwrap(api.GET('/train/activity/detail', { params: { query: { id } }, signal })),
  });
}

/** One page of an activity's registrations (`listTrainInfo`, train:info:list). */
export function trainInfoListQuery(params: TrainInfoListParams) {
  return queryOptions({
    queryKey: trainWorkKeys.infos(params),
    queryFn: ({ signal }) => unwrap(api.GET('/train/info/list', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The counts of a year (`getTrainNumOverview`, train:num:view; default the current year). */
export function trainNumOverviewQuery(planYear?: number) {
  return queryOptions({
    queryKey: trainWorkKeys.overview(planYear),
    queryFn: ({ signal }) => unwrap(api.GET('/train/num/overview', { params: { query: planYear ? { planYear } : {} }, signal })),
  });
}

/** Plans or activities per status (`getTrainNumStatusCount`, train:num:view). */
export function trainStatusCountQuery(type: 'plan' | 'activity', planYear?: number) {
  return queryOptions({
    queryKey: trainWorkKeys.statusCount(type, planYear),
    queryFn: ({ signal }) => unwrap(api.GET('/train/num/statusCount', { params: { query: planYear ? { type, planYear } : { type } }, signal })),
  });
}

/** The activity list read with a hook (e.g. the activity picker of 报名管理). */
export function useTrainActivityList(params: TrainActivityListParams) {
  return useQuery(trainActivityListQuery(params));
}

/** A mutation's result: data and the server's message. */
export interface TrainMutationResult<Data> {
  data: Data;
  msg: string;
}

/** Options of the workbench mutations. */
export interface TrainMutationOptions<Data> {
  /** Called after the caches were invalidated (e.g. the success notice). */
  onSuccess?: (result: TrainMutationResult<Data>) => void | Promise<void>;
}

/** A plan, activity or attendance change makes the whole area stale. */
const TRAIN_KEYS = [trainingKeys.all];

/** Body of a plan or activity action, by action. */
export interface TrainActionBodies {
  publish: Schemas['TrainIdForm'];
  examine: Schemas['TrainExamineForm'];
  cancel: Schemas['TrainCancelForm'];
  delete: Schemas['IdList'];
}

/**
 * 新增 / 编辑 a plan (`saveTrainPlan`): 保存成功; BAD_REQUEST 开始时间和结束时间不能相等 …; BUSINESS_RULE
 * 当前状态不允许该操作 outside 2 / 11.
 */
export function useSaveTrainPlan(options: TrainMutationOptions<{ id: string }> = {}) {
  return useResourceMutation((body: TrainPlanForm) => unwrapWithMsg(api.POST('/train/plan/save', { body })), TRAIN_KEYS, options);
}

/** 新增 / 编辑 an activity (`saveTrainActivity`): 保存成功; BAD_REQUEST for the time order or the plan. */
export function useSaveTrainActivity(options: TrainMutationOptions<{ id: string }> = {}) {
  return useResourceMutation((body: TrainActivityForm) => unwrapWithMsg(api.POST('/train/activity/save', { body })), TRAIN_KEYS, options);
}

/** A state action on a plan or an activity: 提交审核, 审核, 取消, 删除. */
export function useTrainAction<A extends keyof TrainActionBodies>(target: 'plan' | 'activity', action: A, options: TrainMutationOptions<null> = {}) {
  return useResourceMutation(
    (body: TrainActionBodies[A]) =>
      unwrapWithMsg(api.POST(`/train/${target}/${action}` as '/train/plan/publish', { body: body as Schemas['TrainIdForm'] })) as Promise<TrainMutationResult<null>>,
      TRAIN_KEYS,
    options,
  );
}

/** 延期 a plan (`postponeTrainPlan`, 1 → 5, new dates). */
export function usePostponeTrainPlan(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((body: Schemas['TrainPlanPostponeForm']) => unwrapWithMsg(api.POST('/train/plan/postpone', { body })), TRAIN_KEYS, options);
}

/** 延期 an activity (`postponeTrainActivity`, 6/7/8 → 5, new holding times; registrants get an SMS). */
export function usePostponeTrainActivity(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((body: Schemas['TrainActivityPostponeForm']) => unwrapWithMsg(api.POST('/train/activity/postpone', { body })), TRAIN_KEYS, options);
}

/** 结束活动 (`finishTrainActivity`, 10 → 4). */
export function useFinishTrainActivity(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((id: string) => unwrapWithMsg(api.POST('/train/activity/finish', { body: { id } })), TRAIN_KEYS, options);
}

/** 签到 / 批量签到 by staff (`batchSignInTrainInfo`, registration ids; activity in 8, 9, 10). */
export function useBatchSignInTrainInfo(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((ids: string[]) => unwrapWithMsg(api.POST('/train/info/batchSignIn', { body: { ids } })), TRAIN_KEYS, options);
}

/** The participant's own 签到 (`signInTrainActivity`, registration id; activity in 9). */
export function useSignInTrainActivity(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((id: string) => unwrapWithMsg(api.POST('/train/info/signIn', { body: { id } })), TRAIN_KEYS, options);
}

/** The participant's 评价 (`evaluateTrainActivity`; activity in 10, signed in, once). */
export function useEvaluateTrainActivity(options: TrainMutationOptions<null> = {}) {
  return useResourceMutation((body: Schemas['TrainEvaluateForm']) => unwrapWithMsg(api.POST('/train/info/evaluate', { body })), TRAIN_KEYS, options);
}

async function download(path: '/train/plan/export' | '/train/activity/export' | '/train/info/export', query: object, fallback: string): Promise<TrainDownloadedFile> {
  const { data, response } = await api.GET(path, { params: { query: query as never }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback };
}

/** The filtered plans as `.xlsx` (`exportTrainPlan`). */
export function exportTrainPlanFile(params: FormQuery<Omit<TrainPlanListParams, 'page' | 'pageSize'>>): Promise<TrainDownloadedFile> {
  return download('/train/plan/export', compactQuery(params), '培训计划.xlsx');
}

/** The filtered activities as `.xlsx` (`exportTrainActivity`). */
export function exportTrainActivityFile(params: FormQuery<Omit<TrainActivityListParams, 'page' | 'pageSize'>>): Promise<TrainDownloadedFile> {
  return download('/train/activity/export', compactQuery(params), '培训活动.xlsx');
}

/** An activity's filtered registrations as `.xlsx` (`exportTrainInfo`). */
export function exportTrainInfoFile(params: Omit<TrainInfoListParams, 'page' | 'pageSize'>): Promise<TrainDownloadedFile> {
  return download('/train/info/export', compactQuery(params as FormQuery<typeof params>), '报名名单.xlsx');
}
