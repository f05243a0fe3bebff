import { PassThrough, Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { AppError } from './envelope';
import { defineExcelImport, headerChangedMessage, headerMismatches, readImportSheet, streamSheetRows } from './excel-import';

const DEF = defineExcelImport({
  templateName: '测试导入模板',
  maxRows: 5,
  columns: [
    { key: 'name', header: '名称', required: true, maxLength: 4, unique: true },
    { key: 'note', header: '备注' },
  ],
});

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('headerMismatches', () => {
  it('names the template columns that are missing, renamed or moved; extra columns after them are fine', () => {
    expect(headerMismatches(['问题', '答复'], ['问题', '答复', '备注'])).toEqual([]);
    expect(headerMismatches(['问题', '答复'], [' 问题 ', '答复'])).toEqual([]);
    expect(headerMismatches(['问题', '答复'], ['问题'])).toEqual(['答复']);
    expect(headerMismatches(['问题', '答复'], ['问题', '回答'])).toEqual(['答复']);
    expect(headerMismatches(['问题', '答复'], ['答复', '问题'])).toEqual(['问题', '答复']);
    expect(headerChangedMessage(['答复'])).toBe('模板表头不能修改或删除，缺少或被修改的列：答复');
  });
});

describe('readImportSheet', () => {
  it('reads the first sheet: trims cells, skips blank rows, reports required / length / repeated values with Excel row numbers', async () => {
    const sheet = await readImportSheet(
      DEF,
      await xlsx([
        ['名称', '备注'],
        [' 甲 ', 12],
        [null, null],
        ['', '没有名称'],
        ['太长的名称', ''],
        ['甲', '重复'],
        ['乙', null],
      ]),
    );
    expect(sheet.total).toBe(5);
    expect(sheet.rows).toEqual([
      { rowNo: 2, cells: { name: '甲', note: '12' } },
      { rowNo: 7, cells: { name: '乙', note: '' } },
    ]);
    expect(sheet.failList).toEqual([
      { rowNo: 4, reason: '名称不能为空' },
      { rowNo: 5, reason: '名称不能超过4个字符' },
      { rowNo: 6, reason: '名称与第2行重复' },
    ]);
  });

  it('refuses a changed or removed header column with the import card message', async () => {
    const renamed = await refusal(readImportSheet(DEF, await xlsx([['名称', '说明'], ['甲', '']])));
    expect(renamed).toMatchObject({ code: 'BUSINESS_RULE', message: '模板表头不能修改或删除，缺少或被修改的列：备注' });
    const removed = await refusal(readImportSheet(DEF, await xlsx([['备注'], ['x']])));
    expect(removed.message).toBe('模板表头不能修改或删除，缺少或被修改的列：名称、备注');
  });

  it('refuses an empty sheet, too many rows and bytes that are no workbook', async () => {
    expect((await refusal(readImportSheet(DEF, await xlsx([['名称', '备注']])))).message).toBe('导入文件中没有数据');
    const many = [['名称', '备注'], ...Array.from({ length: 6 }, (_, i) => [`n${i}`, ''])];
    expect((await refusal(readImportSheet(DEF, await xlsx(many)))).message).toBe('单次最多导入5条数据');
    const junk = await refusal(readImportSheet(DEF, Buffer.from('not a zip at all')));
    expect(junk).toMatchObject({ code: 'BAD_REQUEST', message: '无法读取该文件，请下载导入模板（.xlsx）填写后上传' });
  });
});

describe('streamSheetRows (issue 18, imports at scale)', () => {
  async function streamedWorkbook(rows: number, sharedStrings: boolean): Promise<Buffer> {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: sharedStrings });
    const sheet = writer.addWorksheet('企业');
    sheet.addRow(['企业名称', '业务类型']).commit();
    for (let i = 0; i < rows; i += 1) sheet.addRow([`德清县测试企业${i}有限公司`, '工业企业']).commit();
    sheet.commit();
    await writer.commit();
    return Buffer.concat(chunks);
  }

  it.each([false, true])('keeps Chinese text whole across chunk boundaries (shared strings %s)', async (shared) => {
    const bytes = await streamedWorkbook(4000, shared);
    let n = 0;
    for await (const row of streamSheetRows(Readable.from([bytes]), ['企业名称', '业务类型'])) {
      expect(row.texts).toEqual([`德清县测试企业${n}有限公司`, '工业企业']);
      expect(row.rowNo).toBe(n + 2);
      n += 1;
    }
    expect(n).toBe(4000);
  });

  it('refuses a changed header row before yielding any row, and an unreadable file', async () => {
    const bytes = await streamedWorkbook(3, false);
    const read = async (source: Readable, headers: string[]) => {
      for await (const _row of streamSheetRows(source, headers)) {
        /* drain */
      }
    };
    await expect(read(Readable.from([bytes]), ['企业名称', '行业'])).rejects.toMatchObject({ code: 'BAD_REQUEST', message: headerChangedMessage(['行业']) });
    await expect(read(Readable.from([Buffer.from('not a workbook')]), ['企业名称'])).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
