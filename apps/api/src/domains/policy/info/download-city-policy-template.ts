import { excelImportTemplate } from '../../../core/excel-import';
import type { Handler } from '../../../core/handler';
import { CITY_POLICY_IMPORT } from './city-policy-source';

/**
 * `GET /admin/policy/info/cityPolicyTemplate` (ADMIN/YYF, policy:info:sync; seeds 001 §2 import card
 * type 1): the spreadsheet template of the default city-policy source, `市平台政策导入模板.xlsx`.
 */
export const downloadCityPolicyTemplate: Handler<'downloadCityPolicyTemplate'> = async () => excelImportTemplate(CITY_POLICY_IMPORT);
