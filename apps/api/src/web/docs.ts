/**
 * `GET /api/openapi.json` (the bundled contract; brotli or gzip compressed once and kept) and the
 * API reference (issue 17):
 * - `GET /api/docs`: Redoc 3 (the `redoc.standalone.js` of the installed @redocly/cli). Its first
 *   screen (introduction and menu) is prerendered at build time by `docs-prerender.ts`
 *   (`dist/apps/api/docs/`) and hydrated by `/api/docs/redoc-init.js`; without a prerendered page
 *   matching this server's contract, the same page renders in the browser (about 1 s slower).
 * - `GET /api/docs/try`: Swagger UI (`swagger-ui-dist`, files under `/api/docs/`) for 试用
 *   (Try it out), which Redoc CE does not have; linked from the Redoc introduction.
 *
 * Both read `GET /api/docs/openapi.json`: the contract with each operation that has no handler in
 * this server marked — `x-status: not-implemented`, an `x-badges` 未实现 badge, 【未实现】 before
 * its summary, a note in its description — and Swagger UI offers no Try it out for those.
 * `/api/openapi.json` stays the bundled contract byte for byte (SDK, QA tools).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { OpenApiSpec } from '../core/spec';
import { repoRoot } from '../paths';
import { escapeHtml } from '../core/html';

/** Folder of the installed swagger-ui-dist package. */
export function swaggerUiFolder(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** The Swagger UI page (`/api/docs/try`): title 县企业综合服务平台 API, reading `/api/docs/openapi.json`. */
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
/** The badge Redoc shows on an operation this server does not implement (`x-badges`). */
export const NOT_IMPLEMENTED_BADGE = {
  name: '未实现',
  color: '#c92a2a',
} as const;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Chinese menu names of the contract's tags (one tag per domain), shown by Redoc (`x-displayName`). */
export const TAG_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  session: '登录与会话',
  sys: '系统管理',
  files: '文件',
  policy: '政策服务',
  declaration: '政策申报',
  tag: '企业标签',
  'enterprise-archive': '企业库与档案',
  appeal: '诉求服务',
  questionnaire: '问卷与数据填报',
  land: '土地供需',
  workshop: '厂房供需',
  tech: '科技服务',
  training: '培训',
  cms: '新闻内容',
  'customer-service': '智能客服',
  portal: '门户与个人中心',
  sms: '短信',
  call: '呼叫中心',
};

/**
 * The Redoc menu's groups of domains (`x-tagGroups`). Redoc leaves out a tag that is in no group,
 * so {@link docsSpec} puts any tag missing here into 其他.
 */
export const TAG_GROUPS: ReadonlyArray<{
  name: string;
  tags: readonly string[];
}> = [
  { name: '账号与系统', tags: ['session', 'sys', 'files'] },
  { name: '政策服务', tags: ['policy', 'declaration', 'tag'] },
  { name: '企业服务', tags: ['enterprise-archive', 'appeal', 'questionnaire'] },
  { name: '供需与科技', tags: ['land', 'workshop', 'tech'] },
  {
    name: '培训、新闻与门户',
    tags: ['training', 'cms', 'customer-service', 'portal'],
  },
  { name: '短信与呼叫中心', tags: ['sms', 'call'] },
];

/** The paragraph the reference adds after the first one of the introduction: where to try calls. */
export const TRY_IT_NOTE =
  '需要在浏览器中试调用接口（Try it out）时，请打开 [可试用的接口文档（Swagger UI）](/api/docs/try)；标有「未实现」的接口不提供试用。';

type DocsOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  [k: string]: unknown;
};
type DocsDocument = OpenApiSpec & {
  info?: { description?: string; [k: string]: unknown };
  tags?: { name: string; description?: string; [k: string]: unknown }[];
  paths?: Record<string, Record<string, unknown>>;
  [k: string]: unknown;
};

/**
 * The contract as the API reference shows it (issue 17): every operation whose operationId is not
 * in `implemented` gets `x-status: not-implemented`, the {@link NOT_IMPLEMENTED_BADGE} in
 * `x-badges`, 【未实现】 before its summary and a note first in its description; each tag gets its
 * Chinese `x-displayName`, the document `x-tagGroups` ({@link TAG_GROUPS}, leftovers in 其他), and
 * the introduction the {@link TRY_IT_NOTE} after its first paragraph. Returns a copy; `spec` is
 * not changed. Deterministic: the build's prerendered page is matched to it by hash.
 */
export function docsSpec(spec: OpenApiSpec, implemented: ReadonlySet<string>): OpenApiSpec {
  const copy = structuredClone(spec) as DocsDocument;
  const used = new Set<string>();
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as DocsOperation | undefined;
      if (!operation) continue;
      for (const tag of (operation['tags'] as string[] | undefined) ?? []) used.add(tag);
      if (!operation.operationId || implemented.has(operation.operationId)) continue;
      operation['x-status'] = NOT_IMPLEMENTED_STATUS;
      operation['x-badges'] = [...((operation['x-badges'] as unknown[] | undefined) ?? []), { ...NOT_IMPLEMENTED_BADGE }];
      operation.summary = `【未实现】${operation.summary ?? operation.operationId}`;
      operation.description = `**未实现**：已在契约中声明，本服务尚未实现，调用将得到 501 \`NOT_IMPLEMENTED\`。\n\n${operation.description ?? ''}`;
    }
  }
  const tags = copy.tags ?? [];
  for (const tag of tags) {
    const name = TAG_DISPLAY_NAMES[tag.name];
    if (name && tag['x-displayName'] === undefined) tag['x-displayName'] = name;
  }
  const names = [...new Set([...tags.map((t) => t.name), ...used])];
  const grouped = TAG_GROUPS.map((g) => ({
    name: g.name,
    tags: g.tags.filter((t) => names.includes(t)),
  })).filter((g) => g.tags.length > 0);
  const rest = names.filter((t) => !grouped.some((g) => g.tags.includes(t)));
  copy['x-tagGroups'] = rest.length > 0 ? [...grouped, { name: '其他', tags: rest }] : grouped;
  if (copy.info) {
    const intro = copy.info.description ?? '';
    const cut = intro.indexOf('\n\n');
    copy.info.description = cut < 0 ? `${intro}\n\n${TRY_IT_NOTE}\n` : `${intro.slice(0, cut)}\n\n${TRY_IT_NOTE}${intro.slice(cut)}`;
  }
  return copy;
}

/** sha256 (hex) of a text: the prerendered page is kept only for the exact contract it was built from. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The options Redoc renders with: the prerender passes none (`redocly build-docs` adds
 * `skipBundle`), and hydration must use the same ones. Telemetry off (the page is for intranets).
 */
export const REDOC_OPTIONS = {
  skipBundle: true,
  disableTelemetry: true,
} as const;

/**
 * `/api/docs/redoc-init.js`: loads Redoc (`/api/docs/redoc.standalone.js`, an ES module) and the
 * marked contract, then hydrates the prerendered first screen (or renders into the empty element
 * when there is none). A file, not an inline script: the Content-Security-Policy allows scripts
 * from this origin only, and no `eval`: Redoc's search index would build its Web Worker with
 * `Function(…)` (blocked, reported as a violation, then it indexes in the page anyway), so the page
 * hides `Worker` from Redoc and the index is built in the page from the start.
 */
export const REDOC_INIT_JS = `import { hydrate } from '/api/docs/redoc.standalone.js';

// no Web Worker for the search index: Redoc would create it with Function(…), which the CSP forbids
window.Worker = undefined;
const root = document.getElementById('redoc');
try {
  const response = await fetch('/api/docs/openapi.json');
  if (!response.ok) throw new Error('HTTP ' + response.status);
  await hydrate(await response.json(), ${JSON.stringify(REDOC_OPTIONS)}, root);
} catch (error) {
  root.textContent = '接口文档加载失败（' + (error && error.message ? error.message : error) + '），请刷新页面重试。';
}
`;

/** Title of both reference pages. */
export const DOCS_TITLE = '县企业综合服务平台 API';

/**
 * The Redoc page. `prerendered` gives the first screen rendered at build time (`docs-prerender.ts`):
 * its `<style>` tags, the markup of `#redoc`, and whether its inline scripts were moved to
 * `/api/docs/redoc-prerender.js`; without it `#redoc` is empty and renders in the browser. The
 * contract and Redoc start downloading with the page (`preload`, `modulepreload`).
 */
export function redocPageHtml(prerendered?: { styles: string; markup: string; hasScript: boolean }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(DOCS_TITLE)}</title>
<link rel="modulepreload" href="/api/docs/redoc.standalone.js">
<link rel="preload" href="/api/docs/openapi.json" as="fetch" crossorigin="anonymous">
${prerendered?.hasScript ? '<script src="/api/docs/redoc-prerender.js"></script>\n' : ''}<style>body{margin:0;padding:0}</style>
${prerendered?.styles ?? ''}
</head>
<body>
<div id="redoc">${prerendered?.markup ?? ''}</div>
<script type="module" src="/api/docs/redoc-init.js"></script>
</body>
</html>
`;
}

/** `redoc.standalone.js` of the installed @redocly/cli (a devDependency), or undefined. */
export function installedRedocBundle(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const file = join(dirname(require.resolve('@redocly/cli/package.json')), 'lib', 'chunks', 'redoc.standalone.js');
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Folder of the build's prerendered reference (`dist/apps/api/docs`); may not exist. */
export function prerenderedDocsFolder(): string {
  return join(repoRoot(), 'dist', 'apps', 'api', 'docs');
}

/** `manifest.json` of the prerendered reference. */
export interface PrerenderManifest {
  /** {@link sha256Hex} of the JSON of {@link docsSpec} the page was rendered from. */
  docsSpecSha256: string;
  /** Redoc's version, from the head of `redoc.standalone.js`. */
  redocVersion: string;
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
 * Answers a document that never changes while the process runs (the 1.2 MB contract, Redoc's
 * 2.2 MB script, the page): read by `load` at the first request, compressed once per encoding
 * (brotli 9 or gzip 9, as the client accepts), not per request; an ETag lets the browser
 * revalidate (`cache-control: no-cache`, 304 when unchanged).
 */
function sendFixedDocument(app: FastifyInstance, path: string, type: string, load: () => string | Buffer): void {
  let body: { raw: string | Buffer; etag: string } | undefined;
  const compressed = new Map<'br' | 'gzip', Promise<Buffer>>();
  const compress = (raw: string | Buffer, encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? promisify(brotliCompress)(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
        })
      : promisify(gzip)(raw, { level: 9 });
  app.get(path, { compress: false }, async (req, reply) => {
    if (!body) {
      const raw = load();
      body = {
        raw,
        etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      };
    }
    reply.type(type).header('vary', 'accept-encoding').header('etag', body.etag).header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === body.etag) return reply.code(304).send();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(body.raw);
    let bytes = compressed.get(encoding);
    if (!bytes) {
      bytes = compress(body.raw, encoding);
      compressed.set(encoding, bytes);
    }
    return reply.header('content-encoding', encoding).send(await bytes);
  });
}

/** Options of {@link registerDocs}. */
export interface DocsOptions {
  /** Folder of the prerendered reference; `false` for none. Default {@link prerenderedDocsFolder}. */
  prerendered?: string | false;
}

/**
 * Registers the spec and documentation routes.
 * @param implemented - operationIds with a handler; the others are marked 未实现 in the reference.
 */
export async function registerDocs(
  app: FastifyInstance,
  spec: OpenApiSpec,
  implemented?: ReadonlySet<string>,
  options: DocsOptions = {},
): Promise<void> {
  const json = 'application/json; charset=utf-8';
  sendFixedDocument(app, '/api/openapi.json', json, () => JSON.stringify(spec));
  const docsJson = JSON.stringify(implemented ? docsSpec(spec, implemented) : spec);
  sendFixedDocument(app, '/api/docs/openapi.json', json, () => docsJson);

  // Redoc: the prerendered page when it was built from exactly this contract, else the empty one
  const folder = options.prerendered === undefined ? prerenderedDocsFolder() : options.prerendered;
  const built = (name: string) => (folder && existsSync(join(folder, name)) ? join(folder, name) : undefined);
  const redocBundle = built('redoc.standalone.js') ?? installedRedocBundle();
  const redocPage = (): string => {
    const manifestFile = built('manifest.json');
    const page = built('index.html');
    if (manifestFile && page) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
      if (manifest.docsSpecSha256 === sha256Hex(docsJson)) return readFileSync(page, 'utf8');
      app.log.warn({ folder }, '预渲染的接口文档与当前契约不一致，/api/docs 改为在浏览器中渲染（请重新构建）');
    }
    return redocPageHtml();
  };
  const script = 'application/javascript; charset=utf-8';
  if (redocBundle) {
    sendFixedDocument(app, '/api/docs/redoc.standalone.js', script, () => readFileSync(redocBundle));
    sendFixedDocument(app, '/api/docs/redoc-init.js', script, () => REDOC_INIT_JS);
    const prerenderScript = built('redoc-prerender.js');
    if (prerenderScript) sendFixedDocument(app, '/api/docs/redoc-prerender.js', script, () => readFileSync(prerenderScript));
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/index.html']) {
      sendFixedDocument(app, path, 'text/html; charset=utf-8', redocPage);
    }
  } else {
    // no Redoc in this installation: the Swagger UI serves as the reference
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/index.html']) {
      app.get(path, async (_req, reply) => reply.redirect('/api/docs/try'));
    }
  }

  // Swagger UI with Try it out
  const html = swaggerIndexHtml(DOCS_TITLE);
  const sendSwagger = async (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/api/docs/try', sendSwagger);
  app.get('/api/docs/try/', sendSwagger);
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
