import { TRAIN_STATUS_LABELS } from '@qifu/training-rules';

import { chinaDateTime, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { advanceTrainClock } from '../activity/train-clock';
import { planPage, type TrainPlanItem } from './plan.queries';

/** Columns of the plan export (what 培训计划 shows). */
export const PLAN_EXPORT_COLUMNS: readonly ExcelColumn<TrainPlanItem>[] = [
  { header: '计划名称', key: 'planName', width: 36 },
  { header: '计划年度', key: 'planYear', width: 10 },
  { header: '开始日期', key: 'startTime', width: 12 },
  { header: '结束日期', key: 'endTime', width: 12 },
  { header: '活动数', key: 'activityCount', width: 8 },
  { header: '状态', key: 'status', width: 10, format: (r) => TRAIN_STATUS_LABELS[r.status] },
  { header: '创建人', key: 'createBy', width: 12 },
  { header: '创建时间', key: 'createTime', width: 18, format: (r) => chinaDateTime(r.createTime) },
];

/** `GET /train/plan/export` (train:plan:export): the list's rows with its filters as `.xlsx` (export core). */
export const exportTrainPlan: Handler<'exportTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return excelExport({
    fileName: `培训计划_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '培训计划',
    columns: PLAN_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => planPage(ctx.db, user, req.query, { limit: pageSize, offset: (page - 1) * pageSize })),
  });
};
