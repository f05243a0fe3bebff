/**
 * Handlers of training and publicity: the portal's activities and registrations (seeds 000 §2
 * propaganda, propagandaEventsList, propagandaDetails), the caller's registrations and the home block
 * 我的活动. Every status change asks the one table of `@qifu/training-rules`; statuses follow the times
 * through `./activity/train-clock.ts`. The staff operations (issue 19: 培训计划, 培训活动, 报名管理, 培训统计)
 * check the data rules `train:plan` / `train:activity`; postponing and cancelling an activity notify its
 * registrants through the outbox (`./activity/activity-workflow.ts`).
 */
import type { HandlerRegistry } from '../../core/handler';
import { applyTrainActivity } from './apply/apply-train-activity';
import { cancelTrainApply } from './apply/cancel-train-apply';
import { getPublicTrainActivityDetail } from './activity/get-public-train-activity-detail';
import { homeMyActivity } from './apply/home-my-activity';
import { listMyTrainInfo } from './apply/list-my-train-info';
import { listPublicTrainActivity } from './activity/list-public-train-activity';
import { listTrainActivity } from './activity/list-train-activity';
import { getTrainActivityDetail } from './activity/get-train-activity-detail';
import { saveTrainActivity } from './activity/save-train-activity';
import { deleteTrainActivity } from './activity/delete-train-activity';
import { publishTrainActivity } from './activity/publish-train-activity';
import { examineTrainActivity } from './activity/examine-train-activity';
import { postponeTrainActivity } from './activity/postpone-train-activity';
import { cancelTrainActivity } from './activity/cancel-train-activity';
import { finishTrainActivity } from './activity/finish-train-activity';
import { exportTrainActivity } from './activity/export-train-activity';
import { signInTrainActivity } from './apply/sign-in-train-activity';
import { evaluateTrainActivity } from './apply/evaluate-train-activity';
import { listTrainInfo } from './info/list-train-info';
import { batchSignInTrainInfo } from './info/batch-sign-in-train-info';
import { exportTrainInfo } from './info/export-train-info';
import { getTrainNumOverview } from './num/get-train-num-overview';
import { getTrainNumStatusCount } from './num/get-train-num-status-count';
import { listTrainPlan } from './plan/list-train-plan';
import { getTrainPlanDetail } from './plan/get-train-plan-detail';
import { listTrainPlanOptions } from './plan/list-train-plan-options';
import { saveTrainPlan } from './plan/save-train-plan';
import { deleteTrainPlan } from './plan/delete-train-plan';
import { publishTrainPlan } from './plan/publish-train-plan';
import { examineTrainPlan } from './plan/examine-train-plan';
import { postponeTrainPlan } from './plan/postpone-train-plan';
import { cancelTrainPlan } from './plan/cancel-train-plan';
import { exportTrainPlan } from './plan/export-train-plan';

export const trainingHandlers: HandlerRegistry = {
  listPublicTrainActivity,
  getPublicTrainActivityDetail,
  applyTrainActivity,
  cancelTrainApply,
  listMyTrainInfo,
  homeMyActivity,
  listTrainPlan,
  getTrainPlanDetail,
  listTrainPlanOptions,
  saveTrainPlan,
  deleteTrainPlan,
  publishTrainPlan,
  examineTrainPlan,
  postponeTrainPlan,
  cancelTrainPlan,
  exportTrainPlan,
  listTrainActivity,
  getTrainActivityDetail,
  saveTrainActivity,
  deleteTrainActivity,
  publishTrainActivity,
  examineTrainActivity,
  postponeTrainActivity,
  cancelTrainActivity,
  finishTrainActivity,
  exportTrainActivity,
  signInTrainActivity,
  evaluateTrainActivity,
  listTrainInfo,
  batchSignInTrainInfo,
  exportTrainInfo,
  getTrainNumOverview,
  getTrainNumStatusCount,
};
