import { asc, count, eq } from 'drizzle-orm';

import { chinaDateTime, excelExport, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { company, polCalculatorWhitelist } from '../../../db/schema';
import { loadCalculator } from './calculator.queries';
import { WHITELIST_IMPORT } from './whitelist-import';

/**
 * `GET /admin/policyCalculator/exportEntWhitelist?id=` (policy:calculator:export; seeds 001 §7):
 * the calculator's whitelist in the template's layout (企业名称, 统一社会信用代码), so the file can be
 * edited and imported again.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在.
 */
export const exportEntWhitelist: Handler<'exportEntWhitelist'> = async (req, ctx) => {
  const row = await loadCalculator(ctx.db, req.query.id);
  const where = eq(polCalculatorWhitelist.calculatorId, row.id);
  return excelExport({
    fileName: `企业白名单_${row.calculatorName}_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '企业白名单',
    columns: WHITELIST_IMPORT.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 })),
    rows: pagedRows(async (page, pageSize) => {
      const [list, totals] = await Promise.all([
        ctx.db
          .select({ companyName: company.companyName, creditCode: company.creditCode })
          .from(polCalculatorWhitelist)
          .innerJoin(company, eq(company.id, polCalculatorWhitelist.companyId))
          .where(where)
          .orderBy(asc(company.companyName), asc(company.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ n: count() }).from(polCalculatorWhitelist).where(where),
      ]);
      return { list, total: totals[0]?.n ?? 0 };
    }),
  });
};
