/**
 * The one import core (issue 12 Part B "import from a spreadsheet through the import card …
 * header row checked on the server with exceljs"; seeds 001 §2 "Import upload card. Types 1 to 4
 * are template download, upload, importable count and non-importable count", §5 "Excel xls or xlsx
 * up to 10 MB … Template header row names may not be changed or removed. One file only"; seeds 000
 * §7 "for knowledge import also knosFile", "Template download is a browser navigation to an export
 * path"). Every domain's import gives one {@link ExcelImportDefinition} — the template's columns —
 * and uses it twice:
 * - {@link excelImportTemplate}: the template download, an `.xlsx` whose first row holds the
 *   column headers (written by the export core, `excel-export.ts`);
 * - {@link runExcelImport}: the import of the workbook the caller sends as the multipart `file` (the
 *   one import shape; read with `receiveImportWorkbook`, `import-upload.ts`): the first sheet is read with exceljs; its header row must hold the
 *   template's headers in the template's order (a changed or missing column refuses the whole file
 *   with {@link headerChangedMessage}, BUSINESS_RULE); the data rows are checked column by column
 *   (required, length, unique within the file), then by the domain's `check` (e.g. "already
 *   exists"), and the rows that pass are written by the domain's `write` in ONE transaction.
 *   With `checkOnly` nothing is written: the answer gives the importable and non-importable counts
 *   the card shows before the user confirms.
 *
 * Answers {@link ExcelImportResult} (`total`, `successCount`, `failCount`, `failList` of
 * `{ rowNo, reason }` with Excel row numbers). Nothing is written on any refusal.
 *
 * @example
 * ```ts
 * export const KNOWLEDGE_IMPORT = defineExcelImport({
 *   templateName: '知识库导入模板',
 *   columns: [
 *     { key: 'knoQuiz', header: '问题', required: true, maxLength: 200, unique: true },
 *     { key: 'knoReply', header: '答复', required: true, maxLength: 5000 },
 *   ],
 * });
 * export const importKnowledge: Handler<'importKnowledge'> = async (req, ctx) => {
 *   const { bytes, fields } = await receiveImportWorkbook(req.raw);
 *   return runExcelImport(ctx, { bytes, checkOnly: formFlag(fields, 'checkOnly') }, KNOWLEDGE_IMPORT, { check: …, write: … });
 * };
 * ```
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';

import type { Db } from '../db/client';
import { sysFile } from '../db/schema';
import { AppError, ok, type OkResult } from './envelope';
import { excelExport } from './excel-export';
import type { FileResult, HandlerContext } from './handler';
import { requireUser } from './handler';
import { extensionOf } from './upload-rules';

/** Most data rows one import may hold. */
export const MAX_IMPORT_ROWS = 5000;

/** The refusal of a workbook whose header row differs from the template (seeds 001 §5). */
export function headerChangedMessage(columns: readonly string[]): string {
  return `模板表头不能修改或删除，缺少或被修改的列：${columns.join('、')}`;
}

/** The refusal of a file exceljs cannot read (an `.xls`, a damaged or renamed file). */
export const UNREADABLE_MSG = '无法读取该文件，请下载导入模板（.xlsx）填写后上传';
/** The refusal of a workbook without data rows. */
export const NO_ROWS_MSG = '导入文件中没有数据';
/** The refusal of an unknown file or one uploaded by someone else. */
export const FILE_NOT_FOUND_MSG = '导入文件不存在，请重新上传';

/** One column of an import template. */
export interface ImportColumn<Key extends string> {
  /** The field the column fills (`cells[key]`). */
  key: Key;
  /** The header text of the template's first row (Chinese); compared exactly (trimmed). */
  header: string;
  /** An empty cell makes the row non-importable: `{header}不能为空`. */
  required?: boolean;
  /** A longer text makes the row non-importable: `{header}不能超过{n}个字符`. */
  maxLength?: number;
  /** A value repeated in the file makes the later rows non-importable: `{header}与第{n}行重复`. */
  unique?: boolean;
  /** Column width in the template (Excel character units); default 16. */
  width?: number;
}

/** What a domain's import is: its template. */
export interface ExcelImportDefinition<Key extends string> {
  /** The template's file name without extension, also its sheet name (e.g. 知识库导入模板). */
  templateName: string;
  columns: readonly ImportColumn<Key>[];
  /** Most data rows; default {@link MAX_IMPORT_ROWS}. */
  maxRows?: number;
}

/** Defines a domain's import (only types the definition: `cells` are keyed by the columns' keys). */
export function defineExcelImport<const Key extends string>(definition: ExcelImportDefinition<Key>): ExcelImportDefinition<Key> {
  return definition;
}

/** A data row that passed the column checks: its Excel row number and its trimmed cell texts. */
export interface ImportRow<Key extends string> {
  rowNo: number;
  cells: Record<Key, string>;
}

/** A non-importable row and why (the contract's `failList` item). */
export interface ImportFailure {
  rowNo: number;
  reason: string;
}

/** The answer of an import or of its check (the contract's `*ImportResult`). */
export interface ExcelImportResult {
  /** Data rows in the file (blank rows not counted). */
  total: number;
  /** Rows imported (with `checkOnly`: rows that would be imported). */
  successCount: number;
  failCount: number;
  /** The non-importable rows, by row number. */
  failList: ImportFailure[];
}

/** The file part of an import request (the contract's `*ImportForm`, multipart). */
export interface ExcelImportForm {
  /** The workbook's bytes (the multipart `file`). */
  bytes: Buffer;
  /** Check only: nothing is written. */
  checkOnly?: boolean;
}

/** The data rows of a workbook after the column checks. */
export interface ImportSheet<Key extends string> {
  total: number;
  rows: ImportRow<Key>[];
  failList: ImportFailure[];
}

/**
 * The template columns missing or changed in `actual` (the header row as read, left to right):
 * each template header must stand in its own position; columns after the template's are ignored.
 */
export function headerMismatches(expected: readonly string[], actual: readonly string[]): string[] {
  return expected.filter((header, i) => (actual[i] ?? '').trim() !== header);
}

/** The text of a cell as Excel shows it (numbers, rich text, formula results, links), trimmed. */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.value === null || cell.value === undefined) return '';
  try {
    return cell.text.trim();
  } catch {
    return String(cell.value).trim();
  }
}

/**
 * Reads the first worksheet of an `.xlsx` workbook: checks its header row against the template and
 * the data rows column by column (required, maxLength, unique within the file). Blank rows are
 * skipped (not counted).
 * @throws AppError BAD_REQUEST {@link UNREADABLE_MSG} when exceljs cannot read the bytes.
 * @throws AppError BUSINESS_RULE {@link headerChangedMessage} when the header row differs;
 *   {@link NO_ROWS_MSG} without data rows; 单次最多导入{n}条数据 above the definition's maximum.
 */
export async function readImportSheet<Key extends string>(
  definition: ExcelImportDefinition<Key>,
  bytes: Buffer | ArrayBuffer,
): Promise<ImportSheet<Key>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE_MSG, '文件不是有效的 .xlsx 工作簿');
  }
  const sheet = workbook.worksheets[0];
  const headers = definition.columns.map((c) => c.header);
  if (!sheet) throw new AppError('BUSINESS_RULE', headerChangedMessage(headers), '工作簿中没有工作表');

  const headerRow = sheet.getRow(1);
  const actual = definition.columns.map((_, i) => cellText(headerRow.getCell(i + 1)));
  const wrong = headerMismatches(headers, actual);
  if (wrong.length > 0) throw new AppError('BUSINESS_RULE', headerChangedMessage(wrong));

  const maxRows = definition.maxRows ?? MAX_IMPORT_ROWS;
  const rows: ImportRow<Key>[] = [];
  const failList: ImportFailure[] = [];
  const seen = new Map<Key, Map<string, number>>();
  let total = 0;
  for (let rowNo = 2; rowNo <= sheet.rowCount; rowNo += 1) {
    const row = sheet.getRow(rowNo);
    const texts = definition.columns.map((_, i) => cellText(row.getCell(i + 1)));
    if (texts.every((t) => t === '')) continue;
    total += 1;
    if (total > maxRows) throw new AppError('BUSINESS_RULE', `单次最多导入${maxRows}条数据`);
    const cells = {} as Record<Key, string>;
    let reason: string | undefined;
    definition.columns.forEach((column, i) => {
      const text = texts[i] ?? '';
      cells[column.key] = text;
      if (reason) return;
      if (column.required && text === '') reason = `${column.header}不能为空`;
      else if (column.maxLength !== undefined && [...text].length > column.maxLength) {
        reason = `${column.header}不能超过${column.maxLength}个字符`;
      }
    });
    if (!reason) {
      for (const column of definition.columns) {
        const text = cells[column.key];
        if (!column.unique || text === '') continue;
        const values = seen.get(column.key) ?? new Map<string, number>();
        seen.set(column.key, values);
        const first = values.get(text);
        if (first !== undefined) {
          reason = `${column.header}与第${first}行重复`;
          break;
        }
        values.set(text, rowNo);
      }
    }
    if (reason) failList.push({ rowNo, reason });
    else rows.push({ rowNo, cells });
  }
  if (total === 0) throw new AppError('BUSINESS_RULE', NO_ROWS_MSG);
  return { total, rows, failList };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The bytes of an `.xlsx` the caller uploaded (`sys_file` row of `filePath` with the caller as
 * uploader — nobody imports another user's file).
 * @throws AppError NOT_FOUND_ENTITY {@link FILE_NOT_FOUND_MSG}; BAD_REQUEST {@link UNREADABLE_MSG}
 *   for another file type (exceljs reads `.xlsx` only).
 */
export async function readUploadedWorkbook(ctx: HandlerContext, filePath: string): Promise<Buffer> {
  const user = requireUser(ctx);
  const [file] = await ctx.db
    .select({ filePath: sysFile.filePath })
    .from(sysFile)
    .where(and(eq(sysFile.filePath, filePath), eq(sysFile.uploaderId, user.id)))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND_ENTITY', FILE_NOT_FOUND_MSG);
  if (extensionOf(file.filePath) !== 'xlsx') throw new AppError('BAD_REQUEST', UNREADABLE_MSG, '只能读取 .xlsx 工作簿');
  try {
    return await readAll(await ctx.storage.get(file.filePath));
  } catch {
    ctx.log.warn({ filePath }, '导入文件记录存在但存储中没有该文件');
    throw new AppError('NOT_FOUND_ENTITY', FILE_NOT_FOUND_MSG);
  }
}

/** The domain's part of an import. */
export interface ExcelImportHandlers<Key extends string> {
  /**
   * Further checks of the rows that passed the column checks (e.g. "already exists" against the
   * database); answers the non-importable ones. Runs for checks and imports alike.
   */
  check?: (db: Db, rows: readonly ImportRow<Key>[]) => Promise<ImportFailure[]>;
  /**
   * Writes the importable rows inside the import's transaction; answers the rows it could not
   * write after all (e.g. a concurrent insert of the same question). Throwing rolls back everything.
   */
  write: (tx: Db, rows: readonly ImportRow<Key>[]) => Promise<ImportFailure[]>;
}

function result(total: number, successCount: number, failList: ImportFailure[]): ExcelImportResult {
  const sorted = [...failList].sort((a, b) => a.rowNo - b.rowNo);
  return { total, successCount, failCount: sorted.length, failList: sorted };
}

/**
 * A whole import (see the module comment): reads the caller's workbook, checks header and
 * rows, and — unless `form.checkOnly` — writes the importable rows in one transaction.
 * @returns {@link ExcelImportResult} with 校验完成 (check) or 导入完成 (import).
 * @throws AppError as {@link readImportSheet}; nothing is written then.
 */
export async function runExcelImport<Key extends string>(
  ctx: HandlerContext,
  form: ExcelImportForm,
  definition: ExcelImportDefinition<Key>,
  handlers: ExcelImportHandlers<Key>,
): Promise<OkResult<ExcelImportResult>> {
  const sheet = await readImportSheet(definition, form.bytes);
  const refused = handlers.check ? await handlers.check(ctx.db, sheet.rows) : [];
  const refusedRows = new Set(refused.map((f) => f.rowNo));
  const importable = sheet.rows.filter((r) => !refusedRows.has(r.rowNo));
  const failList = [...sheet.failList, ...refused];
  if (form.checkOnly) return ok(result(sheet.total, importable.length, failList), '校验完成');
  const notWritten = importable.length > 0 ? await ctx.db.transaction((tx) => handlers.write(tx, importable)) : [];
  return ok(result(sheet.total, importable.length - notWritten.length, [...failList, ...notWritten]), '导入完成');
}

/**
 * The template download of an import: an `.xlsx` named `{templateName}.xlsx` whose bold, frozen
 * first row holds the column headers (written by the export core).
 */
export function excelImportTemplate<Key extends string>(definition: ExcelImportDefinition<Key>): Promise<FileResult> {
  return excelExport<Record<string, never>>({
    fileName: `${definition.templateName}.xlsx`,
    columns: definition.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 })),
    rows: (async function* () {})(),
  });
}

/** One data row of a streamed sheet: its Excel row number and the trimmed texts of its first `width` cells. */
export interface StreamedRow {
  rowNo: number;
  texts: string[];
}

/** The text of a cell read by the streaming reader: dates as `YYYY-MM-DD` (Excel dates carry no zone), else as shown. */
function streamedCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return cellText(cell);
}

/** Decodes UTF-8 chunks to text across chunk boundaries (a character split between two chunks stays whole). */
async function* utf8Text(chunks: AsyncIterable<unknown>): AsyncGenerator<string, void, undefined> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The internal entry points of exceljs's streaming reader that receive the zip entries. */
interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): AsyncGenerator<unknown>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
}

/**
 * exceljs 4.4's streaming reader decodes every decompressed chunk on its own (`utils/parse-sax.js`), so a Chinese
 * character whose UTF-8 bytes straddle two chunks turns into U+FFFD (工业企业 → 工��企业, seen once per few thousand
 * rows). Its parser passes text chunks through untouched, so the worksheet and shared-string entries are handed to it
 * already decoded, with Node's StringDecoder keeping split characters whole.
 */
function utf8SafeReader(reader: ExcelJS.stream.xlsx.WorkbookReader): ExcelJS.stream.xlsx.WorkbookReader {
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  internals._parseWorksheet = (iterator, sheetNo) => parseWorksheet(utf8Text(iterator), sheetNo);
  internals._parseSharedStrings = (entry) => {
    entry.setEncoding('utf8');
    return parseSharedStrings(entry);
  };
  return reader;
}

/**
 * Streams the first worksheet of an `.xlsx` (issue 18 "import at scale": no workbook in memory): checks its header row
 * against `headers` (the template's, in order; extra columns after them are ignored), then yields the data rows — blank
 * rows skipped — with the texts of the template's columns. Memory stays flat whatever the row count (exceljs's
 * streaming reader; shared strings are cached, inline strings are not).
 * @throws AppError BAD_REQUEST {@link UNREADABLE_MSG} when the bytes are not an `.xlsx`; BAD_REQUEST
 *   {@link headerChangedMessage} when the header row differs (before any row is yielded).
 */
export async function* streamSheetRows(source: Readable, headers: readonly string[]): AsyncGenerator<StreamedRow, void, undefined> {
  const reader = utf8SafeReader(
    new ExcelJS.stream.xlsx.WorkbookReader(source, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'emit',
    }),
  );
  let headerChecked = false;
  try {
    let sheets: AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>;
    let first: IteratorResult<ExcelJS.stream.xlsx.WorksheetReader>;
    try {
      sheets = (reader as unknown as AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader>)[Symbol.asyncIterator]();
      first = await sheets.next();
    } catch {
      throw new AppError('BAD_REQUEST', UNREADABLE_MSG, '文件不是有效的 .xlsx 工作簿');
    }
    if (first.done) throw new AppError('BAD_REQUEST', headerChangedMessage([...headers]), '工作簿中没有工作表');
    for await (const row of first.value as unknown as AsyncIterable<ExcelJS.Row>) {
      const texts = headers.map((_, i) => streamedCellText(row.getCell(i + 1)));
      if (!headerChecked) {
        headerChecked = true;
        const wrong = headerMismatches(headers, row.number === 1 ? texts : []);
        if (wrong.length > 0) throw new AppError('BAD_REQUEST', headerChangedMessage(wrong));
        if (row.number === 1) continue;
      }
      if (texts.every((t) => t === '')) continue;
      yield { rowNo: row.number, texts };
    }
    if (!headerChecked) throw new AppError('BAD_REQUEST', headerChangedMessage([...headers]), '工作表为空');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', UNREADABLE_MSG, error instanceof Error ? error.message : String(error));
  } finally {
    source.destroy();
  }
}
