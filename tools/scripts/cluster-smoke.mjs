#!/usr/bin/env node
// `npm run smoke:cluster` (issue 13 §7, acceptance 7): the deployment topology of deploy/compose.yaml
// without containers, then a smoke test through the proxy and against each process directly.
//
//   PostgreSQL   a throwaway cluster from Debian's package (tools/scripts/ensure-postgres.sh)
//   S3           s3rver (npm, in this process) on a temporary folder — FILE_STORAGE=s3
//   API A, B     two `node dist/apps/api/main.mjs`, started at the same moment on ONE empty
//                DATA_DIR, sharing DATABASE_URL and the secrets through the environment
//   nginx        Debian's nginx (installed with apt-get when missing) in the foreground with
//                deploy/nginx.conf, its upstreams and port replaced
//
// Checks: both processes start (secrets race, migrations under the advisory lock); health and
// readiness direct and through nginx; nginx spreads requests over both; the request id goes
// through; a login on A is valid on B (and the SM2 key of B decrypts on A); an upload through A
// downloads through B and through nginx with the same bytes; a matching job started on A is seen
// on B. Each check is printed; the exit code is 1 when one fails. Every child process and
// temporary folder is removed at the end, also on failure or Ctrl-C.
//
// Needs `npm run build` first (dist/apps/api/main.mjs). Settings: SMOKE_KEEP=1 keeps the work folder
// (logs) for inspection.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import smCrypto from 'sm-crypto';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = join(ROOT, 'dist', 'apps', 'api', 'main.mjs');
const DEMO_PASSWORD = 'Demo@2026'; // apps/api/src/seed DEMO_PASSWORD
const started = Date.now();

const tty = process.stdout.isTTY;
const green = (s) => (tty ? `\x1b[32m${s}\x1b[0m` : s);
const red = (s) => (tty ? `\x1b[31m${s}\x1b[0m` : s);
const log = (s) => process.stdout.write(`cluster-smoke: ${s}\n`);

// ---- cleanup ----------------------------------------------------------------------------------
const children = [];
const cleanups = [];
let work;
let cleaned = false;

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
        }),
    ),
  );
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      process.stderr.write(`cluster-smoke: cleanup: ${err?.message ?? err}\n`);
    }
  }
  if (work && process.env.SMOKE_KEEP !== '1') rmSync(work, { recursive: true, force: true });
  else if (work) log(`kept ${work}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

// ---- helpers ----------------------------------------------------------------------------------
function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200 (or the child exits, or `timeoutMs` passes). */
async function waitFor(url, child, name, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error(`${name}: ${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function tail(file, lines = 30) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

function sha256(buf) {
  return createHash('sha256').update(buf).digest('hex');
}

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

/** A successful envelope's data. @throws Error otherwise. */
async function data(res) {
  const body = await json(res);
  if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

const auth = (token) => ({ authorization: `Bearer ${token}`, tokentype: 'Bearer' });

async function login(base, userName, publicKey) {
  const res = await fetch(`${base}/api/sys/activeUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, publicKey, 1) }).toString(),
  });
  const d = await data(res);
  if (!d?.token) throw new Error(`login of ${userName} on ${base} answered no token`);
  return d.token;
}

const results = [];
async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true });
    log(`${green('✔')} ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - t0} ms)`);
  } catch (err) {
    results.push({ name, ok: false });
    log(`${red('✘')} ${name}: ${err?.message ?? err}`);
  }
}

// ---- topology ---------------------------------------------------------------------------------
function ensureNginx() {
  const which = spawnSync('bash', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], { encoding: 'utf8' });
  const found = which.stdout.trim().split('\n')[0];
  if (found) return found;
  log("no nginx: installing Debian's nginx-light");
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const r = spawnSync(asRoot.length ? 'sudo' : args[0], asRoot.length ? args : args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${r.status})`);
  };
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'nginx-light']);
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('apt-get install nginx-light did not provide /usr/sbin/nginx');
}

/** deploy/nginx.conf with the upstreams, the port and the files of this run. */
function nginxConfig(dir, portA, portB, portProxy) {
  let conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (pattern, value) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: no line matching ${pattern}`);
    conf = conf.replace(pattern, value);
  };
  replace(/^(\s*)server api-a:8080([^;]*);.*$/m, `$1server 127.0.0.1:${portA}$2;`);
  replace(/^(\s*)server api-b:8080([^;]*);.*$/m, `$1server 127.0.0.1:${portB}$2;`);
  replace(/^(\s*)listen 80;.*$/m, `$1listen 127.0.0.1:${portProxy};`);
  replace(/^(\s*)access_log \S+ qifu;/m, `$1access_log ${join(dir, 'access.log')} qifu;`);
  replace(/^worker_processes auto;/m, 'worker_processes 1;');
  replace(
    /^http \{$/m,
    `http {\n    client_body_temp_path ${join(dir, 'body')};\n    proxy_temp_path ${join(dir, 'proxy')};`,
  );
  return conf;
}

function startApi(name, port, env, logFile) {
  const out = [];
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (b) => out.push(b));
  child.stderr.on('data', (b) => out.push(b));
  child.on('exit', () => writeFileSync(logFile, Buffer.concat(out)));
  child.logFile = logFile;
  child.output = () => Buffer.concat(out).toString();
  children.push(child);
  return child;
}

async function main() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  work = mkdtempSync(join(tmpdir(), 'qifu-cluster-smoke-'));
  chmodSync(work, 0o755); // the postgres and nginx worker users walk through it

  // PostgreSQL
  const t0 = Date.now();
  const pgDir = join(work, 'pg');
  const pgEnv = { ...process.env, PG_TEST_DIR: pgDir, PG_TEST_PORT: String(await freePort()), PG_TEST_DB: 'qifu_cluster' };
  cleanups.push(() => {
    spawnSync('bash', [join(ROOT, 'tools/scripts/stop-postgres.sh')], { env: pgEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  });
  const pg = spawnSync('bash', [join(ROOT, 'tools/scripts/ensure-postgres.sh')], { env: pgEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const urlLine = pg.stdout.trim().split('\n').pop() ?? '';
  if (pg.status !== 0 || !urlLine.startsWith('DATABASE_URL=')) throw new Error(`ensure-postgres.sh failed:\n${pg.stderr}`);
  const databaseUrl = urlLine.slice('DATABASE_URL='.length);
  log(`PostgreSQL ${databaseUrl} (${Date.now() - t0} ms)`);

  // S3 (s3rver in this process)
  const S3rver = createRequire(import.meta.url)('s3rver');
  const s3Dir = join(work, 's3');
  mkdirSync(s3Dir);
  const bucket = 'qifu-smoke';
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());
  log(`s3rver http://127.0.0.1:${s3Port}, bucket ${bucket}`);

  // two API processes at the same moment on one empty DATA_DIR
  const { publicKey, privateKey } = smCrypto.sm2.generateKeyPairHex();
  const dataDir = join(work, 'data'); // does not exist yet
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SM2_PUBLIC_KEY: publicKey,
    SM2_PRIVATE_KEY: privateKey,
    DEMO: 'on',
    LOGIN_CODE: 'off',
    LOG_LEVEL: 'warn',
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'on',
    NODE_NO_WARNINGS: '1',
  };
  const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  const P = `http://127.0.0.1:${portProxy}`;
  const t1 = Date.now();
  const apiA = startApi('A', portA, shared, join(work, 'api-a.log'));
  const apiB = startApi('B', portB, shared, join(work, 'api-b.log'));

  // nginx
  const nginx = ensureNginx();
  const ngDir = join(work, 'nginx');
  mkdirSync(ngDir);
  chmodSync(ngDir, 0o755);
  const confFile = join(ngDir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(ngDir, portA, portB, portProxy));
  const ngArgs = ['-p', ngDir, '-c', confFile, '-e', join(ngDir, 'error.log')];
  const test = spawnSync(nginx, [...ngArgs, '-t', '-g', `pid ${join(ngDir, 'nginx.pid')};`], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const proxy = spawn(nginx, [...ngArgs, '-g', `daemon off; pid ${join(ngDir, 'nginx.pid')};`], { stdio: ['ignore', 'ignore', 'pipe'] });
  proxy.stderr.on('data', (b) => process.stderr.write(`nginx: ${b}`));
  children.push(proxy);

  await check('both API processes start at once on one empty DATA_DIR', async () => {
    try {
      await Promise.all([waitFor(`${A}/api/health`, apiA, 'API A'), waitFor(`${B}/api/health`, apiB, 'API B')]);
    } catch (err) {
      throw new Error(`${err.message}\n--- API A ---\n${apiA.output().slice(-3000)}\n--- API B ---\n${apiB.output().slice(-3000)}`);
    }
    const files = readdirSync(dataDir);
    if (!files.includes('secrets.json')) throw new Error(`no secrets.json in DATA_DIR (${files.join(', ')})`);
    const tmp = files.filter((f) => f.endsWith('.tmp'));
    if (tmp.length > 0) throw new Error(`temporary files left in DATA_DIR: ${tmp.join(', ')}`);
    return `both healthy ${Date.now() - t1} ms after the start`;
  });
  if (!results.every((r) => r.ok)) return;

  await check('ready (database reachable, migrations applied) on A, on B and through nginx', async () => {
    await waitFor(`${P}/api/health`, proxy, 'nginx', 20_000);
    for (const base of [A, B, P]) {
      const res = await fetch(`${base}/api/ready`);
      const body = await json(res);
      if (res.status !== 200 || body.status !== 'ready') throw new Error(`${base}/api/ready: ${res.status} ${JSON.stringify(body)}`);
    }
  });

  await check('the request id goes through nginx to the process and back', async () => {
    const id = `smoke-${randomBytes(6).toString('hex')}`;
    const res = await fetch(`${P}/api/health`, { headers: { 'x-request-id': id } });
    if (res.headers.get('x-request-id') !== id) throw new Error(`sent ${id}, got ${res.headers.get('x-request-id')}`);
    const made = (await fetch(`${P}/api/health`)).headers.get('x-request-id');
    if (!made) throw new Error('no x-request-id on an answer to a request without one');
  });

  await check('both processes hand out the same SM2 public key', async () => {
    const keys = await Promise.all([A, B].map(async (base) => (await data(await fetch(`${base}/api/sys/platform/publicConfig`))).sm2PublicKey));
    if (keys[0] !== keys[1] || keys[0] !== publicKey) throw new Error(`A ${keys[0]?.slice(0, 12)}…, B ${keys[1]?.slice(0, 12)}…`);
  });

  let tokenA;
  await check('a login on A (password encrypted with the key of B) is valid on B and through nginx', async () => {
    const keyB = (await data(await fetch(`${B}/api/sys/platform/publicConfig`))).sm2PublicKey;
    tokenA = await login(A, 'qy', keyB);
    const onB = await data(await fetch(`${B}/api/sys/activeUser/info`, { headers: auth(tokenA) }));
    const viaProxy = await data(await fetch(`${P}/api/sys/activeUser/info`, { headers: auth(tokenA) }));
    const name = (d) => d?.userName ?? JSON.stringify(d).slice(0, 80);
    if (name(onB) !== 'qy' || name(viaProxy) !== 'qy') throw new Error(`info on B: ${name(onB)}, through nginx: ${name(viaProxy)}`);
    const tokenP = await login(P, 'qy', keyB);
    await data(await fetch(`${A}/api/sys/activeUser/info`, { headers: auth(tokenP) }));
    await data(await fetch(`${B}/api/sys/activeUser/info`, { headers: auth(tokenP) }));
  });

  await check('an upload through A downloads from B and through nginx with the same bytes', async () => {
    if (!tokenA) throw new Error('no token (login failed)');
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(12 * 1024 * 1024)]); // > one S3 part
    const form = new FormData();
    form.append('kind', 'document');
    form.append('file', new Blob([content], { type: 'application/pdf' }), '集群冒烟.pdf');
    const up = await data(await fetch(`${A}/api/files/upload`, { method: 'POST', headers: auth(tokenA), body: form }));
    const url = `/api/files/dowload?filePath=${encodeURIComponent(up.filePath)}`;
    for (const [where, base] of [
      ['B', B],
      ['nginx', P],
    ]) {
      const res = await fetch(`${base}${url}`);
      if (res.status !== 200) throw new Error(`download from ${where}: HTTP ${res.status}`);
      const back = Buffer.from(await res.arrayBuffer());
      if (sha256(back) !== sha256(content)) throw new Error(`download from ${where}: ${back.length} bytes, other content`);
    }
    if (readdirSync(dataDir).includes('files')) throw new Error('FILE_STORAGE=s3 wrote into DATA_DIR/files');
    return `${content.length} bytes, sha256 ${sha256(content).slice(0, 12)}…`;
  });

  await check('a matching job started on A is seen on B', async () => {
    if (!tokenA) throw new Error('no token (login failed)');
    const before = Date.now() - 1000;
    const job = await data(await fetch(`${A}/api/ent/company/info/entAsyncMatchPolicy`, { headers: auth(tokenA) }));
    if (!job?.id || job.status !== 'succeeded') throw new Error(`job on A: ${JSON.stringify(job)}`);
    const onB = await data(await fetch(`${B}/api/policy/doc/matchSituation`, { headers: auth(tokenA) }));
    const onA = await data(await fetch(`${A}/api/policy/doc/matchSituation`, { headers: auth(tokenA) }));
    if (!onB?.matchTime) throw new Error(`B has no match results: ${JSON.stringify(onB).slice(0, 200)}`);
    if (Date.parse(onB.matchTime) < before) throw new Error(`B's match results (${onB.matchTime}) are older than the job`);
    if (onB.matchTime !== onA.matchTime || onB.matchedCount !== onA.matchedCount) {
      throw new Error(`B ${onB.matchTime} / ${onB.matchedCount} matched, A ${onA.matchTime} / ${onA.matchedCount}`);
    }
    return `job ${job.id.slice(0, 8)}… ${job.status} on A; B reads its results of ${onB.matchTime} (${onB.matchedCount} matched)`;
  });

  await check('nginx spreads the requests over both processes', async () => {
    for (let i = 0; i < 6; i += 1) await fetch(`${P}/api/health`);
    await sleep(100);
    const lines = readFileSync(join(ngDir, 'access.log'), 'utf8');
    const a = lines.split(`upstream=127.0.0.1:${portA} `).length - 1;
    const b = lines.split(`upstream=127.0.0.1:${portB} `).length - 1;
    if (a === 0 || b === 0) throw new Error(`requests to A: ${a}, to B: ${b}`);
    return `A ${a}, B ${b} requests`;
  });
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  log(`${red('ERROR')} ${err?.stack ?? err}`);
}
const passed = results.filter((r) => r.ok).length;
const total = results.length;
failed ||= passed !== total || total === 0;
if (failed) {
  for (const child of children.filter((c) => c.logFile)) {
    const text = child.output();
    if (text) process.stderr.write(`--- ${child.logFile} (last lines) ---\n${text.split('\n').slice(-30).join('\n')}\n`);
  }
  if (work && existsSync(join(work, 'nginx', 'error.log'))) process.stderr.write(`--- nginx error.log ---\n${tail(join(work, 'nginx', 'error.log'))}\n`);
}
await cleanup();
log(`${failed ? red('FAILED') : green('passed')}: ${passed}/${total} checks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
