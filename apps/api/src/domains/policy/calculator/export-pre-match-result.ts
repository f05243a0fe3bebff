import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { loadCalculator } from './calculator.queries';
import { preMatchResultPage, type PreMatchResultItem } from './pre-match-result.queries';

/** Columns of the result export (seeds 001 §7 exports). */
export const PRE_MATCH_EXPORT_COLUMNS: readonly ExcelColumn<PreMatchResultItem>[] = [
  { header: '企业名称', key: 'companyName', width: 36 },
  { header: '统一社会信用代码', key: 'creditCode', width: 24 },
  { header: '所属街道', key: 'streetName', width: 16 },
  { header: '匹配度', key: 'matchDegree', width: 10, format: (r) => `${r.matchDegree}%` },
  { header: '白名单', key: 'whitelisted', width: 10, format: (r) => (r.whitelisted ? '是' : '否') },
  { header: '是否推送', key: 'notified', width: 10, format: (r) => (r.notified ? '已推送' : '未推送') },
  { header: '推送时间', key: 'notifyTime', width: 18, format: (r) => chinaDateTime(r.notifyTime) },
];

/**
 * `GET /admin/policyCalculator/exportMatchResult?id=&notified=` (policy:calculator:export): the
 * result list (same rows and order as listPreMatchResult) as `.xlsx` through the export core.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在 (as JSON, before the file starts).
 */
export const exportPreMatchResult: Handler<'exportPreMatchResult'> = async (req, ctx) => {
  const row = await loadCalculator(ctx.db, req.query.id);
  return excelExport({
    fileName: `预匹配结果_${row.calculatorName}_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '预匹配结果',
    columns: PRE_MATCH_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => preMatchResultPage(ctx.db, row.id, row.resultJobId, { ...req.query, page, pageSize })),
  });
};
