import { formatDate } from '@qifu/util';

/**
 * An instant (ISO date-time) as China Standard Time `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD` with
 * `dateOnly`), whatever the browser's time zone (`formatDate` of `@qifu/util`); '—' for none or
 * an unreadable value.
 *
 * @example chinaTime('2026-11-21T03:00:00.000Z') // → '2026-11-21 11:00'
 */
export function chinaTime(iso: string | null | undefined, dateOnly = false): string {
  return formatDate(iso, dateOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm') || '—';
}
