import type { Handler } from '../../../core/handler';
import { ENT_EXPANSION_IMPORT_JOB } from './import-engine';
import { importProgress } from './import-jobs';

/** `GET /api/entExpansionTable/importExcelProgress?jobId=` (issue 18): the `entExpansionImport` job, as importCompanyInfoProgress. */
export const importExcelProgress: Handler<'importExcelProgress'> = async (req, ctx) =>
  importProgress(ctx, ENT_EXPANSION_IMPORT_JOB, req.query.jobId);
