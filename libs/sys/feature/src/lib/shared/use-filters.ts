import { useCallback, useState } from 'react';

/** Drops empty values: the list calls must never receive `enableFlag=` (an invalid enum value). */
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
  /** The values of the last 查询, without empty ones (pass to `PagedTable filters`). */
  applied: Partial<T>;
  /** 查询: applies the draft. */
  search: () => void;
  /** 重置: back to the initial values, applied at once. */
  reset: () => void;
}

/** Draft and applied filter values of a list page (the table goes back to page 1 on a change). */
export function useFilters<T extends object>(initial: T): Filters<T> {
  const [draft, setDraft] = useState<T>(initial);
  const [applied, setApplied] = useState<Partial<T>>(() => compactFilters(initial));
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => setDraft((d) => ({ ...d, [key]: value })), []);
  const search = useCallback(() => setApplied(compactFilters(draft)), [draft]);
  const reset = useCallback(() => {
    setDraft(initial);
    setApplied(compactFilters(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial values of the first render
  }, []);
  return { draft, set, applied, search, reset };
}
