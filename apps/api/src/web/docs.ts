/**
 * `GET /api/openapi.json` (the bundled contract) and `GET /api/docs` (Swagger UI from the
 * installed `swagger-ui-dist`, its files under `/api/docs/`).
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

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
<script>
window.onload = function () {
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
    layout: 'StandaloneLayout'
  });
};
</script>
</body>
</html>
`;
}

/** Registers the spec and documentation routes. */
export async function registerDocs(app: FastifyInstance, spec: OpenApiSpec): Promise<void> {
  const specJson = JSON.stringify(spec);
  app.get('/api/openapi.json', async (_req, reply) => {
    return reply.type('application/json; charset=utf-8').send(specJson);
  });
  const html = swaggerIndexHtml('县企业综合服务平台 API');
  const sendIndex = async (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/api/docs', sendIndex);
  app.get('/api/docs/', sendIndex);
  app.get('/api/docs/index.html', sendIndex);
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
