/**
 * Handlers of training and publicity: the portal's activities and registrations (seeds 000 §2
 * propaganda, propagandaEventsList, propagandaDetails), the caller's registrations and the home block
 * 我的活动. Every status change asks the one table of `@qifu/training-rules`; statuses follow the times
 * through `./activity/train-clock.ts`. The staff operations (plans, activities, review, sign-in, statistics)
 * come with the training workbench issue.
 */
import type { HandlerRegistry } from '../../core/handler';
import { applyTrainActivity } from './apply/apply-train-activity';
import { cancelTrainApply } from './apply/cancel-train-apply';
import { getPublicTrainActivityDetail } from './activity/get-public-train-activity-detail';
import { homeMyActivity } from './apply/home-my-activity';
import { listMyTrainInfo } from './apply/list-my-train-info';
import { listPublicTrainActivity } from './activity/list-public-train-activity';

export const trainingHandlers: HandlerRegistry = {
  listPublicTrainActivity,
  getPublicTrainActivityDetail,
  applyTrainActivity,
  cancelTrainApply,
  listMyTrainInfo,
  homeMyActivity,
};
