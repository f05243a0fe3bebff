/**
 * `GET /api/openapi.json` (the bundled contract; brotli or gzip compressed once and kept) and
 * `GET /api/docs` (Swagger UI from the installed `swagger-ui-dist`, its files under
 * `/api/docs/`, compressed per request by `compression.ts` and revalidated with ETags).
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { OpenApiSpec } from '../core/spec';

/** Folder of the installed swagger-ui-dist package. */
export function swaggerUiFolder(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The Swagger UI page: title 县企业综合服务平台 API, reading `/api/openapi.json`. */
export function swaggerIndexHtml(title: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32">
<style>body{margin:0}</style>
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js" charset="UTF-8"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js" charset="UTF-8"></script>
<script src="/api/docs/qifu-init.js" charset="UTF-8"></script>
</body>
</html>
`;
}

/**
 * The Swagger UI initializer, served as a file (`/api/docs/qifu-init.js`) rather than inline: the
 * Content-Security-Policy allows scripts from this origin only (web/security-headers.ts). No
 * validator badge (it would load an image from validator.swagger.io).
 */
export const SWAGGER_INIT_JS = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    // Hundreds of operations: start with the tags collapsed and offer the tag filter box.
    docExpansion: 'none',
    filter: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    validatorUrl: null
  });
};
`;

/** `br` or `gzip` when the `Accept-Encoding` header accepts it (brotli first), else undefined. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Registers the spec and documentation routes. */
export async function registerDocs(app: FastifyInstance, spec: OpenApiSpec): Promise<void> {
  const specJson = JSON.stringify(spec);
  const compressedSpec = new Map<'br' | 'gzip', Promise<Buffer>>();
  const compress = (encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? promisify(brotliCompress)(specJson, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : promisify(gzip)(specJson, { level: 9 });
  app.get('/api/openapi.json', { compress: false }, async (req, reply) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    // 1.2 MB that never changes while the process runs: compressed once per encoding, not per request
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(specJson);
    let body = compressedSpec.get(encoding);
    if (!body) {
      body = compress(encoding);
      compressedSpec.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(await body);
  });
  const html = swaggerIndexHtml('县企业综合服务平台 API');
  const sendIndex = async (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/api/docs', sendIndex);
  app.get('/api/docs/', sendIndex);
  app.get('/api/docs/index.html', sendIndex);
  app.get('/api/docs/qifu-init.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SWAGGER_INIT_JS),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiFolder(),
    prefix: '/api/docs/',
    decorateReply: false,
    index: false,
    redirect: false,
    // the package's own page and initializer point at the petstore demo
    allowedPath: (pathName) => !/^\/(index\.html|swagger-initializer\.js)$/.test(pathName),
  });
}
