import { AppError } from '../../../core/envelope';
import { excelExport } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { tableTemplate } from './transfer-columns';

/**
 * `GET /api/entExpansionTable/downloadExcelTemplate?tableId=` (seeds 001 §7; issue 18): `{表名}导入模板.xlsx` with the
 * header row 统一社会信用代码, 企业名称, then the table's enabled fields in order.
 * @throws AppError BUSINESS_RULE 扩展表不存在或已停用.
 */
export const downloadExcelTemplate: Handler<'downloadExcelTemplate'> = async (req, ctx) => {
  const template = await tableTemplate(ctx.db, req.query.tableId);
  if (!template) throw new AppError('BUSINESS_RULE', '扩展表不存在或已停用');
  return excelExport<Record<string, never>>({
    fileName: `${template.tableName}导入模板.xlsx`,
    columns: template.headers.map((header, i) => ({ header, key: `c${i}`, width: i < 2 ? 28 : 16 })),
    rows: (async function* () {})(),
  });
};
