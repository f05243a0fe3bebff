/**
 * The enterprise imports at scale (issue 18 "Import and export at scale"; seeds 001 §2 "Import upload card" types 1–4,
 * §5, §7 importCompanyInfo / importExcel and their progress operations).
 *
 * **Reading.** The browser sends the workbook (multipart `file`); the server stores it, then reads it with exceljs's
 * streaming reader (`streamSheetRows` of the import core): the header row is checked against the template first — a
 * changed or removed column refuses the whole file (BAD_REQUEST 模板表头不能修改或删除，缺少或被修改的列：…) and
 * nothing is imported — then each data row is parsed (`transfer-columns.ts`). Memory stays flat whatever the size.
 *
 * **Batches: all or nothing per batch of {@link IMPORT_BATCH_SIZE} rows.** Importable rows are written
 * {@link IMPORT_BATCH_SIZE} at a time, each batch in ONE transaction together with the job's counters (rows read,
 * imported, refused and the last row number committed). A batch is either entirely in the database with its counters
 * or not at all: a crash, a kill or an error mid-batch leaves no half-imported batch, and the job row always says
 * exactly what is committed. The import is not resumed automatically: re-importing the same file is safe for
 * enterprises (matched by 统一社会信用代码, known codes update, new codes create) and single-row tables (values merged).
 *
 * **Jobs.** Up to {@link INLINE_IMPORT_MAX_ROWS} data rows are imported during the request (job null); larger files
 * run as one `sys_job` (type {@link COMPANY_IMPORT_JOB} / {@link ENT_EXPANSION_IMPORT_JOB}) on this process's import
 * loop ({@link kickImportJobs}); the page polls the progress operation. A running job whose counters were not written
 * for {@link IMPORT_STALE_MS} was abandoned (the server stopped): the next progress poll marks it failed with
 * {@link interruptedMessage} — which rows are committed, that the rest was not imported and from which row to go on.
 *
 * **Report.** Every refused row — with its row number, reason and the cells as read — goes to a spreadsheet written
 * while the import runs (streamed to storage, recorded in `sys_file`, downloaded with /files/dowload); its path is the
 * answer's `errorFilePath` / the job's `resultFilePath`.
 */
import { PassThrough } from 'node:stream';

import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';

import { AppError } from '../../../core/envelope';
import { streamSheetRows } from '../../../core/excel-import';
import { XLSX_CONTENT_TYPE } from '../../../core/excel-export';
import { createJobLoop, failJob, getJob, progressOf, type Job } from '../../../core/jobs';
import { newStorageKey, type FileStorage } from '../../../core/storage';
import type { Db } from '../../../db/client';
import { company, companyFact, sysFile, sysJob } from '../../../db/schema';
import { ARCHIVE_FACT_FIELDS, archiveChanged } from '../archive-changed';
import {
  companyTemplate,
  loadLookups,
  parseCompanyRow,
  parseTableRow,
  tableTemplate,
  type FieldColumn,
  type ParsedCompanyRow,
  type ParsedTableRow,
} from './transfer-columns';

/** Job type of an enterprise import (importCompanyInfo). */
export const COMPANY_IMPORT_JOB = 'companyImport';
/** Job type of an extension-table import (importExcel). */
export const ENT_EXPANSION_IMPORT_JOB = 'entExpansionImport';
/** Rows per batch: one transaction each (all or nothing). */
export const IMPORT_BATCH_SIZE = 1000;
/** Larger files run as a job (the contract's "over 2,000 rows"). */
export const INLINE_IMPORT_MAX_ROWS = 2000;
/** Most data rows of one file. */
export const MAX_IMPORT_FILE_ROWS = 200_000;
/** A running import job whose counters were not written for this long (ms) was abandoned. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

/** What a job's `result` holds (also while it runs: the committed counters). */
export interface ImportCounters {
  /** Data rows read and committed (imported or refused). */
  read: number;
  importableCount: number;
  unimportableCount: number;
  /** Excel row number of the last committed row (0 before the first batch). */
  lastRowNo: number;
  errorFilePath?: string | null;
}

/** A refused row. */
interface Refusal {
  rowNo: number;
  reason: string;
}

/** An import: its template and how rows are parsed and written. */
interface ImportPlan<Row extends { rowNo: number }> {
  headers: string[];
  reportName: string;
  parse(rowNo: number, texts: readonly string[]): Row | { reason: string };
  /** A key that must be unique within the file (credit code), or null. */
  uniqueKey(row: Row): string | null;
  /** Writes a batch inside its transaction; answers rows refused at write time (unknown enterprise …). */
  write(tx: Db, rows: readonly Row[], userId: string | null): Promise<Refusal[]>;
}

/** Parameters of an import (the job's `params`). */
export interface ImportParams {
  /** Storage key of the uploaded workbook. */
  filePath: string;
  /** Extension table (importExcel only). */
  tableId?: string;
}

/** The ids of the fields that supply a matching fact (their fieldCode is a MatchFacts field). */
function factFieldIds(fields: readonly FieldColumn[]): Set<string> {
  return new Set(fields.filter((f) => ARCHIVE_FACT_FIELDS.includes(f.field.fieldCode)).map((f) => f.field.id));
}

/** True when one of `values` (fieldId → value) is a fact field's. */
function touchesFacts(values: Record<string, unknown>, factIds: ReadonlySet<string>): boolean {
  return factIds.size > 0 && Object.keys(values).some((id) => factIds.has(id));
}

/**
 * After a batch's enterprises changed: their stored matches become stale (company_fact.updated_at, one statement for
 * the batch); the enterprises whose imported values include a field that supplies a matching fact also go through the
 * archive's own sync (`archiveChanged`, per enterprise).
 */
async function afterBatch(tx: Db, companyIds: readonly string[], factCompanyIds: readonly string[], userId: string | null): Promise<void> {
  if (companyIds.length > 0) await tx.update(companyFact).set({ updatedAt: sql`now()` }).where(inArray(companyFact.companyId, [...companyIds]));
  if (factCompanyIds.length > 0) await archiveChanged(tx, factCompanyIds, userId);
}

/** Rows of `db.execute` on either driver (node-postgres, PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * One array parameter (`unnest` bulk writes: a batch is a handful of parameters instead of one per cell — far less
 * work and garbage for 1,000-row batches than a VALUES list).
 */
const arrayParam = (values: readonly unknown[]) => sql.param(values);

/** Merges single-row ("main detail") values of one table into the stored rows (other fields kept). */
async function mergeMainValues(tx: Db, tableId: string, rows: { companyId: string; values: Record<string, unknown> }[], userId: string | null) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ent_archive_row (company_id, table_id, detail, field_values, updated_by)
    select v.company_id, ${tableId}::uuid, 'main', v.field_values::jsonb, ${userId}::uuid
    from unnest(${arrayParam(rows.map((r) => r.companyId))}::uuid[], ${arrayParam(rows.map((r) => JSON.stringify(r.values)))}::text[])
      as v(company_id, field_values)
    on conflict (company_id, table_id) where detail = 'main'
    do update set field_values = ent_archive_row.field_values || excluded.field_values, updated_by = excluded.updated_by, updated_at = now()`);
}

/** The plan of importCompanyInfo (enterprise template). */
async function companyPlan(db: Db): Promise<ImportPlan<ParsedCompanyRow>> {
  const { headers, fields } = await companyTemplate(db);
  const lookups = await loadLookups(db, fields);
  const factIds = factFieldIds(fields);
  return {
    headers,
    reportName: '企业导入不可导入数据',
    parse: (rowNo, texts) => parseCompanyRow(rowNo, texts, fields, lookups),
    uniqueKey: (row) => row.basic.creditCode,
    async write(tx, rows, userId) {
      const col = (key: keyof ParsedCompanyRow['basic']) => arrayParam(rows.map((r) => r.basic[key]));
      const written = rowsOf<{ id: string; credit_code: string }>(
        await tx.execute(sql`
          insert into company (company_name, credit_code, legal_person, legal_person_phone, street_id, address, industry, scale, business_type, updated_at)
          select v.*, now() from unnest(
            ${col('companyName')}::text[], ${col('creditCode')}::text[], ${col('legalPerson')}::text[], ${col('legalPersonPhone')}::text[],
            ${col('streetId')}::text[], ${col('address')}::text[], ${col('industry')}::text[], ${col('scale')}::text[], ${col('businessType')}::text[]
          ) as v
          on conflict (credit_code) do update set
            company_name = excluded.company_name,
            legal_person = coalesce(excluded.legal_person, company.legal_person),
            legal_person_phone = coalesce(excluded.legal_person_phone, company.legal_person_phone),
            street_id = coalesce(excluded.street_id, company.street_id),
            address = coalesce(excluded.address, company.address),
            industry = coalesce(excluded.industry, company.industry),
            scale = coalesce(excluded.scale, company.scale),
            business_type = coalesce(excluded.business_type, company.business_type),
            updated_at = now()
          returning id, credit_code`),
      ).map((w) => ({ id: w.id, creditCode: w.credit_code }));
      const idOf = new Map(written.map((w) => [w.creditCode, w.id]));
      const byTable = new Map<string, { companyId: string; values: Record<string, unknown> }[]>();
      for (const r of rows) {
        const companyId = idOf.get(r.basic.creditCode);
        if (!companyId) continue;
        for (const [tableId, values] of r.values) {
          const list = byTable.get(tableId) ?? [];
          list.push({ companyId, values });
          byTable.set(tableId, list);
        }
      }
      for (const [tableId, list] of byTable) await mergeMainValues(tx, tableId, list, userId);
      const factCompanies = [...byTable.values()].flat().filter((r) => touchesFacts(r.values, factIds)).map((r) => r.companyId);
      await afterBatch(tx, [...idOf.values()], [...new Set(factCompanies)], userId);
      return [];
    },
  };
}

/** Refusal of a row whose credit code is not an enterprise of the archive (importExcel). */
export const UNKNOWN_COMPANY_MSG = '企业库中没有该统一社会信用代码的企业';

/** The plan of importExcel (extension-table template of `tableId`). */
async function tablePlan(db: Db, tableId: string): Promise<ImportPlan<ParsedTableRow>> {
  const template = await tableTemplate(db, tableId);
  if (!template) throw new AppError('BUSINESS_RULE', '扩展表不存在或已停用');
  const { headers, fields, tableName, multiRow } = template;
  const lookups = await loadLookups(db, fields);
  const factIds = factFieldIds(fields);
  return {
    headers,
    reportName: `${tableName}导入不可导入数据`,
    parse: (rowNo, texts) => parseTableRow(rowNo, texts, fields, lookups),
    uniqueKey: (row) => (multiRow ? null : row.creditCode),
    async write(tx, rows, userId) {
      const codes = [...new Set(rows.map((r) => r.creditCode))];
      const known = await tx.select({ id: company.id, creditCode: company.creditCode }).from(company).where(inArray(company.creditCode, codes));
      const idOf = new Map(known.map((k) => [k.creditCode, k.id]));
      const refused: Refusal[] = [];
      const ok: { companyId: string; values: Record<string, unknown> }[] = [];
      for (const r of rows) {
        const companyId = idOf.get(r.creditCode);
        if (companyId) ok.push({ companyId, values: r.values });
        else refused.push({ rowNo: r.rowNo, reason: UNKNOWN_COMPANY_MSG });
      }
      if (multiRow) {
        if (ok.length > 0) {
          await tx.execute(sql`
            insert into ent_archive_row (company_id, table_id, detail, field_values, updated_by)
            select v.company_id, ${tableId}::uuid, 'other', v.field_values::jsonb, ${userId}::uuid
            from unnest(${arrayParam(ok.map((r) => r.companyId))}::uuid[], ${arrayParam(ok.map((r) => JSON.stringify(r.values)))}::text[])
              as v(company_id, field_values)`);
        }
      } else await mergeMainValues(tx, tableId, ok, userId);
      const factCompanies = ok.filter((r) => touchesFacts(r.values, factIds)).map((r) => r.companyId);
      await afterBatch(tx, [...new Set(ok.map((r) => r.companyId))], [...new Set(factCompanies)], userId);
      return refused;
    },
  };
}

/** The plan of an import job type. */
async function planOf(db: Db, type: string, params: ImportParams): Promise<ImportPlan<{ rowNo: number }>> {
  if (type === ENT_EXPANSION_IMPORT_JOB) {
    if (!params.tableId) throw new AppError('BAD_REQUEST', '请选择扩展表');
    return (await tablePlan(db, params.tableId)) as unknown as ImportPlan<{ rowNo: number }>;
  }
  return (await companyPlan(db)) as unknown as ImportPlan<{ rowNo: number }>;
}

/**
 * The refused-rows spreadsheet, written while the import runs (行号, 不可导入原因, then the template's columns as read).
 * Created on the first refusal; {@link finish} records it in `sys_file` and answers its path.
 */
class RefusalReport {
  private writer: ExcelJS.stream.xlsx.WorkbookWriter | undefined;
  private sheet: ExcelJS.Worksheet | undefined;
  private stored: Promise<{ size: number }> | undefined;
  private readonly key = newStorageKey('xlsx');

  constructor(
    private readonly storage: FileStorage,
    private readonly headers: readonly string[],
    private readonly name: string,
  ) {}

  add(rowNo: number, reason: string, texts: readonly string[]): void {
    if (!this.sheet) {
      const out = new PassThrough();
      this.stored = this.storage.put(this.key, out);
      this.stored.catch(() => undefined);
      this.writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      this.sheet = this.writer.addWorksheet('不可导入数据', { views: [{ state: 'frozen', ySplit: 1 }] });
      this.sheet.columns = [
        { header: '行号', key: 'rowNo', width: 8 },
        { header: '不可导入原因', key: 'reason', width: 40 },
        ...this.headers.map((h, i) => ({ header: h, key: `c${i}`, width: 16 })),
      ];
      this.sheet.getRow(1).font = { bold: true };
      this.sheet.getRow(1).commit();
    }
    this.sheet.addRow([rowNo, reason, ...texts]).commit();
  }

  /** Completes the file. @returns its storage path, or null when no row was refused. */
  async finish(db: Db, userId: string | null): Promise<string | null> {
    if (!this.sheet || !this.writer || !this.stored) return null;
    this.sheet.commit();
    await this.writer.commit();
    const { size } = await this.stored;
    await db.insert(sysFile).values({ filePath: this.key, originalName: `${this.name}.xlsx`, size, mime: XLSX_CONTENT_TYPE, kind: 'excel', uploaderId: userId });
    return this.key;
  }

  /** Drops an unfinished report (the import failed). */
  async abort(): Promise<void> {
    if (!this.writer || !this.stored) return;
    try {
      this.sheet?.commit();
      await this.writer.commit();
      await this.stored;
    } catch {
      /* already broken */
    }
    await this.storage.delete(this.key).catch(() => undefined);
  }
}

/** The job was stopped (failed or interrupted elsewhere) while this process ran it. */
class ImportStopped extends Error {}

/** Test hooks of {@link runImport} (the real code path with a pause or a failure injected). */
export interface ImportHooks {
  /** Called inside each batch's transaction after its rows were written, before the counters and the commit. */
  inBatch?: (batchNo: number, tx: Db) => Promise<void>;
  /** Called before each batch's transaction starts. */
  beforeBatch?: (batchNo: number) => Promise<void>;
}

/** Options of {@link runImport}. */
export interface RunImportOptions {
  userId: string | null;
  /** The job whose counters are written with each batch (absent for an inline import). */
  job?: Job;
  batchSize?: number;
  hooks?: ImportHooks;
}

/**
 * Reads the stored workbook and imports it batch by batch (see the module comment).
 * @returns the final counters with the report's path.
 * @throws AppError BAD_REQUEST for an unreadable file or a changed header row (nothing written); ImportStopped when the
 *   job stopped elsewhere (the current batch rolled back); any error of a batch (that batch rolled back, earlier
 *   batches stay).
 */
export async function runImport(db: Db, storage: FileStorage, type: string, params: ImportParams, options: RunImportOptions): Promise<ImportCounters> {
  const plan = await planOf(db, type, params);
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const report = new RefusalReport(storage, plan.headers, plan.reportName);
  const seen = new Map<string, number>();
  const counters: ImportCounters = { read: 0, importableCount: 0, unimportableCount: 0, lastRowNo: 0 };
  let pending: { rowNo: number }[] = [];
  const pendingTexts = new Map<number, readonly string[]>();
  let pendingRead = 0;
  let pendingRefused = 0;
  let lastRowNo = 0;
  let batchNo = 0;

  const flush = async () => {
    batchNo += 1;
    await options.hooks?.beforeBatch?.(batchNo);
    const rows = pending;
    const texts = pendingTexts;
    const next = await db.transaction(async (tx) => {
      const refused = rows.length > 0 ? await plan.write(tx, rows, options.userId) : [];
      await options.hooks?.inBatch?.(batchNo, tx);
      const result: ImportCounters = {
        read: counters.read + pendingRead,
        importableCount: counters.importableCount + rows.length - refused.length,
        unimportableCount: counters.unimportableCount + pendingRefused + refused.length,
        lastRowNo,
      };
      if (options.job) {
        const updated = await tx
          .update(sysJob)
          .set({ done: result.read, progress: Math.min(99, progressOf(result.read, options.job.total)), result, updatedAt: sql`now()` })
          .where(and(eq(sysJob.id, options.job.id), eq(sysJob.status, 'running')))
          .returning({ id: sysJob.id });
        if (updated.length === 0) throw new ImportStopped('导入任务已结束');
      }
      return { result, refused };
    });
    for (const r of next.refused) report.add(r.rowNo, r.reason, texts.get(r.rowNo) ?? []);
    Object.assign(counters, next.result);
    pending = [];
    pendingTexts.clear();
    pendingRead = 0;
    pendingRefused = 0;
  };

  try {
    const source = await storage.get(params.filePath);
    for await (const { rowNo, texts } of streamSheetRows(source, plan.headers)) {
      if (counters.read + pendingRead >= MAX_IMPORT_FILE_ROWS) throw new AppError('BAD_REQUEST', `单次最多导入${MAX_IMPORT_FILE_ROWS}条数据`);
      pendingRead += 1;
      lastRowNo = rowNo;
      const parsed = plan.parse(rowNo, texts);
      let reason = 'reason' in parsed ? parsed.reason : undefined;
      if (!reason) {
        const key = plan.uniqueKey(parsed as { rowNo: number });
        const first = key === null ? undefined : seen.get(key);
        if (first !== undefined) reason = `统一社会信用代码与第${first}行重复`;
        else if (key !== null) seen.set(key, rowNo);
      }
      if (reason) {
        pendingRefused += 1;
        report.add(rowNo, reason, texts);
      } else {
        pending.push(parsed as { rowNo: number });
        pendingTexts.set(rowNo, texts);
      }
      if (pending.length >= batchSize) await flush();
    }
    await flush();
    counters.errorFilePath = await report.finish(db, options.userId);
    return counters;
  } catch (error) {
    await report.abort();
    throw error;
  }
}

/**
 * Counts the data rows of a stored workbook and checks its header row (the request-time check before deciding between
 * an inline import and a job).
 * @throws AppError BAD_REQUEST (unreadable, header changed, no data rows, too many rows).
 */
export async function scanImportFile(db: Db, storage: FileStorage, type: string, params: ImportParams): Promise<number> {
  const plan = await planOf(db, type, params);
  let rows = 0;
  for await (const _row of streamSheetRows(await storage.get(params.filePath), plan.headers)) {
    rows += 1;
    if (rows > MAX_IMPORT_FILE_ROWS) throw new AppError('BAD_REQUEST', `单次最多导入${MAX_IMPORT_FILE_ROWS}条数据`);
  }
  if (rows === 0) throw new AppError('BAD_REQUEST', '导入文件中没有数据');
  return rows;
}

/** The committed counters of a job (its `result`), zeros before the first batch. */
export function countersOf(job: Job): ImportCounters {
  const r = (job.result ?? {}) as Partial<ImportCounters>;
  return {
    read: Number(r.read ?? job.done ?? 0),
    importableCount: Number(r.importableCount ?? 0),
    unimportableCount: Number(r.unimportableCount ?? 0),
    lastRowNo: Number(r.lastRowNo ?? 0),
    errorFilePath: typeof r.errorFilePath === 'string' ? r.errorFilePath : null,
  };
}

/** What an interrupted (or failed) import says: what is committed and from which row to go on. */
export function interruptedMessage(cause: string, c: ImportCounters): string {
  const committed =
    c.lastRowNo > 0
      ? `第${c.lastRowNo}行及之前的数据已整批提交（已导入${c.importableCount}条，不可导入${c.unimportableCount}条），之后的行均未导入，请从第${c.lastRowNo + 1}行起重新导入`
      : '没有任何数据被导入，请重新导入';
  return `${cause}：${committed}（导入按每${IMPORT_BATCH_SIZE}行一批整批提交，不会留下半批数据）`;
}

/** Cause of {@link interruptedMessage} for an abandoned job. */
export const INTERRUPTED_CAUSE = '导入中断（服务在导入过程中停止）';

/** Runs one claimed import job to its end: succeeded with the counters, or failed saying what is committed. */
export async function runImportJob(db: Db, storage: FileStorage, job: Job, options: { batchSize?: number; hooks?: ImportHooks } = {}): Promise<void> {
  const params = (job.params ?? {}) as unknown as ImportParams;
  try {
    const counters = await runImport(db, storage, job.type, params, { ...options, userId: job.createdBy, job });
    await db
      .update(sysJob)
      .set({ status: 'succeeded', progress: 100, total: counters.read, done: counters.read, result: counters, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(sysJob.id, job.id), eq(sysJob.status, 'running')));
  } catch (error) {
    if (error instanceof ImportStopped) return;
    const latest = (await getJob(db, job.id)) ?? job;
    const reason = error instanceof Error && error.message ? error.message : String(error);
    await failJob(db, job.id, interruptedMessage(`导入失败（${reason}）`, countersOf(latest)));
  } finally {
    if (params.filePath) await storage.delete(params.filePath).catch(() => undefined);
  }
}

/**
 * Marks an abandoned import job (running, counters not written for {@link IMPORT_STALE_MS}) failed with
 * {@link interruptedMessage}. @returns the job as it is now.
 */
export async function settleStaleImport(db: Db, job: Job, now = Date.now()): Promise<Job> {
  if (job.status !== 'running' || now - job.updatedAt.getTime() < IMPORT_STALE_MS) return job;
  await failJob(db, job.id, interruptedMessage(INTERRUPTED_CAUSE, countersOf(job)));
  return (await getJob(db, job.id)) ?? job;
}

/**
 * Marks every abandoned import job failed (see {@link settleStaleImport}) — run when an import starts, so a job whose
 * starter never polls again still ends saying what happened.
 */
export async function settleStaleImports(db: Db, now = Date.now()): Promise<void> {
  const running = await db
    .select()
    .from(sysJob)
    .where(and(eq(sysJob.status, 'running'), inArray(sysJob.type, [COMPANY_IMPORT_JOB, ENT_EXPANSION_IMPORT_JOB])));
  for (const job of running) await settleStaleImport(db, job, now);
}

/** The storage each database's import runner reads the uploaded files from (the last kick's). */
const storages = new WeakMap<Db, FileStorage>();

/** The runner of import jobs (core/jobs.ts {@link createJobLoop}). */
const loop = createJobLoop([COMPANY_IMPORT_JOB, ENT_EXPANSION_IMPORT_JOB], (db, job) => {
  const storage = storages.get(db);
  if (!storage) throw new Error('import runner started without a file storage');
  return runImportJob(db, storage, job);
});

/**
 * Starts this process's import loop on `db` (claims queued import jobs one after another) unless it runs already.
 * @returns the loop's promise (tests await it; handlers do not).
 */
export function kickImportJobs(db: Db, storage: FileStorage, onError: (e: unknown) => void = () => undefined): Promise<void> {
  storages.set(db, storage);
  return loop.kick(db, onError);
}
