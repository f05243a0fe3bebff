import { excelExport } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { companyTemplate } from './transfer-columns';

/**
 * `GET /company/info/importTemplate` (seeds 001 §2 import upload card type 1; issue 18): 企业导入模板.xlsx whose bold
 * first row is the enterprise template — 企业名称, 统一社会信用代码, 法定代表人, 法定代表人手机号, 所属乡镇（街道）, 企业地址,
 * 国民经济行业门类, 企业规模, 业务类型, then the enabled fields of the enabled single-row extension tables (字段名（表名）).
 */
export const downloadCompanyImportTemplate: Handler<'downloadCompanyImportTemplate'> = async (_req, ctx) => {
  const { headers } = await companyTemplate(ctx.db);
  return excelExport<Record<string, never>>({
    fileName: '企业导入模板.xlsx',
    columns: headers.map((header, i) => ({ header, key: `c${i}`, width: i < 2 ? 28 : 16 })),
    rows: (async function* () {})(),
  });
};
