#!/usr/bin/env node
// `npm run size:home [-- --build]`: the gzip size of what the browser loads first for the home
// page (/page/home), against a 150 KB budget. Exit 1 when over budget or when the build is missing.
//
// Reads Vite's manifest `dist/apps/web/.vite/manifest.json` (apps/web's vite config sets
// `build.manifest: true`; `--build` runs `npm run build:web` first). Counted files:
//   1. the `index.html` entry chunk and, recursively, its static `imports` (never
//      `dynamicImports`: lazy routes load later);
//   2. the home route's lazy chunk(s): every manifest entry whose `src` (or key) contains
//      `home-page` or `home-route` (e.g. apps/web/src/pages/home-route.tsx, the lazily imported
//      module of /page/home) — so the module the router lazy-loads for the home page must be a
//      file or folder with one of these names — with their static imports;
//   3. the `css` of every chunk above.
// Each file is gzipped with zlib level 9; KB = 1024 bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_MARKER = /home-(page|route)/;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = process.env.WEB_DIST_DIR ?? join(root, 'dist/apps/web'); // override for tests
const manifestPath = join(outDir, '.vite/manifest.json');

if (process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail(`npm run build:web failed (exit ${build.status})`);
}

function fail(message) {
  console.error(`size:home: ERROR: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) {
  fail(`${manifestPath} not found: run \`npm run build:web\` first (vite must set build.manifest: true)`);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const keys = Object.keys(manifest);

const entryKey =
  keys.find((k) => manifest[k]?.isEntry && (manifest[k]?.src ?? k).endsWith('index.html')) ??
  keys.find((k) => k.endsWith('index.html'));
if (!entryKey) fail(`no index.html entry in ${manifestPath}`);

const homeKeys = keys.filter((k) => k !== entryKey && HOME_MARKER.test(`${manifest[k]?.src ?? ''} ${k}`));
if (homeKeys.length === 0) {
  console.warn(
    `size:home: WARNING: no manifest entry whose src matches ${HOME_MARKER}; counting the index.html entry only`,
  );
}

/** @type {Map<string, {kind: 'js' | 'css', from: string}>} file → why it is counted */
const files = new Map();
const visited = new Set();
function visit(key, reason) {
  if (visited.has(key)) return;
  visited.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`manifest refers to missing key "${key}"`);
  if (!files.has(chunk.file)) files.set(chunk.file, { kind: chunk.file.endsWith('.css') ? 'css' : 'js', from: reason });
  for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, { kind: 'css', from: reason });
  for (const imported of chunk.imports ?? []) visit(imported, reason);
}
visit(entryKey, 'entry');
for (const key of homeKeys) visit(key, 'home');

const rows = [];
for (const [file, { kind, from }] of files) {
  const path = join(outDir, file);
  if (!existsSync(path)) fail(`${path} listed in the manifest does not exist`);
  const raw = readFileSync(path);
  rows.push({ file, kind, from, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
}
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const width = Math.max(4, ...rows.map((r) => r.file.length));
console.log(`${'file'.padEnd(width)}  kind  ${'from'.padEnd(9)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
for (const r of rows) {
  console.log(
    `${r.file.padEnd(width)}  ${r.kind.padEnd(4)}  ${r.from.padEnd(9)}  ${kb(r.raw).padStart(8)}  ${kb(r.gzip).padStart(8)}`,
  );
}
const js = rows.filter((r) => r.kind === 'js').reduce((sum, r) => sum + r.gzip, 0);
const css = rows.filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.gzip, 0);
const total = js + css;
console.log(`home first load: ${kb(total)} KB gzip (JS ${kb(js)} KB + CSS ${kb(css)} KB), budget ${BUDGET_KB} KB`);
if (total > BUDGET_KB * 1024) {
  console.error(`size:home: ERROR: over budget by ${kb(total - BUDGET_KB * 1024)} KB`);
  process.exit(1);
}
