import { describe, expect, it } from 'vitest';

import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats a date-time as a Chinese date in local time', () => {
    const local = new Date(2026, 2, 15, 10, 5, 9).toISOString();
    expect(formatDate(local, 'YYYY年MM月DD日')).toBe('2026年03月15日');
    expect(formatDate(local, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-15 10:05:09');
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
