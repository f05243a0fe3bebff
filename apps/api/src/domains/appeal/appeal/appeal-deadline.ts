/**
 * The deadline of an appeal (办理期限; contract appeal-deal-duration.yaml): the China-time calendar day `dealDays`
 * working days after the dispatch, `dealDays` from the class's enabled deal duration, else {@link DEFAULT_DEAL_DAYS}.
 * Working days are Monday–Friday (the documents give no holiday calendar).
 */

/** Working days from dispatch to the deadline of a class without an (enabled) deal duration. */
export const DEFAULT_DEAL_DAYS = 15;

/** The China-time (UTC+8) calendar day `days` working days after `from`, as `YYYY-MM-DD`. */
export function addWorkingDays(from: Date, days: number): string {
  const d = new Date(from.getTime() + 8 * 3_600_000);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}
