import type { Handler } from '../../../core/handler';
import { COMPANY_IMPORT_JOB } from './import-engine';
import { startImport } from './import-jobs';
import { receiveImportFile } from '../../../core/import-upload';

/**
 * `POST /company/info/import` (导入企业; seeds 001 §2 import upload card, §5, §7; issue 18): the uploaded workbook is
 * stored, its header row checked against the enterprise template (basic columns + enabled extension fields), then
 * imported all or nothing per batch of 1,000 rows — inline up to 2,000 rows, else as a `companyImport` job. See
 * `import-engine.ts`.
 */
export const importCompanyInfo: Handler<'importCompanyInfo'> = async (req, ctx) => {
  const { filePath } = await receiveImportFile(req.raw, ctx);
  return startImport(ctx, COMPANY_IMPORT_JOB, { filePath });
};
