/**
 * `GET /api/openapi.json` (the bundled contract; brotli or gzip compressed once and kept) and
 * `GET /api/docs` (Swagger UI from the installed `swagger-ui-dist`, its files under
 * `/api/docs/`, compressed per request by `compression.ts` and revalidated with ETags).
 *
 * The reference reads `GET /api/docs/openapi.json`: the same contract with each operation that has
 * no handler in this server marked (issue 17) — `x-status: not-implemented`, 【未实现】 before its
 * summary, a note in its description — and Swagger UI offers no 试用 (Try it out) for those.
 * `/api/openapi.json` stays the bundled contract byte for byte (SDK, QA tools).
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
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    // Hundreds of operations: start with the tags collapsed and offer the tag filter box.
    docExpansion: 'none',
    filter: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    validatorUrl: null,
    showExtensions: true,
    plugins: [SwaggerUIBundle.plugins.DownloadUrl, function () {
      return {
        wrapComponents: {
          // an operation the server does not implement yet: no "Try it out"
          operation: function (Original, system) {
            return function (props) {
              // Operation reads allowTryItOut from its \`operation\` map (OperationContainer sets it there)
              var op = props.operation;
              var status = op && op.getIn && op.getIn(['op', 'x-status']);
              var shown = status === 'not-implemented' ? Object.assign({}, props, { operation: op.set('allowTryItOut', false) }) : props;
              return system.React.createElement(Original, shown);
            };
          }
        }
      };
    }]
  });
};
`;

/** The value of `x-status` on an operation this server does not implement. */
export const NOT_IMPLEMENTED_STATUS = 'not-implemented';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The contract as the API reference shows it: every operation whose operationId is not in
 * `implemented` gets `x-status: not-implemented`, 【未实现】 before its summary and a note first in its
 * description. Returns a copy; `spec` is not changed.
 */
export function docsSpec(spec: OpenApiSpec, implemented: ReadonlySet<string>): OpenApiSpec {
  const copy = structuredClone(spec) as OpenApiSpec & { paths?: Record<string, Record<string, unknown>> };
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { operationId?: string; summary?: string; description?: string; [k: string]: unknown } | undefined;
      if (!operation?.operationId || implemented.has(operation.operationId)) continue;
      operation['x-status'] = NOT_IMPLEMENTED_STATUS;
      operation.summary = `【未实现】${operation.summary ?? operation.operationId}`;
      operation.description = `**未实现**：已在契约中声明，本服务尚未实现，调用将得到 501 \`NOT_IMPLEMENTED\`。\n\n${operation.description ?? ''}`;
    }
  }
  return copy;
}

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

/**
 * Answers a JSON document that never changes while the process runs (1.2 MB): compressed once per
 * encoding (brotli or gzip, as the client accepts), not per request.
 */
function sendJsonDocument(app: FastifyInstance, path: string, document: unknown): void {
  const json = JSON.stringify(document);
  const compressed = new Map<'br' | 'gzip', Promise<Buffer>>();
  const compress = (encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? promisify(brotliCompress)(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : promisify(gzip)(json, { level: 9 });
  app.get(path, { compress: false }, async (req, reply) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(json);
    let body = compressed.get(encoding);
    if (!body) {
      body = compress(encoding);
      compressed.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(await body);
  });
}

/**
 * Registers the spec and documentation routes.
 * @param implemented - operationIds with a handler; the others are marked 未实现 in the reference.
 */
export async function registerDocs(app: FastifyInstance, spec: OpenApiSpec, implemented?: ReadonlySet<string>): Promise<void> {
  sendJsonDocument(app, '/api/openapi.json', spec);
  sendJsonDocument(app, '/api/docs/openapi.json', implemented ? docsSpec(spec, implemented) : spec);
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
