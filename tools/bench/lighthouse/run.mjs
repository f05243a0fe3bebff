#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (from npm) against the built product in Debian's
// Chromium, for the home (/page/home) and the policy market (/page/policymarket/index), mobile
// and desktop presets (issue 14, acceptance 4: mobile ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms,
// CLS ≤ 0.1 on both presets). Not a test: it prints figures, and exits 0 whatever they are
// (1 only when the server or the browser fails, or a page errors).
//
// How:
// 1. copies dist/apps/{web,api} into a temporary root (with links to openapi/, apps/api/db and
//    node_modules/), so a concurrent `npm run build` cannot change the files under measurement
//    (the server finds its web app at <root>/dist/apps/web, apps/api/src/paths.ts);
// 2. starts `node dist/apps/api/main.mjs` from that copy on a free port with a fresh DATA_DIR,
//    DEMO=on, LOGIN_CODE=off, RATE_LIMIT=off (as tools/size/home-size.mjs and tools/bench/api do);
// 3. launches /usr/bin/chromium through chrome-launcher for each run (fresh profile; --headless=new,
//    --no-sandbox, --disable-gpu and the other flags of tools/size/home-size.mjs), warms each page
//    up with one discarded run, then runs Lighthouse's performance category --runs times (default 3) per
//    page and preset: mobile = Lighthouse's default config (Moto G Power, simulated slow 4G,
//    4× CPU slowdown), desktop = lighthouse/core/config/desktop-config.js;
// 4. prints per page and preset the median of the runs of each figure: score, FCP, LCP, TBT
//    (ms), CLS, requests and JS requests (Lighthouse's network-requests audit; JS = resource type
//    Script), and the transfer size in KB (1024 B).
//
// Options: --runs N (default 3), --pages home,market, --presets mobile,desktop, --build (runs
// `npm run build` first; serialise it with the team's lock: flock /tmp/e2e.lock …), --dist DIR (a
// copy of dist/ to measure instead, e.g. one taken right after a build), --details
// (the LCP element, layout shifts and long tasks of each page's median run), --save DIR (writes
// each run's JSON report). LIGHTHOUSE_URL=http://host:port measures a running server instead.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { CHROMIUM, CHROMIUM_ARGS, freePort, startProduct } from '../../lib/product-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const PAGES = { home: '/page/home', market: '/page/policymarket/index' };
/** Goals of issue 14 (acceptance 4). */
const GOALS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(opt('--runs', '3')) || 3);
const pageKeys = opt('--pages', Object.keys(PAGES).join(',')).split(',').filter((k) => k in PAGES);
const presets = opt('--presets', 'mobile,desktop')
  .split(',')
  .filter((p) => p === 'mobile' || p === 'desktop');
const DETAILS = args.includes('--details');
const SAVE = opt('--save', '');
/** The built product to measure: a folder with apps/api/main.mjs and apps/web (default dist/). */
const DIST = resolve(opt('--dist', join(root, 'dist')));

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
  console.error(`bench:lighthouse: ERROR: ${message}`);
  await cleanup();
  process.exit(1);
}
process.on('SIGINT', () => void fail('interrupted'));

/** A private copy of the built product: <tmp>/dist/apps/{api,web} + links to what the server reads. */
function snapshot() {
  const copy = mkdtempSync(join(tmpdir(), 'qifu-lighthouse-root-'));
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
  for (const part of ['api', 'web']) cpSync(join(DIST, 'apps', part), join(copy, 'dist/apps', part), { recursive: true });
  symlinkSync(join(root, 'openapi'), join(copy, 'openapi'));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  mkdirSync(join(copy, 'apps/api'), { recursive: true });
  symlinkSync(join(root, 'apps/api/db'), join(copy, 'apps/api/db'));
  return copy;
}

/** Starts the copied server; resolves with its base URL once /api/openapi.json answers. */
async function startServer(copy) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qifu-lighthouse-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DEMO: 'on', LOGIN_CODE: 'off', RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
  return startProduct({ entry: join(copy, 'dist/apps/api/main.mjs'), cwd: copy, port, env, cleanups }).catch((e) => fail(e.message));
}

/** One Lighthouse run in a fresh Chromium (empty profile); one retry on a runtime error. */
async function lighthouseRun(url, preset, retries = 1) {
  const chrome = await chromeLauncher
    .launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
    .catch((e) => fail(`cannot start ${CHROMIUM}: ${e.message}`));
  let lhr;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    lhr = (await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined))?.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr) throw new Error(`no result for ${url}`);
  if (lhr.runtimeError) {
    if (retries > 0) return lighthouseRun(url, preset, retries - 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** One measured run; returns the figures and the report. */
async function measure(url, preset) {
  const lhr = await lighthouseRun(url, preset);
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  return {
    lhr,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    requests: requests.length,
    js: requests.filter((r) => r.resourceType === 'Script').length,
    kb: requests.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The LCP element, layout shifts and long tasks of a report (for --details). */
function describe(lhr) {
  const lines = [];
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpEl = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  if (lcpEl) lines.push(`    LCP element: ${lcpEl.snippet ?? lcpEl.selector}`);
  for (const phase of items('largest-contentful-paint-element')[1]?.items ?? []) {
    lines.push(`      ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  for (const shift of items('layout-shifts').slice(0, 6)) {
    lines.push(`    shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? shift.node?.selector ?? '(unknown)'}`);
  }
  for (const task of items('long-tasks').slice(0, 6)) {
    lines.push(`    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  }
  for (const item of items('bootup-time').slice(0, 4)) {
    lines.push(`    script time ${Math.round(item.total)} ms (${Math.round(item.scripting)} scripting): ${item.url}`);
  }
  return lines.join('\n');
}

if (args.includes('--build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) await fail(`npm run build failed (exit ${build.status})`);
}
const external = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
if (!external) {
  for (const file of ['apps/web/index.html', 'apps/api/main.mjs']) {
    if (!existsSync(join(DIST, file))) await fail(`${join(DIST, file)} not found: run \`npm run build\` first (or pass --build)`);
  }
}
const base = external ?? (await startServer(snapshot()));

if (SAVE) mkdirSync(SAVE, { recursive: true });

console.log(`bench:lighthouse: Lighthouse 12 performance, ${base}, ${RUNS} run(s) per page and preset, medians`);
const rows = [];
for (const key of pageKeys) {
  const url = `${base}${PAGES[key]}`;
  try {
    await measure(url, 'mobile'); // warm-up: server caches, JIT; discarded
  } catch (e) {
    await fail(e.message);
  }
  for (const preset of presets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        const run = await measure(url, preset);
        runs.push(run);
        if (SAVE) writeFileSync(join(SAVE, `${key}-${preset}-${i + 1}.json`), JSON.stringify(run.lhr));
      } catch (e) {
        await fail(e.message);
      }
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const row = { page: PAGES[key], preset, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), requests: m('requests'), js: m('js'), kb: m('kb'), runs };
    rows.push(row);
    console.log(
      `  ${row.page} ${preset}: scores ${runs.map((r) => r.score).join(', ')}; LCP ${runs.map((r) => Math.round(r.lcp)).join(', ')} ms; TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms; CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')}`,
    );
    if (DETAILS) {
      const mid = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      console.log(describe(mid.lhr));
    }
  }
}

const header = ['page', 'preset', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'requests', 'JS requests', 'transfer KB', 'goals'];
const table = rows.map((r) => {
  const missed = [];
  if (r.preset === 'mobile' && r.score < GOALS.score) missed.push(`score<${GOALS.score}`);
  if (r.lcp > GOALS.lcpMs) missed.push('LCP');
  if (r.tbt > GOALS.tbtMs) missed.push('TBT');
  if (r.cls > GOALS.cls) missed.push('CLS');
  return [
    r.page,
    r.preset,
    String(r.score),
    String(Math.round(r.fcp)),
    String(Math.round(r.lcp)),
    String(Math.round(r.tbt)),
    r.cls.toFixed(3),
    String(r.requests),
    String(r.js),
    r.kb.toFixed(1),
    missed.length ? `missed: ${missed.join(' ')}` : 'met',
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log('');
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(`goals (issue 14): mobile score ≥ ${GOALS.score}; LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls} on both presets`);
await cleanup();
process.exit(0);
