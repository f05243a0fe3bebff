/**
 * `@qifu/training-rules` — training and publicity's pure rules, imported by the server and the
 * browser alike (seeds 001 §4, contract `TrainStatus`): the plan, activity and registration state
 * tables, the activity and plan clocks, the registration rules, and the labels and badge colours.
 * Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  ACTIVITY_CLOCK,
  activityStatusAfterPass,
  activityStatusAt,
  activityTransition,
  chinaDay,
  checkApplyOpen,
  checkCancelApply,
  clockSources,
  EVALUATION_WINDOW_MS,
  PLAN_CLOCK,
  placesLeft,
  planStatusAfterPass,
  planStatusAt,
  planTransition,
  PUBLIC_ACTIVITY_STATUSES,
  PUBLIC_TRAIN_STATUSES,
  TRAIN_ACTIVITY_TYPE_LABELS,
  TRAIN_APPLY_MESSAGES,
  TRAIN_APPLY_STATUS_LABELS,
  TRAIN_APPLY_TARGET_LABELS,
  TRAIN_STATUS_COLORS,
  TRAIN_STATUS_LABELS,
  trainActivityActionsFrom,
  trainActivityMachine,
  trainApplyMachine,
  trainPlanActionsFrom,
  trainPlanMachine,
  trainStepAllowed,
  trainTargetAllows,
  type ActivityClockStep,
  type ActivityTimes,
  type PlanClockStep,
  type PlanDates,
  type TrainActivityAction,
  type TrainActivityType,
  type TrainApplyStatus,
  type TrainApplyStep,
  type TrainApplyTarget,
  type TrainPlanAction,
  type TrainStatus,
} from './lib/train-status';
