/**
 * List parameters as a workbench search form holds them, and their canonical form for query keys
 * and URLs. Used by every domain's list query builders (the `query` of the paged tables).
 */

/**
 * The parameters of a list operation as a search form holds them: every one optional, `null` for
 * a cleared select, enum codes as plain strings (a select's value; the server checks the code
 * against the contract and answers 400 with a Chinese message otherwise).
 *
 * @example `sysUserListQuery(params: FormQuery<SysUserListParams>)`
 */
export type FormQuery<T> = {
  [K in keyof T]?: (NonNullable<T[K]> extends string ? string : NonNullable<T[K]>) | null;
};

/**
 * Drops `undefined`, `null` and blank strings (empty or only spaces), so that equal searches give
 * equal query keys and no empty parameter is sent. Returns the operation's own parameter type: the values left are
 * the form's, checked by the server.
 */
export function compactQuery<T extends object>(params: FormQuery<T> | T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    out[key] = value;
  }
  return out as T;
}
