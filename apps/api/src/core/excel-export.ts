/**
 * The one export core (issue 12 Part B "export … Excel through exceljs on the server, one export
 * core for every domain"; seeds 000 §7 "A blob option returns a file"; CONVENTIONS §6 "export to
 * Excel lives once in the server's core"). A domain's export handler gives:
 * - the columns ({@link ExcelColumn}: header, key, width, formatter), and
 * - an async row source — normally {@link pagedRows} over the domain's own list query, called with
 *   the same filters and the same data rule as the list, so an export never shows a row the list
 *   would hide;
 * and returns what {@link excelExport} answers: a streamed `.xlsx` ({@link FileResult}), written by
 * exceljs's streaming workbook writer (rows are committed batch by batch, so a long list never sits
 * in memory as a workbook).
 *
 * Errors: everything that can fail before the first byte — the caller's permission (security
 * handler), bad filters (400), the first page's query, the row limit, the formatters of the first
 * batch — is thrown before the file starts and answers as the usual JSON envelope. A failure after
 * the download has started can only abort the stream (the client sees a broken download).
 *
 * @example
 * ```ts
 * export const exportDeclare: Handler<'exportDeclare'> = async (req, ctx) => {
 *   const scope = await declareScope(ctx);
 *   return excelExport({
 *     fileName: `申报审核_${chinaDateTime(new Date(), true)}.xlsx`,
 *     columns: DECLARE_EXPORT_COLUMNS,
 *     rows: pagedRows((page, pageSize) => declarePage(ctx.db, { ...req.query, page, pageSize }, { extra: scope })),
 *   });
 * };
 * ```
 */
import { PassThrough } from 'node:stream';

import ExcelJS from 'exceljs';

import { AppError } from './envelope';
import { FileResult } from './handler';
import type { PageResult } from './paging';

/** The media type of an `.xlsx` workbook (the contract's `shared/responses/excel-file.yaml`). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Most rows one export may hold (the contracts' "at most 10 000 rows"). */
export const MAX_EXPORT_ROWS = 10_000;

/** Rows read from the list query per page (one database round trip each). */
export const EXPORT_BATCH_SIZE = 500;

/** What a cell may hold: text, a number, a flag; `null`/`undefined` leave the cell empty. */
export type ExcelCell = string | number | boolean | null | undefined;

/** One column of an export (seeds 001 §3 "Table column definition": key, title, width, formatter). */
export interface ExcelColumn<Row> {
  /** Header text of the first row (Chinese, as the list page shows it). */
  header: string;
  /** The row field shown when there is no `format`; otherwise the column's identifier. */
  key: string;
  /** Column width in Excel character units; default 16. */
  width?: number;
  /**
   * The cell of a row; default: the field `key` of the row (non-scalar values are left empty).
   * Dates should be formatted to China time text ({@link chinaDateTime}), since Excel dates carry
   * no time zone.
   */
  format?: (row: Row) => ExcelCell;
}

/** Options of {@link excelExport}. */
export interface ExcelExportOptions<Row> {
  /** The download's file name (Chinese allowed; sent RFC 5987-encoded); `.xlsx` is added when missing. */
  fileName: string;
  /** The worksheet's name (at most 31 characters, no `[]:*?/\`); default the file name without extension. */
  sheetName?: string;
  columns: readonly ExcelColumn<Row>[];
  /** The rows, in batches (e.g. {@link pagedRows}); read lazily while the file is written. */
  rows: AsyncIterable<readonly Row[]>;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * China Standard Time (UTC+8) text of an instant: `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD` with
 * `dateOnly`). An empty value gives `''`; a string that is not an ISO date-time is returned as is.
 */
export function chinaDateTime(value: Date | string | null | undefined, dateOnly = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && !ISO_DATE_TIME.test(value)) return value;
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) return typeof value === 'string' ? value : '';
  const text = new Date(time + CHINA_OFFSET_MS).toISOString();
  return dateOnly ? text.slice(0, 10) : `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}

/**
 * Reads a list page by page, as an export's row source: calls `fetchPage(1, batchSize)`,
 * `fetchPage(2, batchSize)` … until a page is short or `total` rows were read. The list query
 * should be the list operation's own (same filters, same data rule).
 * @param options.maxRows - refuse larger exports (default {@link MAX_EXPORT_ROWS}).
 * @throws AppError BUSINESS_RULE 导出数据超过{maxRows}条，请缩小查询范围后再导出 — from the first
 *   page, i.e. before any byte of the file is sent.
 */
export async function* pagedRows<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<Row>>,
  options: { batchSize?: number; maxRows?: number } = {},
): AsyncGenerator<Row[], void, undefined> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const maxRows = options.maxRows ?? MAX_EXPORT_ROWS;
  let read = 0;
  for (let page = 1; ; page += 1) {
    const { list, total } = await fetchPage(page, batchSize);
    if (page === 1 && total > maxRows) {
      throw new AppError('BUSINESS_RULE', `导出数据超过${maxRows}条，请缩小查询范围后再导出`, `共 ${total} 条`);
    }
    const take = list.slice(0, Math.max(0, maxRows - read));
    if (take.length > 0) yield take;
    read += take.length;
    if (list.length < batchSize || read >= total || read >= maxRows) return;
  }
}

/** A worksheet name Excel accepts: without `[]:*?/\`, at most 31 characters, not empty. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return cleaned || 'Sheet1';
}

function cellOf<Row>(column: ExcelColumn<Row>, row: Row): ExcelCell {
  if (column.format) return column.format(row);
  const value = (row as Record<string, unknown>)[column.key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/**
 * Writes the rows to an `.xlsx` download: a bold header row (frozen), one row per record, with
 * exceljs's streaming writer. The first batch is read and formatted before the answer starts, so
 * its errors (and those of the source's first page) answer as the JSON envelope.
 * @returns the file answer (content type {@link XLSX_CONTENT_TYPE}, `Content-Disposition` with the
 *   UTF-8 file name; see `server.ts`).
 */
export async function excelExport<Row>(options: ExcelExportOptions<Row>): Promise<FileResult> {
  const fileName = /\.xlsx$/i.test(options.fileName) ? options.fileName : `${options.fileName}.xlsx`;
  const columns = options.columns;
  const iterator = options.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const format = (batch: readonly Row[]) => batch.map((row) => columns.map((c) => cellOf(c, row) ?? null));
  const firstRows = first.done ? [] : format(first.value);

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName ?? fileName.replace(/\.xlsx$/i, '')), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for (const values of firstRows) sheet.addRow(values).commit();
    if (!first.done) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        for (const values of format(next.value)) sheet.addRow(values).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    void iterator.return?.();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new FileResult(out, XLSX_CONTENT_TYPE, fileName);
}

/** One worksheet of {@link excelExportWorkbook}. */
export interface ExcelSheetSpec<Row> {
  /** The worksheet's name (made safe with {@link safeSheetName}). */
  name: string;
  columns: readonly ExcelColumn<Row>[];
  /** The rows in batches, read lazily while this sheet is written (called when the sheet's turn comes). */
  rows: () => AsyncIterable<readonly Row[]>;
}

/**
 * A streamed `.xlsx` of several worksheets written one after another (issue 18 companyDataExport: basic data plus one
 * sheet per extension table) — each sheet's rows are read lazily and committed row by row, so memory stays flat. Unlike
 * {@link excelExport}, errors after the answer started abort the download; the caller checks limits before.
 */
export async function excelExportWorkbook(fileName: string, sheets: readonly ExcelSheetSpec<unknown>[]): Promise<FileResult> {
  const name = /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const used = new Set<string>();
  const write = async () => {
    for (const spec of sheets) {
      let sheetName = safeSheetName(spec.name);
      for (let i = 2; used.has(sheetName); i += 1) sheetName = safeSheetName(`${spec.name.slice(0, 27)}(${i})`);
      used.add(sheetName);
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const batch of spec.rows()) {
        for (const row of batch) sheet.addRow(spec.columns.map((c) => cellOf(c, row) ?? null)).commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return new FileResult(out, XLSX_CONTENT_TYPE, name);
}
