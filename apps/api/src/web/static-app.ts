/**
 * The built web app (`dist/apps/web`), when it exists: files with @fastify/static (hashed
 * `/assets/*` cached as immutable), and `index.html` for every other GET outside `/api` and
 * `/sso` (SPA fallback — the app itself redirects unknown routes to /404).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
    decorateReply: false,
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
  return async (reply) =>
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(indexFile));
}
