/**
 * The workbench pages of training (issue 19: 培训计划, 培训活动, 报名管理, 培训统计; seeds 001 §7 /train/*), one
 * entry per page, see ./work-pages.ts.
 */
import { PERM } from '@qifu/sdk';
import { trainActivityListQuery, trainPlanListQuery } from '@qifu/training-data-access';
import { loadTrainingWorkPages } from '@qifu/training-feature/work';

import { workPages } from './work-pages';

export const trainingWorkPages = workPages(loadTrainingWorkPages, [
  { path: 'train/plan', page: 'TrainPlanPage', permission: PERM.trainPlanList, prefetch: (qc) => qc.ensureQueryData(trainPlanListQuery({ page: 1, pageSize: 10 })) },
  { path: 'train/activity', page: 'TrainActivityPage', permission: PERM.trainActivityList, prefetch: (qc) => qc.ensureQueryData(trainActivityListQuery({ page: 1, pageSize: 10 })) },
  { path: 'train/info', page: 'TrainInfoPage', permission: PERM.trainInfoList },
  { path: 'train/num', page: 'TrainNumPage', permission: PERM.trainNumView },
]);
