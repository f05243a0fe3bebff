import { useCallback, useState } from 'react';

/**
 * Drops empty filter values and trims strings: `undefined`, `null` and blank strings are left
 * out, so that a list call never receives e.g. `enableFlag=` (an invalid enum value).
 *
 * @example compactFilters({ keyword: ' 王 ', enableFlag: null }) // → { keyword: '王' }
 */
export function compactFilters<T extends object>(filters: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = (typeof value === 'string' ? value.trim() : value) as T[keyof T];
  }
  return out;
}

/** What {@link useFilters} returns. */
export interface Filters<T extends object> {
  /** The values being typed. */
  draft: T;
  /** Sets one draft value. */
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  /**
   * `value` and `onChange` of one draft value, for inputs whose `onChange` receives the value
   * (Select, KeywordFilter, EnableFlagFilter): `<EnableFlagFilter {...filters.field('enableFlag')} />`.
   */
  field: <K extends keyof T>(key: K) => { value: T[K]; onChange: (value: T[K]) => void };
  /** The values of the last 查询, compacted ({@link compactFilters}); pass to the table's `filters`. */
  applied: Partial<T>;
  /** 查询: applies the draft. */
  search: () => void;
  /** 重置: back to the initial values, applied at once. */
  reset: () => void;
}

/**
 * Draft and applied filter values of a list page: inputs change the draft; 查询 applies it,
 * 重置 restores and applies `initial` (the values of the first render). A paged table given
 * `applied` goes back to page 1 when they change.
 */
export function useFilters<T extends object>(initial: T): Filters<T> {
  const [draft, setDraft] = useState<T>(initial);
  const [applied, setApplied] = useState<Partial<T>>(() => compactFilters(initial));
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => setDraft((d) => ({ ...d, [key]: value })), []);
  const field = <K extends keyof T>(key: K) => ({ value: draft[key], onChange: (value: T[K]) => set(key, value) });
  const search = useCallback(() => setApplied(compactFilters(draft)), [draft]);
  const reset = useCallback(() => {
    setDraft(initial);
    setApplied(compactFilters(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial values of the first render
  }, []);
  return { draft, set, field, applied, search, reset };
}
