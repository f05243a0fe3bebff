import { calculatorTransition } from '@qifu/policy-rules';

import { AppError } from '../../../core/envelope';
import { runExcelImport } from '../../../core/excel-import';
import type { Handler } from '../../../core/handler';
import { formFlag, receiveImportWorkbook } from '../../../core/import-upload';
import { assertAllowed } from '../../../core/state-machine';
import { loadCalculator } from './calculator.queries';
import { refusedWhitelistRows, replaceWhitelist, WHITELIST_IMPORT } from './whitelist-import';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /admin/policyCalculator/importEntWhitelist` (multipart `file`, `id`, `checkOnly?`;
 * policy:calculator:save; seeds 001 §2, §5 import upload card): reads the caller's `.xlsx` through
 * the import core with the template {@link WHITELIST_IMPORT} and — unless `checkOnly` — replaces the
 * calculator's whitelist with the importable rows in one transaction. Only while the calculator may
 * be saved (0 草稿, 3 已驳回).
 * @throws AppError BUSINESS_RULE 模板表头不能修改或删除，缺少或被修改的列：… (nothing imported),
 *   当前状态不允许该操作; NOT_FOUND_ENTITY 政策计算器不存在; BAD_REQUEST without a valid `id` or a file,
 *   for another type or an unreadable file; PAYLOAD_TOO_LARGE over 10 MB.
 */
export const importEntWhitelist: Handler<'importEntWhitelist'> = async (req, ctx) => {
  const { bytes, fields } = await receiveImportWorkbook(req.raw);
  const id = fields['id'] ?? '';
  if (!UUID.test(id)) throw new AppError('BAD_REQUEST', undefined, 'id 必须是 uuid');
  const row = await loadCalculator(ctx.db, id);
  assertAllowed(calculatorTransition(row.status, 'save'));
  return runExcelImport(ctx, { bytes, checkOnly: formFlag(fields, 'checkOnly') }, WHITELIST_IMPORT, {
    check: refusedWhitelistRows,
    write: (tx, rows) => replaceWhitelist(tx, row.id, rows),
  });
};
