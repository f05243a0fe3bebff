import { describe, expect, it } from 'vitest';

import { headerMismatches, readXlsxHeaderRow } from './read-xlsx-header';
import { xlsxWithHeader, zip } from './xlsx-fixture';

const HEADER = ['企业名称', '统一社会信用代码', '联系人', '联系电话'];

describe('readXlsxHeaderRow', () => {
  it('reads the first row of the first sheet (shared, rich and inline strings; deflated or stored)', async () => {
    expect(await readXlsxHeaderRow(new Blob([xlsxWithHeader(HEADER)]))).toEqual(HEADER);
    expect(await readXlsxHeaderRow(new Blob([xlsxWithHeader(HEADER, false)]))).toEqual(HEADER);
  });

  it('keeps gaps as empty names', async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>企业名称</t></is></c><c r="C1" t="inlineStr"><is><t>联系人</t></is></c></row></sheetData></worksheet>';
    const file = new Blob([zip({ 'xl/worksheets/sheet1.xml': sheet })]);
    expect(await readXlsxHeaderRow(file)).toEqual(['企业名称', '', '联系人']);
  });

  it('fails on a file that is not an .xlsx', async () => {
    await expect(readXlsxHeaderRow(new Blob([new TextEncoder().encode('企业名称,联系人')]))).rejects.toThrow();
  });
});

describe('headerMismatches', () => {
  it('names the template columns changed or removed; extra columns after them are allowed', () => {
    expect(headerMismatches(HEADER, [...HEADER, '备注'])).toEqual([]);
    expect(headerMismatches(HEADER, ['企业名称', '信用代码', '联系人'])).toEqual(['统一社会信用代码', '联系电话']);
  });
});
