/**
 * MSW at the fetch level for the web side's tests (CONVENTIONS.md §8): one server per test file,
 * unhandled requests fail the test.
 */
import { type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Matches an API path on any origin: `apiUrl('/policy/doc/list')` → `*\/api/policy/doc/list`. */
export function apiUrl(path: string): string {
  return `*/api${path}`;
}

/**
 * Starts an MSW server for this test file with `onUnhandledRequest: 'error'`, resets the
 * per-test handlers after each test and closes it at the end.
 */
export function setupMsw(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
