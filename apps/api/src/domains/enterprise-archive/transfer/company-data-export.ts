import { AppError } from '../../../core/envelope';
import { chinaDateTime, excelExportWorkbook, type ExcelCell, type ExcelSheetSpec } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { archiveTables } from '../archive/archive-values';
import { assertExportSize, basicCells, companyBatches, exportWhere, loadExportLabels, valueCell } from './export-rows';
import { COMPANY_BASIC_COLUMNS, type FieldColumn } from './transfer-columns';

type Row = Record<string, ExcelCell>;

const BASIC_BY_PROP = new Map<string, (typeof COMPANY_BASIC_COLUMNS)[number]>(COMPANY_BASIC_COLUMNS.map((c) => [c.key, c]));
BASIC_BY_PROP.set('streetId', COMPANY_BASIC_COLUMNS[4]);

/**
 * `POST /api/entExpansionTable/companyDataExport` (seeds 001 §7; issue 18): a streamed workbook — sheet 基础信息 (the
 * chosen `columns` in their order and titles, else every basic column), then one sheet per chosen enabled table
 * (`tableIds`, else every enabled table): 统一社会信用代码, 企业名称 and its enabled fields; a single-row table has one
 * line per enterprise, a multi-row table one line per record. Filters as the list, or `companyIds`. Over 100,000
 * enterprises: BUSINESS_RULE 导出数据过多，请缩小筛选范围; an unknown or disabled table: BUSINESS_RULE 扩展表不存在或已停用.
 */
export const companyDataExport: Handler<'companyDataExport'> = async (req, ctx) => {
  const body = req.body;
  const where = exportWhere(body);
  await assertExportSize(ctx.db, where);
  const enabled = await archiveTables(ctx.db);
  const chosen = body.tableIds && body.tableIds.length > 0 ? body.tableIds.map((id) => enabled.find((t) => t.table.id === id)) : enabled;
  if (chosen.some((t) => !t)) throw new AppError('BUSINESS_RULE', '扩展表不存在或已停用');
  const tables = chosen.filter((t): t is NonNullable<typeof t> => !!t);
  const columnsOf = tables.map(({ table, fields }) =>
    fields.map((field): FieldColumn => ({ header: field.fieldName, field, tableId: table.id, multiRow: table.multiRow })),
  );
  const labels = await loadExportLabels(ctx.db, columnsOf.flat());
  const db = ctx.db;

  const basic = (body.columns ?? [])
    .map((c) => {
      const known = BASIC_BY_PROP.get(c.prop ?? '');
      return known ? { header: c.title || known.header, key: known.key, width: known.width } : undefined;
    })
    .filter((c): c is NonNullable<typeof c> => !!c);
  const basicColumns = basic.length > 0 ? basic : COMPANY_BASIC_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));

  const sheets: ExcelSheetSpec<Row>[] = [
    {
      name: '基础信息',
      columns: basicColumns,
      rows: async function* () {
        for await (const batch of companyBatches(db, where)) yield batch.map((c) => basicCells(c, labels));
      },
    },
    ...tables.map(({ table }, t): ExcelSheetSpec<Row> => {
      const columns = columnsOf[t] ?? [];
      return {
        name: table.tableName,
        columns: [
          { header: '统一社会信用代码', key: 'creditCode', width: 22 },
          { header: '企业名称', key: 'companyName', width: 32 },
          ...columns.map((f, i) => ({ header: f.header, key: `f${i}`, width: 16 })),
        ],
        rows: async function* () {
          for await (const batch of companyBatches(db, where)) {
            const out: Row[] = [];
            for (const c of batch) {
              const stored = c.archive.filter((r) => r.tableId === table.id && r.detail === (table.multiRow ? 'other' : 'main'));
              const records = table.multiRow ? stored : [stored[0]];
              for (const record of records) {
                const row: Row = { creditCode: c.creditCode, companyName: c.companyName };
                columns.forEach((f, i) => {
                  row[`f${i}`] = valueCell(f, record?.values[f.field.id], labels);
                });
                out.push(row);
              }
            }
            yield out;
          }
        },
      };
    }),
  ];
  return excelExportWorkbook(`企业档案数据_${chinaDateTime(new Date()).replace(/[-: ]/g, '')}.xlsx`, sheets as ExcelSheetSpec<unknown>[]);
};
