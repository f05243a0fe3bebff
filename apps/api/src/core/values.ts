/**
 * Contract value conversions shared by every domain (issue 12): ISO 8601 times (the contract's
 * `date-time`), trimmed optional text, literal ILIKE patterns and the `'0' | '1'` enable flag.
 */
import { escapeLike } from './paging';

/** ISO 8601 text of a timestamp (the contract's `date-time`). */
export function iso(value: Date): string {
  return value.toISOString();
}

/** {@link iso} for nullable timestamps: null when missing. */
export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Trimmed text, or null when blank or missing. */
export function textOrNull(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** An ILIKE pattern matching `keyword` literally anywhere (`%` and `_` escaped); undefined when blank. */
export function containsPattern(keyword: string | undefined): string | undefined {
  const kw = keyword?.trim();
  return kw ? `%${escapeLike(kw)}%` : undefined;
}

/** The contract's enable flag of a boolean: `'1'` enabled, `'0'` disabled. */
export function flagOf(enabled: boolean): '0' | '1' {
  return enabled ? '1' : '0';
}
