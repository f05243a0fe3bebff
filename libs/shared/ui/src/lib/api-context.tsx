/**
 * The API client for shared widgets that load their own data (paged table, remote dropdown,
 * uploaders, government-staff selector — seeds 001 §2). Widgets never import the session: the app
 * provides its session-bound client once (`<ApiClientProvider client={api}>`), tests provide a
 * plain {@link createApiClient} instance (see `@qifu/ui/testing` `render()`).
 */
import type { ApiClient } from '@qifu/sdk';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/** Makes `client` available to {@link useApiClient} below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps): ReactElement {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/**
 * The client given by the nearest {@link ApiClientProvider}.
 * @throws Error when no provider is mounted (a wiring mistake, not a runtime condition).
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no <ApiClientProvider> above this component');
  return client;
}
