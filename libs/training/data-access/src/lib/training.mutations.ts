import { unwrap } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { type QueryClient } from '@tanstack/react-query';

import { trainingKeys } from './training.keys';
import type { TrainApplyForm } from './training.types';

/**
 * Clears every cached activity list, the activity's detail (its 已报名人数 and `myApply`), the caller's
 * registrations and the home block.
 */
export function invalidateTrainActivity(queryClient: QueryClient, activityId?: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingKeys.activityLists() }),
    queryClient.invalidateQueries({ queryKey: activityId ? trainingKeys.activityDetail(activityId) : trainingKeys.activityDetails() }),
    queryClient.invalidateQueries({ queryKey: trainingKeys.mine() }),
  ]).then(() => undefined);
}

/** Options of {@link useApplyTrainActivity}. */
export interface ApplyTrainActivityOptions {
  /** Called after the caches were invalidated, with the new registration's id. */
  onSuccess?: (result: { id: string }, form: TrainApplyForm) => void;
}

/**
 * Registers the logged-in QY or GR user for an activity (`applyTrainActivity`, POST /train/info/apply).
 * Rejects with ApiError: BAD_REQUEST (手机号不能为空 / 手机号格式错误 / 请输入报名人姓名), BUSINESS_RULE
 * (当前活动不在报名时间内, 报名名额不足, 该活动仅限企业报名 / 该活动仅限个人报名), CONFLICT 您已报名该活动.
 * Invalidates first, then calls the caller's `onSuccess` (CONVENTIONS.md §5).
 */
export function useApplyTrainActivity(options: ApplyTrainActivityOptions = {}) {
  return useResourceMutation(
    (form: TrainApplyForm) => unwrap(api.POST('/train/info/apply', { body: form })),
    (queryClient, _result, form) => invalidateTrainActivity(queryClient, form.activityId),
    options,
  );
}

/** Options of {@link useCancelTrainApply}. */
export interface CancelTrainApplyOptions {
  /** The activity of the registration (its detail is refreshed). */
  activityId?: string;
  /** Called after the caches were invalidated. */
  onSuccess?: () => void;
}

/**
 * Cancels the caller's own registration (`cancelTrainApply`, POST /train/info/cancelApply `{ id }`),
 * allowed while the activity is 报名中 or 待举办; message 已取消报名.
 */
export function useCancelTrainApply(options: CancelTrainApplyOptions = {}) {
  return useResourceMutation(
    (registrationId: string) => unwrap(api.POST('/train/info/cancelApply', { body: { id: registrationId } })),
    (queryClient) => invalidateTrainActivity(queryClient, options.activityId),
    { onSuccess: () => options.onSuccess?.() },
  );
}
