/**
 * Test helper of the pickers' own tests: query options of a demo address that is not in the
 * contract (`/demo/tree`, `/demo/options`), so the tests can mock any answer with MSW. A failed
 * call (HTTP error or `success: false`) rejects with the envelope's `msg`, as the SDK's `unwrap` does.
 */
import { queryOptions } from '@tanstack/react-query';

/** GET `/api{path}?{params}` resolving to the envelope's `data`. */
export function demoQuery<T>(path: string, params: Record<string, string | number | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return queryOptions({
    queryKey: ['demo', path, params],
    queryFn: async ({ signal }): Promise<T> => {
      const response = await fetch(`${window.location.origin}/api${path}?${search.toString()}`, { signal });
      const body = (await response.json()) as { success?: boolean; msg?: string; data?: T };
      if (!response.ok || body.success !== true) throw new Error(body.msg ?? response.statusText);
      return body.data as T;
    },
  });
}
