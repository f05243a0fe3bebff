/**
 * The built web app (`dist/apps/web`), when it exists: files with @fastify/static (hashed
 * `/assets/*` cached as immutable), and `index.html` for every other GET outside `/api` and
 * `/sso` (SPA fallback — the app itself redirects unknown routes to /404).
 *
 * Compression (issue 13 §4): the build writes `<file>.br` and `<file>.gz` beside every text file
 * (apps/web/vite.config.ts, `precompress`); `preCompressed` sends the one the client accepts
 * (brotli first) with `content-encoding` and `vary: accept-encoding`, the plain file otherwise.
 * The SPA fallback goes through the same path, so index.html is compressed too.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whether a request should get the SPA's index.html instead of a 404. */
export function wantsSpaFallback(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '/';
  return !/^\/(api|sso|assets)(\/|$)/.test(path);
}

/**
 * Registers the web app's files.
 * @returns a function answering index.html (for the not-found handler), or undefined when there
 *   is no built web app.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // `reply.sendFile` for the SPA fallback (the Swagger UI's registration does not decorate)
    decorateReply: true,
    preCompressed: true,
    cacheControl: false,
    redirect: false,
    setHeaders(reply, path) {
      if (path.includes(`${sep}assets${sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  // setHeaders above gives index.html `no-cache`; sendFile negotiates index.html.br / .gz
  return async (reply) => reply.code(200).sendFile('index.html');
}
