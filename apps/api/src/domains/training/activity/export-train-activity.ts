import { TRAIN_ACTIVITY_TYPE_LABELS, TRAIN_STATUS_LABELS } from '@qifu/training-rules';

import { chinaDateTime, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import type { TrainActivityItem } from './activity.queries';
import { activityManagePage } from './activity-manage.queries';
import { advanceTrainClock } from './train-clock';

/** Columns of the activity export (what 培训活动 shows). */
export const ACTIVITY_EXPORT_COLUMNS: readonly ExcelColumn<TrainActivityItem>[] = [
  { header: '活动名称', key: 'activityName', width: 36 },
  { header: '活动类型', key: 'activityType', width: 10, format: (r) => TRAIN_ACTIVITY_TYPE_LABELS[r.activityType] },
  { header: '所属计划', key: 'planName', width: 30, format: (r) => r.planName ?? '' },
  { header: '活动地点', key: 'activityAddress', width: 30 },
  { header: '报名开始', key: 'applyStartTime', width: 18, format: (r) => chinaDateTime(r.applyStartTime) },
  { header: '报名截止', key: 'applyEndTime', width: 18, format: (r) => chinaDateTime(r.applyEndTime) },
  { header: '举办开始', key: 'holdStartTime', width: 18, format: (r) => chinaDateTime(r.holdStartTime) },
  { header: '举办结束', key: 'holdEndTime', width: 18, format: (r) => chinaDateTime(r.holdEndTime) },
  { header: '名额', key: 'applyLimit', width: 8, format: (r) => (r.applyLimit > 0 ? r.applyLimit : '不限') },
  { header: '已报名人数', key: 'applyCount', width: 10 },
  { header: '状态', key: 'status', width: 10, format: (r) => TRAIN_STATUS_LABELS[r.status] },
];

/** `GET /train/activity/export` (train:activity:export): the list's rows with its filters as `.xlsx` (export core). */
export const exportTrainActivity: Handler<'exportTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return excelExport({
    fileName: `培训活动_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '培训活动',
    columns: ACTIVITY_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => activityManagePage(ctx.db, user, req.query, { limit: pageSize, offset: (page - 1) * pageSize })),
  });
};
