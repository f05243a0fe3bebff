/**
 * A picked date as the calendar day `YYYY-MM-DD` in local time, for a list's date filters
 * (`startTime`/`endTime` of a `DateRangeInput` value); `undefined` for no date, so the
 * filter is left out.
 */
export function toDay(date: Date | null | undefined): string | undefined {
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
