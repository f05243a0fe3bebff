import { describe, expect, it } from 'vitest';

import { formatCount, formatDateRange, formatWan, formatYuan } from './format';

describe('amount formatting', () => {
  it('shows small amounts in 元 and large ones in 万元, with thousands separators', () => {
    expect(formatYuan(8500)).toBe('8,500元');
    expect(formatYuan(650_000)).toBe('65万元');
    expect(formatYuan(1_850_000)).toBe('185万元');
    expect(formatYuan(12_345_678)).toBe('1,234.57万元');
    expect(formatYuan(0)).toBe('0元');
    expect(formatYuan(null)).toBe('—');
  });

  it('shows facts in 万元 and counts with separators', () => {
    expect(formatWan(32000)).toBe('32,000万元');
    expect(formatWan(1100.5)).toBe('1,100.5万元');
    expect(formatWan(undefined)).toBe('—');
    expect(formatCount(1860)).toBe('1,860');
  });

  it('writes a declaration window in Chinese dates', () => {
    expect(formatDateRange('2026-04-01', '2026-05-31')).toBe('2026年04月01日 至 2026年05月31日');
    expect(formatDateRange(null, null)).toBe('—');
  });
});
