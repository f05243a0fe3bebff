/**
 * Playwright fixtures for every end-to-end spec: import `test` and `expect` from here, never
 * from `@playwright/test` directly.
 *
 * The automatic `contractTraffic` fixture records every request the page (and any popup of its
 * browser context) makes under `/api/`, and when the test ends checks each one against the
 * bundled spec `openapi/bundled/openapi.json` with `@qifu/contract`:
 * - request: path parameters, query, declared headers, JSON / form body (multipart: presence);
 * - response: declared status, JSON body against its schema (binary: content type only).
 * Any violation fails the test with the list (also attached as `contract-violations.txt`).
 *
 * Tuning per file or per describe block:
 * ```ts
 * test.use({ contractCheck: { enabled: true, ignore: [/^\/files\/dowload$/], basePath: '/api' } });
 * ```
 */
import { expect, test as base, type Request } from '@playwright/test';
import { createContractValidator, type ContractValidator } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';

/** Options of the contract check (`test.use({ contractCheck: {...} })`). */
export interface ContractCheckOptions {
  /** Turn the check off for tests that send invalid requests on purpose. */
  enabled: boolean;
  /** Paths (after the base path) that are not API operations: spec document, API reference. */
  ignore: RegExp[];
  /** The server's base path, stripped before looking the path up in the spec. */
  basePath: string;
}

/** One `/api/` exchange seen during the test. */
export interface ContractExchange {
  method: string;
  /** Path after the base path, without the query string. */
  path: string;
  /** `operationId` from the spec, when the path is declared. */
  operationId?: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Violations found for this exchange (empty when it follows the contract). */
  violations: string[];
}

/** The value of the `contractTraffic` fixture: what has been checked so far. */
export interface ContractTraffic {
  /** Waits for the pending checks and returns every exchange recorded until now. */
  exchanges(): Promise<ContractExchange[]>;
}

/** Non-operation paths under `/api` served by the API server. */
export const DEFAULT_CONTRACT_IGNORE: RegExp[] = [/^\/openapi\.(json|yaml)$/, /^\/(docs|reference)(\/|$)/];

let sharedValidator: ContractValidator | undefined;
function contractValidator(): ContractValidator {
  sharedValidator ??= createContractValidator(loadBundledSpec());
  return sharedValidator;
}

export const test = base.extend<{ contractCheck: ContractCheckOptions; contractTraffic: ContractTraffic }>({
  contractCheck: [{ enabled: true, ignore: DEFAULT_CONTRACT_IGNORE, basePath: '/api' }, { option: true }],

  contractTraffic: [
    async ({ page, contractCheck, baseURL }, use, testInfo) => {
      const pending: Array<Promise<ContractExchange>> = [];
      const origin = baseURL ? new URL(baseURL).origin : undefined;
      const validator = contractCheck.enabled ? contractValidator() : undefined;
      const { basePath, ignore } = contractCheck;

      const onRequestFinished = (request: Request): void => {
        if (!validator) return;
        const url = new URL(request.url());
        if (origin && url.origin !== origin) return;
        if (!url.pathname.startsWith(`${basePath}/`)) return;
        const path = url.pathname.slice(basePath.length);
        if (ignore.some((pattern) => pattern.test(path))) return;
        const method = request.method();
        const label = `${method} ${url.pathname}${url.search}`;

        pending.push(
          (async (): Promise<ContractExchange> => {
            const operationId = validator.findOperation(method, path)?.operationId;
            const requestHeaders = await request.allHeaders();
            const violations = validator
              .validateRequest({
                method,
                path,
                query: url.search,
                headers: requestHeaders,
                contentType: requestHeaders['content-type'],
                body: request.postDataBuffer() ?? undefined,
              })
              .map((message) => `${label} → request: ${message}`);

            const response = await request.response();
            if (!response) return { method, path, operationId, violations };
            const status = response.status();
            if (status !== 304) {
              const responseHeaders = await response.allHeaders();
              let body: Uint8Array | undefined;
              try {
                body = await response.body();
              } catch {
                body = undefined; // evicted after a navigation: check the status only
              }
              violations.push(
                ...validator
                  .validateResponse({
                    method,
                    path,
                    status,
                    contentType: body === undefined ? undefined : responseHeaders['content-type'],
                    body,
                  })
                  .map((message) => `${label} → ${message}`),
              );
            }
            return { method, path, operationId, status, violations };
          })().catch((error: unknown) => ({
            method,
            path,
            violations: [`${label} → could not be checked: ${error instanceof Error ? error.message : String(error)}`],
          })),
        );
      };

      const context = page.context();
      context.on('requestfinished', onRequestFinished);
      await use({ exchanges: () => Promise.all(pending) });
      const exchanges = await Promise.all(pending);
      context.off('requestfinished', onRequestFinished);

      const violations = exchanges.flatMap((exchange) => exchange.violations);
      if (violations.length > 0) {
        await testInfo.attach('contract-violations.txt', { body: violations.join('\n'), contentType: 'text/plain' });
        throw new Error(
          `${violations.length} API contract violation(s) against openapi/bundled/openapi.json:\n  - ${violations.join('\n  - ')}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect };
