import { describe, expect, it } from 'vitest';

import { formatDate } from './format-date';

describe('formatDate (re-exported from @qifu/util)', () => {
  it('formats an instant as a Chinese date in China Standard Time', () => {
    // 02:05:09 UTC is 10:05:09 in Beijing, whatever the test machine's zone.
    expect(formatDate('2026-03-15T02:05:09.000Z', 'YYYY年MM月DD日')).toBe('2026年03月15日');
    expect(formatDate('2026-03-15T02:05:09.000Z', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-15 10:05:09');
    expect(formatDate('2026-03-14T16:00:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2026-03-15 00:00');
  });

  it('reads a date-only value as a calendar date', () => {
    expect(formatDate('2026-01-01')).toBe('2026年01月01日');
  });

  it('returns an empty string for empty or invalid values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
