import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createApiClient, type ApiClient } from '@qifu/sdk';
import type { ReactElement, ReactNode } from 'react';

import { ApiClientProvider } from '../lib/api-context';

import { qifuTheme } from '../lib/theme';

/**
 * A QueryClient for one test: no retries (a failing request fails the test at once) and no
 * garbage-collection timers left running after the test.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * A client without a session for widget tests: base `/api` on the jsdom origin (MSW answers it),
 * messages collected nowhere (a test asserts on what the widget shows).
 */
export function createTestApiClient(): ApiClient {
  return createApiClient({
    baseUrl: `${window.location.origin}/api`,
    getToken: () => undefined,
    getRefreshToken: () => undefined,
    isLoggedIn: () => false,
    onMessage: () => undefined,
    onSessionEvent: () => undefined,
    reload: () => undefined,
    guardStorage: null,
  });
}

/** Options of {@link render}: Testing Library's own, plus the providers' inputs. */
export interface TestRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Reuse a client (for example to pre-fill the cache); a fresh one by default. */
  queryClient?: QueryClient;
  /** Mantine theme; the app's `qifuTheme` by default. */
  theme?: MantineThemeOverride;
  /** API client for widgets that load data ({@link ApiClientProvider}); a plain client on `/api` by default. */
  apiClient?: ApiClient;
  /** Extra providers (router, jotai store …) wrapped inside Mantine and React Query. */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/** What {@link render} returns: Testing Library's result plus the QueryClient used. */
export interface TestRenderResult extends RenderResult {
  queryClient: QueryClient;
}

/**
 * The one `render()` of the front-end tests (CONVENTIONS.md §8): renders `ui` inside
 * `MantineProvider` (`qifuTheme`; test environment: no transitions, no portals) and a fresh
 * `QueryClientProvider`. Network calls are mocked at the fetch level (MSW) by the test itself.
 *
 * @example
 * ```tsx
 * const { queryClient } = render(<PolicyList />);
 * expect(await screen.findByText('政策文件')).toBeInTheDocument();
 * ```
 */
export function render(ui: ReactElement, options: TestRenderOptions = {}): TestRenderResult {
  const {
    queryClient = createTestQueryClient(),
    theme = qifuTheme,
    apiClient = createTestApiClient(),
    wrapper: Inner,
    ...rest
  } = options;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <MantineProvider theme={theme} env="test">
            {Inner ? <Inner>{children}</Inner> : children}
          </MantineProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }
  const options_: Omit<RenderOptions, 'queries'> = { ...rest, wrapper: Providers };
  return { ...rtlRender(ui, options_), queryClient };
}
