import { ENUM_LABELS } from '@qifu/sdk';
import { TRAIN_APPLY_STATUS_LABELS } from '@qifu/training-rules';

import { chinaDateTime, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import type { TrainInfoItem } from '../activity/activity.queries';
import { advanceTrainClock } from '../activity/train-clock';
import { infoPage } from './info-manage.queries';

/** Columns of the registration export (what 报名管理 shows). */
export const INFO_EXPORT_COLUMNS: readonly ExcelColumn<TrainInfoItem>[] = [
  { header: '报名类型', key: 'applyType', width: 10, format: (r) => ENUM_LABELS.TrainApplyType[r.applyType] },
  { header: '企业名称', key: 'companyName', width: 30, format: (r) => r.companyName ?? '' },
  { header: '报名人', key: 'applyName', width: 12 },
  { header: '手机号', key: 'applyPhone', width: 14 },
  { header: '人数', key: 'applyNum', width: 8 },
  { header: '报名时间', key: 'applyTime', width: 18, format: (r) => chinaDateTime(r.applyTime) },
  { header: '报名状态', key: 'applyStatus', width: 10, format: (r) => TRAIN_APPLY_STATUS_LABELS[r.applyStatus] },
  { header: '签到状态', key: 'signInStatus', width: 10, format: (r) => ENUM_LABELS.TrainSignInStatus[r.signInStatus] },
  { header: '签到时间', key: 'signInTime', width: 18, format: (r) => chinaDateTime(r.signInTime) },
  { header: '评分', key: 'evaluateScore', width: 8, format: (r) => r.evaluateScore ?? '' },
  { header: '评价内容', key: 'evaluateContent', width: 40, format: (r) => r.evaluateContent ?? '' },
];

/** `GET /train/info/export` (train:info:export): the registrations of one activity with the list's filters as `.xlsx`. */
export const exportTrainInfo: Handler<'exportTrainInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return excelExport({
    fileName: `报名名单_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '报名名单',
    columns: INFO_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => infoPage(ctx.db, user, req.query, { limit: pageSize, offset: (page - 1) * pageSize })),
  });
};
