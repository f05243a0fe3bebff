/** China Standard Time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * An instant (ISO date-time) as China Standard Time `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD` with
 * `dateOnly`), whatever the browser's time zone; '—' for none or an unreadable value.
 *
 * @example chinaTime('2026-11-21T03:00:00.000Z') // → '2026-11-21 11:00'
 */
export function chinaTime(iso: string | null | undefined, dateOnly = false): string {
  if (!iso) return '—';
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '—';
  const text = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return dateOnly ? text.slice(0, 10) : `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}
