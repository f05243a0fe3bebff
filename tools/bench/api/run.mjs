#!/usr/bin/env node
// `npm run bench:api`: the API throughput benchmark (issue 13 §6). Not a test: it prints figures.
//
// 1. builds the product (`npm run build`) when dist/apps/api/main.mjs is missing (--build forces it);
// 2. starts a throwaway PostgreSQL (tools/scripts/ensure-postgres.sh, its own folder and port) —
//    or, with --pglite, none: the product then runs on PGlite in its data folder;
// 3. starts the product as a deployment would, `node dist/apps/api/main.mjs`, on a free port with
//    DATABASE_URL, DEMO=on, LOGIN_CODE=off, RATE_LIMIT=off, LOG_LEVEL=info and a fresh DATA_DIR
//    (its log goes to a file in that folder, as a deployment's would), and a bare Fastify route
//    answering a fixed small JSON envelope at /bare in another child process — the yardstick;
// 4. with autocannon at 100 connections (2 s warm-up, then --duration seconds, default 10) measures:
//    the bare route (before and after the product's cases; the ratio uses their mean), the public
//    policy list as the policy market asks for it (listPolicyDoc, 10 rows), a logged-in list (my
//    consultations, getPolConsult, as the demo enterprise `qy`), the login of `qy` and a write
//    (addPolConsult as `qy`);
// 5. prints case, req/s, p50, p99, errors (socket errors, timeouts, non-2xx answers and envelopes
//    without "success":true), the ratio to the bare route, and the goals of issue 13 §6: public list
//    ≥ 40 % of the bare route with p99 ≤ 30 ms, logged-in list ≥ 20 %.
//
// Exit code 0 whatever the goals say; 1 when a server failed to start or died, or any request of a
// case failed. Every child (servers, PostgreSQL) is stopped on the way out, also on Ctrl-C.
// Options: --pglite, --duration S, --connections N, --build, --only a,b (case keys: bare, public,
//          mine, login, write), --keep-log (keep the product's data folder and log).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import smCrypto from 'sm-crypto';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const PGLITE = args.includes('--pglite');
const DURATION = Math.max(1, Number(opt('--duration', '10')) || 10);
const WARMUP = 2;
const CONNECTIONS = Math.max(1, Number(opt('--connections', '100')) || 100);
const ONLY = opt('--only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const KEEP_LOG = args.includes('--keep-log');
const DEMO_PASSWORD = 'Demo@2026'; // apps/api/src/seed DEMO_PASSWORD

/** Goals of issue 13 §6. */
const GOALS = { publicRatio: 0.4, publicP99Ms: 30, mineRatio: 0.2 };

const children = [];
let pgDir;
let dataDir;
let failed = false;
/** A server died: no further case is measured. */
let died = false;

function log(message) {
  console.log(`bench:api: ${message}`);
}

function fail(message) {
  console.error(`bench:api: FAILED: ${message}`);
  failed = true;
}

// ---- cleanup: always ----
let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all(children.map((c) => stopChild(c)));
  if (pgDir) {
    spawnSync('bash', [join(root, 'tools/scripts/stop-postgres.sh')], {
      env: { ...process.env, PG_TEST_DIR: pgDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (dataDir && !KEEP_LOG) rmSync(dataDir, { recursive: true, force: true });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    fail(`interrupted (${signal})`);
    void cleanup().then(() => process.exit(130));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, name, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Child processes are watched: one that dies during the run fails the benchmark. */
function watch(child, name) {
  children.push(child);
  child.once('exit', (code, signal) => {
    if (cleanedUp) return;
    died = true;
    fail(`${name} exited during the run (code ${code}, signal ${signal})`);
  });
}

// The bare route: Fastify without logger, plugins or validation, answering a fixed envelope.
const BARE_SOURCE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const payload = { success: true, code: 'OK', msg: '操作成功', data: { list: [], total: 0 } };
app.get('/bare', async () => payload);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function main() {
  const mainMjs = join(root, 'dist/apps/api/main.mjs');
  if (args.includes('--build') || !existsSync(mainMjs)) {
    log('building the product (npm run build)');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build failed (exit code ${built.status})`);
  }

  // ---- database ----
  let databaseUrl;
  if (!PGLITE) {
    pgDir = mkdtempSync(join(tmpdir(), 'qifu-pg-bench-'));
    const started = spawnSync('bash', [join(root, 'tools/scripts/ensure-postgres.sh')], {
      env: { ...process.env, PG_TEST_DIR: pgDir, PG_TEST_DB: 'qifu_bench', PG_TEST_PORT: String(await freePort()) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = (started.stdout ?? '').trim().split('\n').pop() ?? '';
    if (started.status !== 0 || !line.startsWith('DATABASE_URL=')) throw new Error('ensure-postgres.sh did not start PostgreSQL');
    databaseUrl = line.slice('DATABASE_URL='.length);
  }

  // ---- the product ----
  dataDir = mkdtempSync(join(tmpdir(), 'qifu-bench-api-'));
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const apiPort = await freePort();
  const api = spawn(process.execPath, [mainMjs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DEMO: 'on',
      LOGIN_CODE: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DEMO_IN_PRODUCTION: 'yes', // the demo accounts are the benchmark's users (config.ts refuses DEMO in production otherwise)
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  watch(api, 'the product');
  const apiBase = `http://127.0.0.1:${apiPort}`;

  // ---- the bare route ----
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE_SOURCE], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  watch(bare, 'the bare route');

  try {
    await waitFor(`${apiBase}/api/policy/doc/list?page=1&pageSize=10`, api, 'the product');
  } catch (err) {
    console.error(tail(logFile));
    throw err;
  }
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare, 'the bare route');
  log(
    `product on ${PGLITE ? 'PGlite' : `PostgreSQL (${databaseUrl})`} at ${apiBase}, bare Fastify at :${barePort}; ` +
      `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case; ` +
      `${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`,
  );

  // ---- fixtures of the cases ----
  const publicConfig = await getJson(`${apiBase}/api/sys/platform/publicConfig`);
  const publicKey = publicConfig.data?.sm2PublicKey;
  if (!publicKey) throw new Error('getPublicConfig answered no sm2PublicKey');
  const loginBody = new URLSearchParams({ userName: 'qy', password: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, publicKey, 1) }).toString();
  const loginHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const login = await getJson(`${apiBase}/api/sys/activeUser/login`, { method: 'POST', headers: loginHeaders, body: loginBody });
  const token = login.data?.token;
  if (!token) throw new Error(`login as qy failed: ${JSON.stringify(login)}`);
  const authHeaders = { authorization: `Bearer ${token}`, tokentype: 'Bearer' };
  const policies = await getJson(`${apiBase}/api/policy/doc/list?page=1&pageSize=10`);
  const policyId = policies.data?.list?.[0]?.id;
  if (!policyId) throw new Error('the public policy list is empty (no demo policies?)');
  const consultBody = JSON.stringify({ polInfoId: policyId, consultContent: '压测：我公司去年新购设备 500 万元，能否申报技改补助？' });

  const cases = [
    { key: 'bare', name: '裸 Fastify 路由 (bare)', url: `http://127.0.0.1:${barePort}/bare` },
    { key: 'public', name: '公开政策列表 listPolicyDoc', url: `${apiBase}/api/policy/doc/list?page=1&pageSize=10` },
    { key: 'mine', name: '我的咨询 getPolConsult (qy)', url: `${apiBase}/api/pol/my/getPolConsult?page=1&pageSize=10`, headers: authHeaders },
    { key: 'login', name: '登录 login (qy)', url: `${apiBase}/api/sys/activeUser/login`, method: 'POST', headers: loginHeaders, body: loginBody },
    {
      key: 'write',
      name: '写入 addPolConsult (qy)',
      url: `${apiBase}/api/pol/consult/add`,
      method: 'POST',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      body: consultBody,
    },
    { key: 'bare', name: '裸 Fastify 路由 (bare, again)', url: `http://127.0.0.1:${barePort}/bare` },
  ].filter((c) => ONLY.length === 0 || ONLY.includes(c.key) || c.key === 'bare');

  const results = [];
  for (const c of cases) {
    if (died) break;
    // one request first: a case whose answer is not a success envelope is not measured
    const probe = await getJson(c.url, { method: c.method ?? 'GET', headers: c.headers ?? {}, ...(c.body ? { body: c.body } : {}) });
    if (probe.success !== true) throw new Error(`${c.name}: the answer is not a success envelope: ${JSON.stringify(probe).slice(0, 300)}`);
    await cannon(c, WARMUP);
    const r = await cannon(c, DURATION);
    const errors = r.errors + r.timeouts + r.non2xx + r.mismatches;
    if (errors > 0) fail(`${c.name}: ${errors} failed requests (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}, not success ${r.mismatches})`);
    results.push({ ...c, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors, total: r.requests.total });
    log(`${c.name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }
  report(results);
}

async function getJson(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { status: res.status, body: text.slice(0, 300) };
  }
}

function cannon(c, seconds) {
  return autocannon({
    url: c.url,
    connections: CONNECTIONS,
    duration: seconds,
    method: c.method ?? 'GET',
    headers: c.headers ?? {},
    ...(c.body ? { body: c.body } : {}),
    // an envelope that is not a success counts as a failed request (e.g. a login refused with 200)
    verifyBody: (body) => body.startsWith('{"success":true'),
    // the login hashes a password (argon2) by design: at 100 connections its answers queue for
    // seconds; autocannon's default of 10 s would count the queue as failures
    timeout: 60,
  });
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '';
  }
}

function report(results) {
  const bares = results.filter((r) => r.key === 'bare');
  const bareRps = bares.reduce((s, r) => s + r.rps, 0) / Math.max(1, bares.length);
  const pct = (r) => (bareRps > 0 ? `${((100 * r.rps) / bareRps).toFixed(1)} %` : '-');
  const rows = [['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of bare']];
  for (const r of results) rows.push([r.name, String(Math.round(r.rps)), String(r.p50), String(r.p99), String(r.errors), r.key === 'bare' ? '-' : pct(r)]);
  const width = (s) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => width(row[i]))));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell + ' '.repeat(widths[i] - width(cell)) : ' '.repeat(widths[i] - width(cell)) + cell)).join('  ');
  console.log('');
  console.log(`bench:api — ${PGLITE ? 'PGlite' : 'PostgreSQL'}, ${CONNECTIONS} connections, ${DURATION} s per case, bare route mean ${Math.round(bareRps)} req/s`);
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  const pub = results.find((r) => r.key === 'public');
  const mine = results.find((r) => r.key === 'mine');
  if (pub) {
    const ok = pub.rps >= GOALS.publicRatio * bareRps && pub.p99 <= GOALS.publicP99Ms;
    console.log(`goal public list ≥ ${GOALS.publicRatio * 100} % of bare and p99 ≤ ${GOALS.publicP99Ms} ms: ${pct(pub)}, p99 ${pub.p99} ms → ${ok ? 'met' : 'NOT met'}`);
  }
  if (mine) {
    const ok = mine.rps >= GOALS.mineRatio * bareRps;
    console.log(`goal logged-in list ≥ ${GOALS.mineRatio * 100} % of bare: ${pct(mine)} → ${ok ? 'met' : 'NOT met'}`);
  }
  console.log(`load average after the run: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${availableParallelism()} CPUs; the figures are only comparable on a quiet machine)`);
}

try {
  await main();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  await cleanup();
}
process.exitCode = failed ? 1 : 0;
