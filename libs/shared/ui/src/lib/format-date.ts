/**
 * Formats an ISO date or date-time string with a small token pattern, in the browser's local time.
 *
 * Tokens: `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` (zero-padded). Everything else is copied as is, so
 * Chinese dates read naturally: `formatDate('2026-03-15T02:00:00.000Z', 'YYYY年MM月DD日')` →
 * `2026年03月15日` (seeds 001 §2 "publish time"). A date-only string (`2026-01-01`) is read as a
 * calendar date, not shifted by the time zone. Returns `''` for an empty or unparsable value.
 */
export function formatDate(value: string | null | undefined, pattern = 'YYYY年MM月DD日'): string {
  if (!value) return '';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}
