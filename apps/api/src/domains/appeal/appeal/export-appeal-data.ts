import { APPEAL_STATUS_LABELS } from '@qifu/appeal-rules';

import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { appealPage, type AppealListItem, appealStaffScope } from './appeal.queries';

/** The columns of the appeal export (the staff list's columns). */
export const APPEAL_EXPORT_COLUMNS: readonly ExcelColumn<AppealListItem>[] = [
  { header: '诉求编号', key: 'appealNo', width: 18 },
  { header: '诉求标题', key: 'appealTitle', width: 36 },
  { header: '诉求分类', key: 'appealClassName', width: 20 },
  { header: '诉求来源', key: 'appealSourceName', width: 14 },
  { header: '企业名称', key: 'companyName', width: 30 },
  { header: '联系人', key: 'contactName', width: 10 },
  { header: '联系电话', key: 'contactPhone', width: 14 },
  { header: '状态', key: 'status', width: 10, format: (row) => APPEAL_STATUS_LABELS[row.status] },
  { header: '承办部门', key: 'dealOfficeName', width: 26 },
  { header: '办理期限', key: 'deadline', width: 12 },
  { header: '是否超期', key: 'overdue', width: 10, format: (row) => (row.overdue ? '超期' : '') },
  { header: '提交时间', key: 'createTime', width: 18, format: (row) => chinaDateTime(row.createTime) },
];

/**
 * `GET /appeal/info/exportData` (staff with appeal:info:export; seeds 001 §7 appeal/info/exportData, 000 §7 "A blob
 * option returns a file"): the appeals `listAppealInfo` shows for the same filters and data rules, all pages, as
 * `诉求办理_<China date>.xlsx` through the one export core.
 * @throws AppError BUSINESS_RULE 导出数据超过10000条，请缩小查询范围后再导出 (as JSON, before the file starts).
 */
export const exportAppealData: Handler<'exportAppealData'> = async (req, ctx) => {
  const where = await appealStaffScope(ctx.db, requireUser(ctx));
  return excelExport({
    fileName: `诉求办理_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '诉求办理',
    columns: APPEAL_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => appealPage(ctx.db, { ...req.query, page, pageSize, where, staff: true })),
  });
};
