import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { ENT_EXPANSION_IMPORT_JOB } from './import-engine';
import { startImport } from './import-jobs';
import { receiveImportFile } from '../../../core/import-upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/entExpansionTable/importExcel` (form: file, tableId; seeds 001 §7; issue 18): values of one extension
 * table for enterprises found by 统一社会信用代码 — header 统一社会信用代码, 企业名称, the table's enabled fields — all or
 * nothing per batch of 1,000 rows, inline up to 2,000 rows, else an `entExpansionImport` job.
 * @throws AppError BAD_REQUEST 请选择扩展表 without a valid tableId; BUSINESS_RULE 扩展表不存在或已停用.
 */
export const importExcel: Handler<'importExcel'> = async (req, ctx) => {
  const { filePath, fields } = await receiveImportFile(req.raw, ctx);
  const tableId = fields['tableId'] ?? '';
  if (!UUID.test(tableId)) {
    await ctx.storage.delete(filePath).catch(() => undefined);
    throw new AppError('BAD_REQUEST', '请选择扩展表');
  }
  return startImport(ctx, ENT_EXPANSION_IMPORT_JOB, { filePath, tableId });
};
