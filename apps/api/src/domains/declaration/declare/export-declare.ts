import { ENUM_LABELS } from '@qifu/sdk';

import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { declarePage, type DeclareItem, staffDeclareScope } from './declare.queries';

/** The columns of the declaration export (the staff list's columns plus the examination). */
export const DECLARE_EXPORT_COLUMNS: readonly ExcelColumn<DeclareItem>[] = [
  { header: '申报编号', key: 'declareNo', width: 18 },
  { header: '政策标题', key: 'policyTitle', width: 40 },
  { header: '申报项目', key: 'projectName', width: 32 },
  { header: '申报企业', key: 'companyName', width: 30 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '联系人', key: 'contactName', width: 10 },
  { header: '联系电话', key: 'contactPhone', width: 14 },
  { header: '状态', key: 'status', width: 10, format: (row) => ENUM_LABELS.DeclareStatus[row.status] },
  { header: '提交时间', key: 'submitTime', width: 18, format: (row) => chinaDateTime(row.submitTime) },
  { header: '审核时间', key: 'examineTime', width: 18, format: (row) => chinaDateTime(row.examineTime) },
  { header: '审核意见', key: 'examineOpinion', width: 40 },
];

/**
 * `GET /dec/declare/export` (staff with dec:declare:export; seeds 001 §7 /dec/declare/*, 000 §7 "A blob
 * option returns a file"): the declarations `listDeclare` shows for the same filters and data rules, all
 * pages, as `申报审核_<China date>.xlsx` through the one export core.
 * @throws AppError BUSINESS_RULE 导出数据超过10000条，请缩小查询范围后再导出 (as JSON, before the file starts).
 */
export const exportDeclare: Handler<'exportDeclare'> = async (req, ctx) => {
  const scope = await staffDeclareScope(ctx.db, requireUser(ctx));
  return excelExport({
    fileName: `申报审核_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '申报审核',
    columns: DECLARE_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => declarePage(ctx.db, { ...req.query, page, pageSize }, { extra: scope })),
  });
};
