import type { Handler } from '../../../core/handler';
import { COMPANY_IMPORT_JOB } from './import-engine';
import { importProgress } from './import-jobs';

/**
 * `GET /company/info/importProgress?jobId=` (issue 18): the `companyImport` job with its committed counters (imported,
 * non-importable, last committed row); an abandoned job is reported interrupted with what was committed.
 */
export const importCompanyInfoProgress: Handler<'importCompanyInfoProgress'> = async (req, ctx) =>
  importProgress(ctx, COMPANY_IMPORT_JOB, req.query.jobId);
