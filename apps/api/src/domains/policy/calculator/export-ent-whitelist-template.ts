import { excelImportTemplate } from '../../../core/excel-import';
import type { Handler } from '../../../core/handler';
import { WHITELIST_IMPORT } from './whitelist-import';

/**
 * `GET /admin/policyCalculator/exportEntWhitelistTemplate` (policy:calculator:save; seeds 001 §7,
 * blob): 企业白名单导入模板.xlsx with the bold, frozen header row 企业名称, 统一社会信用代码.
 */
export const exportEntWhitelistTemplate: Handler<'exportEntWhitelistTemplate'> = async () => excelImportTemplate(WHITELIST_IMPORT);
