/** The appeal deadline rule (working days, China time). The state table's tests live in @qifu/appeal-rules. */
import { describe, expect, it } from 'vitest';

import { addWorkingDays } from './appeal-deadline';

describe('deadline in working days (China time)', () => {
  it('skips weekends', () => {
    // Friday 2026-11-20 10:00 China time
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 1)).toBe('2026-11-23');
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 5)).toBe('2026-11-27');
    // Friday 23:30 China time is still Friday there (UTC Friday 15:30)
    expect(addWorkingDays(new Date('2026-11-20T15:30:00Z'), 1)).toBe('2026-11-23');
    // Sunday 00:30 China time (UTC Saturday 16:30)
    expect(addWorkingDays(new Date('2026-11-21T16:30:00Z'), 1)).toBe('2026-11-23');
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 15)).toBe('2026-12-11');
  });
});
