/**
 * Parsing of URL search values for the routes' `validateSearch` (one set of rules for every
 * page): invalid or empty values become `undefined` and are dropped, so URLs stay canonical.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A trimmed string of at most `max` characters (numbers are accepted as text), else undefined. */
export function textParam(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
}

/** A UUID (lower-cased), else undefined. */
export function uuidParam(value: unknown): string | undefined {
  const id = textParam(value, 36);
  return id && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** A page number 2–100,000 (page 1 is the default and stays out of the URL), else undefined. */
export function pageParam(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** One of the `allowed` codes, else undefined. */
export function oneOfParam<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const code = textParam(value, 32);
  return code !== undefined && (allowed as readonly string[]).includes(code) ? (code as T) : undefined;
}

/** A code of letters, digits, `_` and `-` starting with a letter (a column or domain code), at most `max` characters, else undefined. */
export function codeParam(value: unknown, max = 50): string | undefined {
  const code = textParam(value, max);
  return code !== undefined && /^[A-Za-z][A-Za-z0-9_-]*$/.test(code) ? code : undefined;
}

/** The object without its undefined values. */
export function definedParams<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** A parser of one URL search value: the typed value, or undefined when absent or invalid. */
export type SearchParser<T> = (value: unknown) => T | undefined;

/** The search object a {@link defineSearch} shape stands for: every key optional. */
export type SearchOf<TShape extends Record<string, SearchParser<unknown>>> = {
  [K in keyof TShape]?: TShape[K] extends SearchParser<infer T> ? T : never;
};

/** A trimmed text of at most `max` characters (default 50). */
export const text =
  (max = 50): SearchParser<string> =>
  (value) =>
    textParam(value, max);

/** One of `allowed`. */
export const oneOf =
  <const T extends string>(allowed: readonly T[]): SearchParser<T> =>
  (value) =>
    oneOfParam(value, allowed);

/**
 * A route's `validateSearch` from a shape of parsers, e.g.
 * `defineSearch({ id: uuidParam })`, `defineSearch({ keyword: text(), tab: oneOf(['land', 'workshop']), page: pageParam })`.
 * Invalid or empty values are dropped, so URLs stay canonical. Compact on purpose: route
 * definitions are part of the first load (seeds 000 §2 routes).
 */
export function defineSearch<TShape extends Record<string, SearchParser<unknown>>>(
  shape: TShape,
): (raw: Record<string, unknown>) => SearchOf<TShape> {
  return (raw) => {
    const out: Record<string, unknown> = {};
    for (const key in shape) {
      const value = shape[key]?.(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<TShape>;
  };
}

/** The search of a detail page: `?id=<uuid>`. */
export const validateIdSearch = defineSearch({ id: uuidParam });
