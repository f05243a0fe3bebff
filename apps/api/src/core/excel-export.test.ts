import type { Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { AppError } from './envelope';
import { chinaDateTime, excelExport, type ExcelColumn, pagedRows, safeSheetName, XLSX_CONTENT_TYPE } from './excel-export';
import type { PageResult } from './paging';

interface Row {
  id: number;
  name: string;
  at: string | null;
}

const COLUMNS: ExcelColumn<Row>[] = [
  { header: '序号', key: 'id', width: 8 },
  { header: '名称', key: 'name' },
  { header: '时间', key: 'at', format: (r) => chinaDateTime(r.at) },
];

function rowsOf(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `企业${i + 1}`, at: '2026-03-01T16:30:00.000Z' }));
}

/** A list query over `all`, recording the pages asked. */
function listOf(all: Row[], asked: number[] = []) {
  return async (page: number, pageSize: number): Promise<PageResult<Row>> => {
    asked.push(page);
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
  };
}

async function readBack(stream: Readable): Promise<unknown[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function collect<T>(source: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of source) out.push(batch);
  return out;
}

describe('chinaDateTime', () => {
  it('writes instants in China time, date only on request, and leaves empties empty', () => {
    expect(chinaDateTime('2026-03-01T16:30:00.000Z')).toBe('2026-03-02 00:30');
    expect(chinaDateTime(new Date('2026-03-01T15:59:00Z'), true)).toBe('2026-03-01');
    expect(chinaDateTime(null)).toBe('');
    expect(chinaDateTime('2026-03-01')).toBe('2026-03-01');
  });
});

describe('pagedRows', () => {
  it('reads the list page by page until a short page', async () => {
    const asked: number[] = [];
    const batches = await collect(pagedRows(listOf(rowsOf(5), asked), { batchSize: 2 }));
    expect(batches.map((b) => b.map((r) => r.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([1, 2, 3]);
    expect(await collect(pagedRows(listOf([]), { batchSize: 2 }))).toEqual([]);
  });

  it('refuses more rows than the limit on the first page (BUSINESS_RULE), before anything is written', async () => {
    const error = await collect(pagedRows(listOf(rowsOf(11)), { batchSize: 5, maxRows: 10 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BUSINESS_RULE', message: '导出数据超过10条，请缩小查询范围后再导出' });
  });
});

describe('excelExport', () => {
  it('streams a workbook with a bold header row and the formatted rows, across many batches', async () => {
    const file = await excelExport({ fileName: '企业名单', columns: COLUMNS, rows: pagedRows(listOf(rowsOf(1203)), { batchSize: 100 }) });
    expect(file.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(file.fileName).toBe('企业名单.xlsx');
    const rows = await readBack(file.stream);
    expect(rows[0]).toEqual(['序号', '名称', '时间']);
    expect(rows).toHaveLength(1204);
    expect(rows[1]).toEqual([1, '企业1', '2026-03-02 00:30']);
    expect(rows[1203]).toEqual([1203, '企业1203', '2026-03-02 00:30']);
  });

  it('writes only the header for an empty list', async () => {
    const file = await excelExport({ fileName: '空.xlsx', columns: COLUMNS, rows: pagedRows(listOf([])) });
    expect(await readBack(file.stream)).toEqual([['序号', '名称', '时间']]);
  });

  it('rejects (so the answer is the JSON envelope) when the source or a formatter fails on the first batch', async () => {
    const failing = async (): Promise<PageResult<Row>> => {
      throw new AppError('FORBIDDEN');
    };
    await expect(excelExport({ fileName: 'x', columns: COLUMNS, rows: pagedRows(failing) })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const badFormat: ExcelColumn<Row>[] = [
      {
        header: '坏',
        key: 'bad',
        format: () => {
          throw new Error('formatter failed');
        },
      },
    ];
    await expect(excelExport({ fileName: 'x', columns: badFormat, rows: pagedRows(listOf(rowsOf(1))) })).rejects.toThrow('formatter failed');
  });

  it('aborts the stream when a later batch fails (the download breaks instead of ending as a valid file)', async () => {
    async function* source(): AsyncGenerator<Row[]> {
      yield rowsOf(2);
      throw new Error('database gone');
    }
    const file = await excelExport({ fileName: 'x', columns: COLUMNS, rows: source() });
    await expect(readBack(file.stream)).rejects.toThrow('database gone');
  });

  it('makes worksheet names Excel accepts', () => {
    expect(safeSheetName('申报/审核:2026')).toBe('申报 审核 2026');
    expect(safeSheetName('')).toBe('Sheet1');
    expect(safeSheetName('很'.repeat(40))).toHaveLength(31);
  });
});
