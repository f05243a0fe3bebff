/**
 * URL search of /zzd/login (seeds 000 §2, §3 "Government-app login params: accountId, token, name").
 * Part of the first load (route validator): no imports, kept small.
 */

/** The search of /zzd/login; a missing parameter is `''`. */
export interface ZzdLoginSearch {
  accountId: string;
  token: string;
  name: string;
}

/** A search value as text (the router parses `accountId=75123604` as a number); `''` otherwise. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? `${value}` : '');

/** Validates the search of /zzd/login. */
export const validateZzdLoginSearch = (raw: Record<string, unknown>): ZzdLoginSearch => ({
  accountId: text(raw['accountId']),
  token: text(raw['token']),
  name: text(raw['name']),
});
