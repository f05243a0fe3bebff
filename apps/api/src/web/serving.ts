/**
 * Serving (issue 13 §4): compression of dynamic answers (`compression.ts`) and security headers
 * (`security-headers.ts`) for every route registered after it; the web app's precompressed
 * files and cache policy are in `static-app.ts`. docs/operations.md "压缩、缓存与安全头".
 */
import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config';
import { registerCompression } from './compression';
import { registerSecurityHeaders } from './security-headers';

/**
 * Registers compression and security headers. Call it before any route is declared.
 * @throws Error when `CSP_EXTRA` is malformed.
 */
export async function registerServing(app: FastifyInstance, config: Pick<AppConfig, 'cspExtra'>): Promise<void> {
  await registerSecurityHeaders(app, { cspExtra: config.cspExtra });
  await registerCompression(app);
}
