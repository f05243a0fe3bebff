import { calculatorTransition } from '@qifu/policy-rules';

import { runExcelImport } from '../../../core/excel-import';
import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { loadCalculator } from './calculator.queries';
import { refusedWhitelistRows, replaceWhitelist, WHITELIST_IMPORT } from './whitelist-import';

/**
 * `POST /admin/policyCalculator/importEntWhitelist { id, filePath, checkOnly? }`
 * (policy:calculator:save; seeds 001 §2, §5 import upload card): reads the caller's uploaded
 * `.xlsx` through the import core with the template {@link WHITELIST_IMPORT} and — unless
 * `checkOnly` — replaces the calculator's whitelist with the importable rows in one transaction.
 * Only while the calculator may be saved (0 草稿, 3 已驳回).
 * @throws AppError BUSINESS_RULE 模板表头不能修改或删除，缺少或被修改的列：… (nothing imported),
 *   当前状态不允许该操作; NOT_FOUND_ENTITY 政策计算器不存在, 导入文件不存在，请重新上传.
 */
export const importEntWhitelist: Handler<'importEntWhitelist'> = async (req, ctx) => {
  const row = await loadCalculator(ctx.db, req.body.id);
  assertAllowed(calculatorTransition(row.status, 'save'));
  return runExcelImport(ctx, req.body, WHITELIST_IMPORT, {
    check: refusedWhitelistRows,
    write: (tx, rows) => replaceWhitelist(tx, row.id, rows),
  });
};
