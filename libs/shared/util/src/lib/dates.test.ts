import { execFileSync } from 'node:child_process';

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';

import { CHINA_TIME_ZONE, chinaHour, chinaToday, chinaYear, dayToPickerDate, formatDate, pickedDay } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('formatDate (China Standard Time, zh-cn)', () => {
  it('shows an instant near midnight UTC as the China day and hour', () => {
    // 16:30 UTC on 14 March is 00:30 on 15 March in Beijing.
    expect(formatDate('2026-03-14T16:30:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2026-03-15 00:30');
    expect(formatDate('2026-03-14T16:30:00.000Z')).toBe('2026年03月15日');
    expect(formatDate('2026-03-15T02:05:09.000Z', 'YYYY年MM月DD日 HH:mm:ss')).toBe('2026年03月15日 10:05:09');
    expect(formatDate(new Date('2026-12-31T23:59:00Z'), 'YYYY-MM-DD HH:mm')).toBe('2027-01-01 07:59');
    expect(formatDate(Date.UTC(2026, 0, 1, 0, 0), 'MM月DD日 HH:mm')).toBe('01月01日 08:00');
  });

  it('reads an offset as given', () => {
    expect(formatDate('2026-03-15T00:30:00+08:00', 'YYYY-MM-DD HH:mm')).toBe('2026-03-15 00:30');
    expect(formatDate('2026-03-15T00:30:00-05:00', 'YYYY-MM-DD HH:mm')).toBe('2026-03-15 13:30');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2026-01-01')).toBe('2026年01月01日');
    expect(formatDate('2026-01-01', 'YYYY-MM-DD HH:mm')).toBe('2026-01-01 00:00');
    expect(formatDate('2026-12-31', 'YYYY-MM-DD')).toBe('2026-12-31');
  });

  it('uses the zh-cn locale for names', () => {
    expect(formatDate('2026-03-15', 'dddd')).toBe('星期日');
    expect(formatDate('2026-03-15', 'MMMM')).toBe('三月');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-13-45T99:00:00Z')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('agrees with the Asia/Shanghai zone of the timezone plugin (no DST since 1991)', () => {
    const start = Date.UTC(1992, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    const step = 7 * 3_600_000 + 13 * 60_000 + 17_000; // an odd step visits every hour of the day
    let checked = 0;
    for (let ms = start; ms < end; ms += step * 97) {
      expect(formatDate(ms, 'YYYY-MM-DD HH:mm:ss')).toBe(dayjs(ms).tz(CHINA_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss'));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('gives the same text whatever the process time zone', () => {
    const script = `
      import { formatDate, chinaToday, chinaHour } from './libs/shared/util/src/lib/dates.ts';
      console.log(JSON.stringify([
        formatDate('2026-03-14T16:30:00.000Z', 'YYYY-MM-DD HH:mm'),
        formatDate('2026-01-01', 'YYYY-MM-DD'),
        formatDate('2026-01-01 23:30', 'YYYY-MM-DD HH:mm'),
        chinaToday(Date.UTC(2026, 5, 30, 17)),
        chinaHour(Date.UTC(2026, 5, 30, 17)),
      ]));`;
    const outputs = ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Shanghai'].map((TZ) =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, TZ },
        encoding: 'utf8',
      }).trim(),
    );
    for (const out of outputs) expect(JSON.parse(out)).toEqual(['2026-03-15 00:30', '2026-01-01', '2026-01-01 23:30', '2026-07-01', 1]);
  });
});

describe('China clock helpers', () => {
  it('give the day, hour and year in China', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 18, 0); // 02:00 on 1 January 2027 in Beijing
    expect(chinaToday(lateUtc)).toBe('2027-01-01');
    expect(chinaHour(lateUtc)).toBe(2);
    expect(chinaYear(lateUtc)).toBe(2027);
  });
});

describe('picker days', () => {
  it('round-trip a calendar day through the picker Date (local midnight)', () => {
    const date = dayToPickerDate('2026-02-28');
    expect(date?.getDate()).toBe(28);
    expect(date?.getHours()).toBe(0);
    expect(pickedDay(date)).toBe('2026-02-28');
  });

  it('refuse malformed days', () => {
    expect(dayToPickerDate('2026-02-30')).toBeNull();
    expect(dayToPickerDate('')).toBeNull();
    expect(dayToPickerDate(20260101)).toBeNull();
    expect(pickedDay(null)).toBeUndefined();
    expect(pickedDay(new Date(Number.NaN))).toBeUndefined();
  });
});
