/**
 * `GET /api/openapi.json` (the bundled contract; brotli or gzip compressed once and kept) and the
 * API reference (issue 17), Redoc 3 (the `redoc.standalone.js` of the installed @redocly/cli):
 * - `GET /api/docs`: the entry — the introduction and links to the group pages, from the contract
 *   `/api/docs/entry.json` (the introduction, no operations);
 * - `GET /api/docs/<slug>` (account, policy, enterprise, market, content, sms-call; see
 *   {@link TAG_GROUPS}): one page per group of domains, from `/api/docs/<slug>/openapi.json` (that
 *   group's tags and operations and the components they reach). One page for all ~560 operations
 *   took 2.9–4.0 s to open an operation (Redoc builds the model of every operation first).
 * Each page's first screen is prerendered at build time by `docs-prerender.ts`
 * (`dist/apps/api/docs/`) and hydrated by `/api/docs/redoc-init.js`; a page without a prerendered
 * copy matching this server's contract renders in the browser (about 1 s slower).
 * - `GET /api/docs/try`: Swagger UI (`swagger-ui-dist`, files under `/api/docs/`) for 试用
 *   (Try it out), which Redoc CE does not have; linked from every Redoc page.
 *
 * All read the contract with each operation that has no handler in this server marked —
 * `x-status: not-implemented`, an `x-badges` 未实现 badge, 【未实现】 before its summary, a note in
 * its description — and Swagger UI offers no Try it out for those; Swagger UI reads the whole of
 * it, `GET /api/docs/openapi.json`. `/api/openapi.json` stays the bundled contract byte for byte
 * (SDK, QA tools).
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

/** A group of domains: one Redoc page of the reference, `/api/docs/<slug>` (slug in ASCII). */
export interface DocsGroup {
  slug: string;
  name: string;
  tags: readonly string[];
}

/**
 * The groups of domains (`x-tagGroups` of the whole contract), each its own Redoc page
 * `/api/docs/<slug>`. Redoc leaves out a tag that is in no group, so {@link docsSpec} puts any
 * tag missing here into 其他 ({@link OTHER_GROUP}).
 */
export const TAG_GROUPS: ReadonlyArray<DocsGroup> = [
  { slug: 'account', name: '账号与系统', tags: ['session', 'sys', 'files'] },
  { slug: 'policy', name: '政策服务', tags: ['policy', 'declaration', 'tag'] },
  { slug: 'enterprise', name: '企业服务', tags: ['enterprise-archive', 'appeal', 'questionnaire'] },
  { slug: 'market', name: '供需与科技', tags: ['land', 'workshop', 'tech'] },
  {
    slug: 'content',
    name: '培训、新闻与门户',
    tags: ['training', 'cms', 'customer-service', 'portal'],
  },
  { slug: 'sms-call', name: '短信与呼叫中心', tags: ['sms', 'call'] },
];
/** Slug and name of the group of the tags that are in no {@link TAG_GROUPS} entry (none today). */
export const OTHER_GROUP = { slug: 'other', name: '其他' } as const;

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
  copy['x-tagGroups'] = rest.length > 0 ? [...grouped, { name: OTHER_GROUP.name, tags: rest }] : grouped;
  if (copy.info) {
    const intro = copy.info.description ?? '';
    const cut = intro.indexOf('\n\n');
    copy.info.description = cut < 0 ? `${intro}\n\n${TRY_IT_NOTE}\n` : `${intro.slice(0, cut)}\n\n${TRY_IT_NOTE}${intro.slice(cut)}`;
  }
  return copy;
}

/** The operationIds of a contract, in document order. */
function operationIds(spec: OpenApiSpec): string[] {
  const ids: string[] = [];
  for (const item of Object.values((spec as DocsDocument).paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const id = (item[method] as DocsOperation | undefined)?.operationId;
      if (id) ids.push(id);
    }
  }
  return ids;
}

/** sha256 (hex) of a text: the prerendered page is kept only for the exact contract it was built from. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The groups of a contract marked by {@link docsSpec} (its `x-tagGroups`), with their slugs:
 * {@link TAG_GROUPS} that have a tag in the contract, then 其他 when some tag is in none.
 */
export function docsGroups(marked: OpenApiSpec): DocsGroup[] {
  const groups = ((marked as DocsDocument)['x-tagGroups'] ?? []) as { name: string; tags: string[] }[];
  return groups.map((g) => ({
    slug: TAG_GROUPS.find((t) => t.name === g.name)?.slug ?? OTHER_GROUP.slug,
    name: g.name,
    tags: g.tags,
  }));
}

/** A tag as the reference names it: `policy（政策服务）`. */
function tagLabel(tag: string): string {
  const name = TAG_DISPLAY_NAMES[tag];
  return name ? `${tag}（${name}）` : tag;
}

/** Markdown links to the group pages, `current` (a slug) in bold instead of a link. */
function groupLinks(groups: readonly DocsGroup[], current?: string): string {
  return groups.map((g) => (g.slug === current ? `**${g.name}**` : `[${g.name}](/api/docs/${g.slug})`)).join(' · ');
}

/** Every `$ref` under `value` (`#/components/<kind>/<name>`), added to `into`. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, into);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') into.add(v);
      else collectRefs(v, into);
    }
  }
}

/**
 * `components` kept to what `roots` reach through `$ref`, transitively; `securitySchemes` whole
 * (operations name them, they do not `$ref` them).
 */
function reachableComponents(components: Record<string, Record<string, unknown>> | undefined, roots: unknown): Record<string, Record<string, unknown>> {
  if (!components) return {};
  const seen = new Set<string>();
  const pending = new Set<string>();
  collectRefs(roots, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref!);
    if (seen.has(ref!)) continue;
    seen.add(ref!);
    const [, , kind, name] = ref!.split('/');
    const target = kind && name ? components[kind]?.[decodeURIComponent(name.replace(/~1/g, '/').replace(/~0/g, '~'))] : undefined;
    const found = new Set<string>();
    collectRefs(target, found);
    for (const r of found) if (!seen.has(r)) pending.add(r);
  }
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [kind, entries] of Object.entries(components)) {
    const names = kind === 'securitySchemes' ? Object.keys(entries) : Object.keys(entries).filter((n) => seen.has(`#/components/${kind}/${n.replace(/~/g, '~0').replace(/\//g, '~1')}`));
    if (names.length > 0) kept[kind] = Object.fromEntries(names.map((n) => [n, entries[n]]));
  }
  return kept;
}

/**
 * The contract of the entry page `/api/docs` (issue 17): the introduction of `marked` (a
 * {@link docsSpec} result, with its {@link TRY_IT_NOTE}) followed, right after that note, by a
 * section 接口分组 linking each group page with its Chinese name and its tags; no tags, no
 * operations. Shares objects with `marked` (not to be changed).
 */
export function entryDocsSpec(marked: OpenApiSpec): OpenApiSpec {
  const doc = marked as DocsDocument;
  const groups = docsGroups(marked);
  const section = [
    '## 接口分组',
    '',
    '接口按业务领域分为以下几组，每组一个页面：',
    '',
    ...groups.map((g) => `- [${g.name}](/api/docs/${g.slug})：${g.tags.map(tagLabel).join('、')}`),
  ].join('\n');
  const intro = doc.info?.description ?? '';
  const at = intro.indexOf(TRY_IT_NOTE);
  const description = at < 0 ? `${intro}\n\n${section}\n` : `${intro.slice(0, at + TRY_IT_NOTE.length)}\n\n${section}${intro.slice(at + TRY_IT_NOTE.length)}`;
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    openapi: doc.openapi,
    info: { ...doc.info, description },
    ...(doc['servers'] ? { servers: doc['servers'] } : {}),
    tags: [],
    paths: {},
    ...(components['securitySchemes'] ? { components: { securitySchemes: components['securitySchemes'] } } : {}),
  } as unknown as OpenApiSpec;
}

/**
 * The contract of the group page `/api/docs/<slug>` (issue 17): from `marked` (a {@link docsSpec}
 * result) only the operations tagged with one of the group's tags, those tags, the components they
 * reach, and an introduction that names the group and its tags and links the entry, the other
 * groups and Swagger UI (`/api/docs/try`). Shares objects with `marked` (not to be changed).
 */
export function groupDocsSpec(marked: OpenApiSpec, group: DocsGroup): OpenApiSpec {
  const doc = marked as DocsDocument;
  const inGroup = (operation: DocsOperation) => ((operation['tags'] as string[] | undefined) ?? []).some((t) => group.tags.includes(t));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.entries(item).filter(([key, value]) => !HTTP_METHODS.includes(key) || inGroup(value as DocsOperation));
    if (kept.some(([key]) => HTTP_METHODS.includes(key))) paths[path] = Object.fromEntries(kept);
  }
  const intro = doc.info?.description ?? '';
  const cut = intro.indexOf('\n\n');
  const description = [
    `本页是接口分组「${group.name}」：${group.tags.map(tagLabel).join('、')}。`,
    `[接口文档首页](/api/docs) · 分组：${groupLinks(docsGroups(marked), group.slug)} · [可试用的接口文档（Swagger UI）](/api/docs/try)`,
    cut < 0 ? intro : intro.slice(0, cut),
    '应答信封、状态码与认证的说明见[接口文档首页](/api/docs)。',
  ].join('\n\n');
  return {
    ...doc,
    info: { ...doc.info, title: `${doc.info?.['title'] ?? DOCS_TITLE} · ${group.name}`, description },
    tags: (doc.tags ?? []).filter((t) => group.tags.includes(t.name)),
    'x-tagGroups': [{ name: group.name, tags: [...group.tags] }],
    paths,
    components: reachableComponents(doc.components as Record<string, Record<string, unknown>> | undefined, paths),
  } as unknown as OpenApiSpec;
}

/** A Redoc page of the reference: the entry (`slug` '') or a group. */
export interface DocsPage {
  /** '' for the entry `/api/docs`, else the group's slug (`/api/docs/<slug>`). */
  slug: string;
  /** The page's `<title>`. */
  title: string;
  /** The JSON of the page's contract. */
  json: string;
}

/** URL of a page (`/api/docs` or `/api/docs/<slug>`). */
export function docsPagePath(slug: string): string {
  return slug ? `/api/docs/${slug}` : '/api/docs';
}

/** URL of a page's contract: `/api/docs/entry.json` for the entry, `/api/docs/<slug>/openapi.json`. */
export function docsPageSpecPath(slug: string): string {
  return slug ? `/api/docs/${slug}/openapi.json` : '/api/docs/entry.json';
}

/**
 * The Redoc pages of a marked contract ({@link docsSpec}): the entry, then one per group.
 * Deterministic: the prerendered pages are matched to these JSON texts by hash.
 */
export function docsPages(marked: OpenApiSpec): DocsPage[] {
  return [
    { slug: '', title: DOCS_TITLE, json: JSON.stringify(entryDocsSpec(marked)) },
    ...docsGroups(marked).map((g) => ({ slug: g.slug, title: `${DOCS_TITLE} · ${g.name}`, json: JSON.stringify(groupDocsSpec(marked, g)) })),
  ];
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
 * page's contract (the `data-spec` of `#redoc`), then hydrates the prerendered first screen (or renders into the empty element
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
  // the page's own contract: /api/docs/entry.json or /api/docs/<group>/openapi.json
  const response = await fetch(root.dataset.spec);
  if (!response.ok) throw new Error('HTTP ' + response.status);
  await hydrate(await response.json(), ${JSON.stringify(REDOC_OPTIONS)}, root);
} catch (error) {
  root.textContent = '接口文档加载失败（' + (error && error.message ? error.message : error) + '），请刷新页面重试。';
}
`;

/** Title of the reference's pages (a group page adds its group's name). */
export const DOCS_TITLE = '县企业综合服务平台 API';

/**
 * A Redoc page: `page` gives its slug ('' the entry) and title. `prerendered` gives the first
 * screen rendered at build time (`docs-prerender.ts`): its `<style>` tags, the markup of `#redoc`,
 * and whether its inline scripts were moved to `<page>/redoc-prerender.js`; without it `#redoc` is
 * empty and renders in the browser. The page's contract ({@link docsPageSpecPath}, the `data-spec`
 * of `#redoc`) and Redoc start downloading with the page (`preload`, `modulepreload`).
 */
export function redocPageHtml(
  page: { slug: string; title: string },
  prerendered?: { styles: string; markup: string; hasScript: boolean },
): string {
  const spec = docsPageSpecPath(page.slug);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<link rel="modulepreload" href="/api/docs/redoc.standalone.js">
<link rel="preload" href="${spec}" as="fetch" crossorigin="anonymous">
${prerendered?.hasScript ? `<script src="${docsPagePath(page.slug)}/redoc-prerender.js"></script>\n` : ''}<style>body{margin:0;padding:0}</style>
${prerendered?.styles ?? ''}
</head>
<body>
<div id="redoc" data-spec="${spec}">${prerendered?.markup ?? ''}</div>
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

/**
 * `manifest.json` of the prerendered reference: the entry in `index.html`, each group page in
 * `<slug>/index.html` (with `redoc-prerender.js` beside each page that has inline scripts).
 */
export interface PrerenderManifest {
  /** For each page's slug ('' the entry), {@link sha256Hex} of the JSON ({@link docsPages}) it was rendered from. */
  pages: Record<string, string>;
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
  // the marked contract, made once: the whole of it for Swagger UI, split into the Redoc pages
  const marked = docsSpec(spec, implemented ?? new Set(operationIds(spec)));
  const docsJson = implemented ? JSON.stringify(marked) : JSON.stringify(spec);
  sendFixedDocument(app, '/api/docs/openapi.json', json, () => docsJson);

  // Redoc pages (the entry and one per group): each the prerendered page when it was built from
  // exactly its contract, else the same page empty, rendered in the browser
  const folder = options.prerendered === undefined ? prerenderedDocsFolder() : options.prerendered;
  const built = (name: string) => (folder && existsSync(join(folder, name)) ? join(folder, name) : undefined);
  const redocBundle = built('redoc.standalone.js') ?? installedRedocBundle();
  let pages: Map<string, DocsPage> | undefined;
  const page = (slug: string): DocsPage => {
    pages ??= new Map(docsPages(marked).map((p) => [p.slug, p]));
    return pages.get(slug)!;
  };
  let manifest: PrerenderManifest | null | undefined;
  const redocPage = (slug: string): string => {
    const file = built(slug ? `${slug}/index.html` : 'index.html');
    const manifestFile = built('manifest.json');
    if (manifest === undefined) manifest = manifestFile ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest) : null;
    if (manifest && file) {
      if (manifest.pages?.[slug] === sha256Hex(page(slug).json)) return readFileSync(file, 'utf8');
      app.log.warn({ folder, page: docsPagePath(slug) }, `预渲染的接口文档与当前契约不一致，${docsPagePath(slug)} 改为在浏览器中渲染（请重新构建）`);
    }
    return redocPageHtml(page(slug));
  };
  const script = 'application/javascript; charset=utf-8';
  if (redocBundle) {
    sendFixedDocument(app, '/api/docs/redoc.standalone.js', script, () => readFileSync(redocBundle));
    sendFixedDocument(app, '/api/docs/redoc-init.js', script, () => REDOC_INIT_JS);
    for (const slug of ['', ...docsGroups(marked).map((g) => g.slug)]) {
      const base = docsPagePath(slug);
      const prerenderScript = built(slug ? `${slug}/redoc-prerender.js` : 'redoc-prerender.js');
      if (prerenderScript) sendFixedDocument(app, `${base}/redoc-prerender.js`, script, () => readFileSync(prerenderScript));
      sendFixedDocument(app, docsPageSpecPath(slug), json, () => page(slug).json);
      for (const path of [base, `${base}/`, `${base}/index.html`]) {
        sendFixedDocument(app, path, 'text/html; charset=utf-8', () => redocPage(slug));
      }
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
