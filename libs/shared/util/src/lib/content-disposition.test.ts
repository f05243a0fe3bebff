import { describe, expect, it } from 'vitest';

import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads the UTF-8 name first, else the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="____2026-03-01.xlsx"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E5%AE%A1%E6%A0%B8_2026-03-01.xlsx`)).toBe(
      '申报审核_2026-03-01.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe('a.xlsx');
  });

  it('answers undefined without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
