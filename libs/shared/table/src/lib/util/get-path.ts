/**
 * Reads a field of a row by a dotted path (seeds 001 §3 "Table column definition": `key`/`prop`
 * may name a nested field, `office.name`). Missing steps give `undefined`; never throws.
 *
 * @example getPath({ office: { name: '经信局' } }, 'office.name') // '经信局'
 */
export function getPath(row: unknown, path: string | undefined): unknown {
  if (!path) return undefined;
  let current: unknown = row;
  for (const step of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** The text of a plain cell value: empty for `null`/`undefined`, `String()` otherwise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
