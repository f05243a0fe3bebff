#!/usr/bin/env node
// `npm run size:home [-- --build]`: the JS and CSS bytes the home page (/page/home) transfers on
// the wire from the started product until the network is idle, lazily loaded chunks included,
// against a 150 KB budget (KB = 1024 B; issue 13 §4, acceptance 1). Exit 1 over budget, when the
// build is missing or when the server or the browser fails.
//
// How: starts `node dist/apps/api/main.mjs` (`--build` runs `npm run build` first) on a free port
// with a fresh temporary DATA_DIR, DEMO=on and LOGIN_CODE=off; opens /page/home in Debian's
// Chromium (/usr/bin/chromium through playwright-core, same flags and viewport as the e2e suite)
// with an empty cache; waits for network idle (no request for 500 ms); reads each response's
// body size as received (`request.sizes().responseBodySize`: encoded, i.e. compressed when the
// server compressed it; response headers shown apart). Counted: every response Chromium
// classifies as script or stylesheet (or whose MIME type is JavaScript or CSS). The table also shows the decoded size,
// the content-encoding and, for comparison with the former measurement, gzip -9 of the same
// files from dist/apps/web; other requests (API calls, images, fonts) are listed, not counted.
//
// SIZE_HOME_URL=http://host:port measures a server that is already running (e.g. behind the
// proxy) instead of starting one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium, devices } from 'playwright-core';

import { CHROMIUM, CHROMIUM_ARGS, freePort, startProduct } from '../lib/product-server.mjs';

const BUDGET_KB = 150;
const KB = 1024;
const PAGE = '/page/home';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = join(root, 'dist/apps/web');
const serverEntry = join(root, 'dist/apps/api/main.mjs');

/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch {
      /* best effort */
    }
  }
}

async function fail(message) {
  console.error(`size:home: ERROR: ${message}`);
  await cleanup();
  process.exit(1);
}

/** Starts the built server; resolves with its base URL once /api/openapi.json answers. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qifu-size-home-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DEMO: 'on', LOGIN_CODE: 'off', LOG_LEVEL: 'warn' };
  return startProduct({ entry: serverEntry, cwd: root, port, env, cleanups }).catch((e) => fail(e.message));
}

if (process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) await fail(`npm run build failed (exit ${build.status})`);
}

const external = process.env.SIZE_HOME_URL?.replace(/\/+$/, '');
if (!external) {
  if (!existsSync(join(webDist, 'index.html'))) await fail(`${webDist}/index.html not found: run \`npm run build\` first (or pass --build)`);
  if (!existsSync(serverEntry)) await fail(`${serverEntry} not found: run \`npm run build\` first (or pass --build)`);
}
const base = external ?? (await startServer());

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).catch((e) => fail(`cannot start ${CHROMIUM}: ${e.message}`));
cleanups.push(() => browser.close());
const context = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const page = await context.newPage();
/** @type {import('playwright-core').Response[]} */
const responses = [];
const failed = [];
page.on('response', (response) => responses.push(response));
page.on('requestfailed', (request) => failed.push(request.url()));
const pageErrors = [];
page.on('pageerror', (error) => pageErrors.push(error.message));

try {
  await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle', timeout: 60_000 });
} catch (e) {
  await fail(`${PAGE} did not reach network idle: ${e.message}`);
}
// A page that broke loads less: the figure counts only for a home that rendered its blocks.
if (pageErrors.length > 0) await fail(`${PAGE} threw: ${pageErrors.join('; ')}`);
if (!(await page.getByRole('heading', { name: '最新政策' }).isVisible())) await fail(`${PAGE} did not render its 最新政策 block`);

const rows = [];
const others = [];
for (const response of responses) {
  const request = response.request();
  const type = request.resourceType();
  const mime = response.headers()['content-type'] ?? '';
  const kind = type === 'script' || /javascript/.test(mime) ? 'js' : type === 'stylesheet' || /text\/css/.test(mime) ? 'css' : undefined;
  const sizes = await request.sizes().catch(() => undefined);
  const decoded = kind ? await response.body().then((b) => b.length).catch(() => 0) : 0;
  const row = {
    path: new URL(response.url()).pathname,
    kind: kind ?? type,
    status: response.status(),
    encoding: response.headers()['content-encoding'] ?? '-',
    body: sizes?.responseBodySize ?? 0,
    headers: sizes?.responseHeadersSize ?? 0,
    decoded,
    failed: sizes === undefined,
  };
  (kind ? rows : others).push(row);
}
if (failed.length > 0) await fail(`failed requests: ${failed.join(', ')}`);
rows.sort((a, b) => b.body - a.body);
if (rows.length === 0) await fail(`no JS or CSS was loaded by ${PAGE}`);
const unfinished = rows.filter((r) => r.failed);
if (unfinished.length > 0) await fail(`unfinished or failed: ${unfinished.map((r) => r.path).join(', ')}`);

/** gzip -9 of the file as built (the former `size:home` measurement), when it is in dist/apps/web. */
function gzipOfFile(path) {
  const file = join(webDist, path);
  return existsSync(file) && !external ? gzipSync(readFileSync(file), { level: 9 }).length : undefined;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const width = Math.max(4, ...rows.map((r) => r.path.length), ...others.map((r) => r.path.length));
console.log(`${PAGE} from ${base}, Chromium, empty cache, until network idle`);
console.log(`${'path'.padEnd(width)}  type  enc   ${'wire B'.padStart(8)}  ${'decoded B'.padStart(9)}  ${'gzip-9 B'.padStart(8)}`);
let gzipTotal = 0;
let gzipComplete = true;
for (const r of rows) {
  const gz = gzipOfFile(r.path);
  if (gz === undefined) gzipComplete = false;
  else gzipTotal += gz;
  console.log(
    `${r.path.padEnd(width)}  ${r.kind.padEnd(4)}  ${r.encoding.padEnd(4)}  ${String(r.body).padStart(8)}  ${String(r.decoded).padStart(9)}  ${String(gz ?? '-').padStart(8)}`,
  );
}
const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
const js = sum(rows.filter((r) => r.kind === 'js'), 'body');
const css = sum(rows.filter((r) => r.kind === 'css'), 'body');
const total = js + css;
const headerBytes = sum(rows, 'headers');
if (others.length > 0) {
  console.log(`not counted (${others.length} other requests, ${kb(sum(others, 'body'))} KB on the wire):`);
  for (const r of others) console.log(`  ${r.path.padEnd(width)}  ${r.kind.padEnd(10)}  ${r.encoding.padEnd(4)}  ${String(r.body).padStart(8)}`);
}
console.log(
  `JS and CSS on the wire: ${kb(total)} KB in ${rows.length} files (JS ${kb(js)} KB + CSS ${kb(css)} KB; response headers ${kb(headerBytes)} KB more), decoded ${kb(sum(rows, 'decoded'))} KB`,
);
if (gzipComplete && !external) console.log(`for comparison, gzip -9 of the same files: ${kb(gzipTotal)} KB`);
console.log(`home page: ${kb(total)} KB on the wire, budget ${BUDGET_KB} KB`);
await cleanup();
if (total > BUDGET_KB * KB) {
  console.error(`size:home: ERROR: over budget by ${kb(total - BUDGET_KB * KB)} KB`);
  process.exit(1);
}
