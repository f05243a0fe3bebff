/**
 * The training workbench pages (培训计划, 培训活动, 报名管理, 培训统计; issue 19), loaded on demand with
 * `loadTrainingWorkPages()`.
 */
export { TrainPlanPage } from './plan/train-plan-page';
export { TrainActivityPage } from './activity/train-activity-page';
export { TrainInfoPage } from './info/train-info-page';
export { TrainNumPage } from './num/train-num-page';
