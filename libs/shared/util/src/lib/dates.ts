/**
 * The web app's one date helper (issue 14 "Dates"): dayjs with the zh-cn locale, in the bureau's
 * time, China Standard Time (Asia/Shanghai), whatever the browser's time zone.
 *
 * Design choice (documented in docs/decisions/0031-elder-mode-and-china-time.md): instants
 * are shifted with dayjs' `utc` plugin to a fixed offset of +08:00 (`utcOffset(480)`) instead of
 * loading the `timezone` plugin, whose zone tables go through `Intl.DateTimeFormat` and cost bytes
 * on the home page's first load (budget 150 KB). The two agree for every instant since 1992:
 * Asia/Shanghai has been UTC+8 all year, without daylight saving, since 1991 (dates.test.ts checks
 * this against the `timezone` plugin).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** The IANA zone every date of the web app is shown in. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
/** China Standard Time's offset from UTC in minutes (+08:00, no daylight saving since 1991). */
export const CHINA_UTC_OFFSET_MINUTES = 480;
/** The dayjs locale of the web app. */
export const DATE_LOCALE = 'zh-cn';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A value the helpers read: an ISO date (`2026-01-01`), an ISO date-time, a `Date` or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

/**
 * A value as a dayjs object in China Standard Time (zh-cn locale), or `null` for an empty or
 * unreadable value. A date-only string (`2026-01-01`) stays that calendar day (midnight CST);
 * an instant (ISO date-time with `Z` or an offset, a `Date`, epoch ms) is shifted to +08:00. A
 * date-time without an offset (`2026-01-01 10:00`) is read as China time.
 */
export function toChinaTime(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let d: dayjs.Dayjs;
  if (typeof value === 'string' && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) {
    // A calendar date or a wall-clock time without an offset: read it as China time as is.
    const text = value.trim();
    if (!DATE_ONLY.test(text) && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(text)) return null;
    // (`utcOffset(480, true)` would keep the wall clock but depends on the browser's zone.)
    d = dayjs.utc(text).subtract(CHINA_UTC_OFFSET_MINUTES, 'minute').utcOffset(CHINA_UTC_OFFSET_MINUTES);
  } else {
    d = dayjs.utc(value).utcOffset(CHINA_UTC_OFFSET_MINUTES);
  }
  return d.isValid() ? d.locale(DATE_LOCALE) : null;
}

/**
 * Formats a date or an instant in China Standard Time with a dayjs pattern (zh-cn locale).
 *
 * Common patterns: `YYYY年MM月DD日` (default; seeds 001 §2 "publish time"), `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm`, `YYYY年MM月DD日 HH:mm`, `MM月DD日 HH:mm`, `dddd` (星期日). Text in square
 * brackets is copied as is. Returns `''` for an empty or unreadable value (never throws).
 *
 * @example formatDate('2026-03-14T16:30:00.000Z', 'YYYY-MM-DD HH:mm') // → '2026-03-15 00:30'
 * @example formatDate('2026-01-01') // → '2026年01月01日', in every browser zone
 */
export function formatDate(value: DateInput, pattern = 'YYYY年MM月DD日'): string {
  return toChinaTime(value)?.format(pattern) ?? '';
}

/** Today's calendar day in China, `YYYY-MM-DD` (`now` for tests). */
export function chinaToday(now: DateInput = Date.now()): string {
  return formatDate(now, 'YYYY-MM-DD');
}

/** The hour of the day in China, 0–23 (`now` for tests), e.g. for 上午好/下午好. */
export function chinaHour(now: DateInput = Date.now()): number {
  return toChinaTime(now)?.hour() ?? 0;
}

/** The year in China (`now` for tests), e.g. the latest full year of a report is `chinaYear() - 1`. */
export function chinaYear(now: DateInput = Date.now()): number {
  return toChinaTime(now)?.year() ?? 1970;
}

/**
 * A date picked in a Mantine date picker as the calendar day `YYYY-MM-DD` (`undefined` for none).
 * A picker hands over the day as local midnight of the browser, so the day is read in local time.
 */
export function pickedDay(date: Date | null | undefined): string | undefined {
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return dayjs(date).format('YYYY-MM-DD');
}

/**
 * A calendar day `YYYY-MM-DD` as the `Date` a Mantine date picker shows as that day (local
 * midnight of the browser); `null` for an empty or malformed value.
 */
export function dayToPickerDate(day: unknown): Date | null {
  if (typeof day !== 'string' || !DATE_ONLY.test(day)) return null;
  const d = dayjs(day);
  return d.isValid() && d.format('YYYY-MM-DD') === day ? d.toDate() : null;
}
