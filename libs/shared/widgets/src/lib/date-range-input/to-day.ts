import { pickedDay } from '@qifu/util';

/**
 * A picked date as the calendar day `YYYY-MM-DD` (the picker's local midnight; `pickedDay` of
 * `@qifu/util`), for a list's date filters (`startTime`/`endTime` of a `DateRangeInput` value);
 * `undefined` for no date, so the filter is left out.
 */
export function toDay(date: Date | null | undefined): string | undefined {
  return pickedDay(date);
}
