import { chinaDateTime, excelExport, type ExcelCell } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { assertExportSize, basicCells, companyBatches, exportWhere, loadExportLabels, valueCell } from './export-rows';
import { COMPANY_BASIC_COLUMNS, companyTemplate } from './transfer-columns';

type Row = Record<string, ExcelCell>;

/**
 * `GET /company/info/export` (导出企业; seeds 001 §7; issue 18): the enterprises matching the list's filters as one
 * streamed sheet with the import template's columns — basic columns then the enabled fields of the enabled single-row
 * extension tables — read 1,000 at a time (memory flat). Over 100,000 rows: BUSINESS_RULE 导出数据过多，请缩小筛选范围
 * before the file starts.
 */
export const exportCompanyInfo: Handler<'exportCompanyInfo'> = async (req, ctx) => {
  const where = exportWhere(req.query);
  await assertExportSize(ctx.db, where);
  const { fields } = await companyTemplate(ctx.db);
  const labels = await loadExportLabels(ctx.db, fields);
  const db = ctx.db;
  async function* rows(): AsyncGenerator<Row[]> {
    for await (const batch of companyBatches(db, where)) {
      yield batch.map((c) => {
        const row: Row = basicCells(c, labels);
        const main = new Map(c.archive.filter((r) => r.detail === 'main').map((r) => [r.tableId, r.values]));
        fields.forEach((f, i) => {
          row[`f${i}`] = valueCell(f, main.get(f.tableId)?.[f.field.id], labels);
        });
        return row;
      });
    }
  }
  return excelExport<Row>({
    fileName: `企业库_${chinaDateTime(new Date()).replace(/[-: ]/g, '')}.xlsx`,
    sheetName: '企业库',
    columns: [
      ...COMPANY_BASIC_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
      ...fields.map((f, i) => ({ header: f.header, key: `f${i}`, width: 16 })),
    ],
    rows: rows(),
  });
};
