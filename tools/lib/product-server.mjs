// Shared by the tools that start the built product and open it in Debian's Chromium
// (tools/size/home-size.mjs, tools/bench/lighthouse/run.mjs): the Chromium path and flags of the
// e2e suite, a free-port probe, and starting `node dist/apps/api/main.mjs` until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Debian's Chromium (installed by tools/scripts/ensure-chromium.sh). */
export const CHROMIUM = '/usr/bin/chromium';

/** The Chromium flags of the e2e suite (apps/web-e2e/playwright.config.ts), without headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<number>} a TCP port free on 127.0.0.1 at the time of the call. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`node <entry>`) on 127.0.0.1:`port` with `env` (DATABASE_URL and
 * NODE_ENV removed: embedded PGlite, development defaults), and resolves with its base URL once
 * `HEAD /api/openapi.json` answers 2xx (polled every 300 ms, up to `timeoutMs`, default 120 000 ms).
 * A stop function (SIGTERM, SIGKILL after 5 s) is pushed onto `cleanups`.
 *
 * @param {{ entry: string; cwd: string; port: number; env: Record<string, string | undefined>;
 *   cleanups: (() => Promise<void> | void)[]; timeoutMs?: number }} options
 * @returns {Promise<string>} e.g. `http://127.0.0.1:40123`
 * @throws Error with the server's last 4000 characters of stderr when it exits or does not answer in time.
 */
export async function startProduct({ entry, cwd, port, env, cleanups, timeoutMs = 120_000 }) {
  const childEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, [entry], { cwd, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering:\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/openapi.json`, { method: 'HEAD' });
      if (res.ok) return base;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${stderr}`);
}
