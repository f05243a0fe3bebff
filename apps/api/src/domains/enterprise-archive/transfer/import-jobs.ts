/**
 * The request side of the imports (importCompanyInfo, importExcel and their progress operations; issue 18): start an
 * import — inline up to {@link INLINE_IMPORT_MAX_ROWS} rows, otherwise as a job — and answer a job's progress.
 */
import type { components } from '@qifu/sdk';

import { AppError, ok, type OkResult } from '../../../core/envelope';
import { type HandlerContext, requireUser } from '../../../core/handler';
import { createJob, getJob, type Job, toJobStatus } from '../../../core/jobs';
import {
  countersOf,
  INLINE_IMPORT_MAX_ROWS,
  kickImportJobs,
  runImport,
  scanImportFile,
  settleStaleImport,
  settleStaleImports,
  type ImportParams,
} from './import-engine';

/** The contract's CompanyImportResult. */
export type CompanyImportResult = components['schemas']['CompanyImportResult'];
/** The contract's CompanyImportJob (progress with the committed counters). */
export type CompanyImportJob = components['schemas']['CompanyImportJob'];

/** Refusal of an unknown job or another user's. */
export const IMPORT_JOB_NOT_FOUND = '导入任务不存在';

/** A job row as the contract's CompanyImportJob. */
export function toImportJob(job: Job): CompanyImportJob {
  const c = countersOf(job);
  return {
    ...toJobStatus(job, c.errorFilePath ?? null),
    importableCount: c.importableCount,
    unimportableCount: c.unimportableCount,
    lastRowNo: c.lastRowNo,
  };
}

function kick(ctx: HandlerContext): void {
  void kickImportJobs(ctx.db, ctx.storage, (e) => ctx.log.error({ err: e }, '导入任务执行失败'));
}

/**
 * Checks the stored workbook (header row, row count) and imports it: inline when small (answers the counts, job null),
 * else as a queued job (answers the job; counts 0 until it ends).
 * @throws AppError BAD_REQUEST for an unreadable file or a changed header row — the stored file is removed, nothing imported.
 */
export async function startImport(ctx: HandlerContext, type: string, params: ImportParams): Promise<OkResult<CompanyImportResult>> {
  const user = requireUser(ctx);
  await settleStaleImports(ctx.db);
  let total: number;
  try {
    total = await scanImportFile(ctx.db, ctx.storage, type, params);
  } catch (error) {
    await ctx.storage.delete(params.filePath).catch(() => undefined);
    throw error;
  }
  if (total <= INLINE_IMPORT_MAX_ROWS) {
    try {
      const c = await runImport(ctx.db, ctx.storage, type, params, { userId: user.id });
      return ok(
        { importableCount: c.importableCount, unimportableCount: c.unimportableCount, errorFilePath: c.errorFilePath ?? null, job: null },
        `导入完成：已导入${c.importableCount}条，不可导入${c.unimportableCount}条`,
      );
    } finally {
      await ctx.storage.delete(params.filePath).catch(() => undefined);
    }
  }
  const job = await createJob(ctx.db, { type, params: { ...params }, total, createdBy: user.id });
  kick(ctx);
  return ok({ importableCount: 0, unimportableCount: 0, errorFilePath: null, job: toImportJob(job) }, `共${total}条数据，已开始后台导入`);
}

/**
 * The progress of an import job of `type` (only its starter or an ADMIN may read it). An abandoned running job is
 * marked interrupted here; a queued one (left by a stopped process) is started.
 * @throws AppError NOT_FOUND_ENTITY {@link IMPORT_JOB_NOT_FOUND}.
 */
export async function importProgress(ctx: HandlerContext, type: string, jobId: string): Promise<CompanyImportJob> {
  const user = requireUser(ctx);
  const found = await getJob(ctx.db, jobId);
  if (!found || found.type !== type || (found.createdBy !== user.id && !user.roles.includes('ADMIN'))) {
    throw new AppError('NOT_FOUND_ENTITY', IMPORT_JOB_NOT_FOUND);
  }
  const job = await settleStaleImport(ctx.db, found);
  if (job.status === 'queued') kick(ctx);
  return toImportJob(job);
}

