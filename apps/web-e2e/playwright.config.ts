/**
 * End-to-end tests in Debian's Chromium (`/usr/bin/chromium`, installed by
 * `tools/scripts/ensure-chromium.sh`; Playwright's own browser download does not work here).
 *
 * By default the config starts the built product (`npm run build` first) on port 8181 with a
 * fresh data directory, demo data and login codes off. Set `E2E_BASE_URL` to test a server that
 * is already running instead (no server is started then).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

const repoRoot = resolve(import.meta.dirname, '../..');
const externalBaseUrl = process.env['E2E_BASE_URL'];
const port = 8181;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

// A fresh, empty data directory for the started server, wiped at the start of every run (not at
// the end: the server may still be shutting down). The first evaluation of this config (the
// runner) sets E2E_DATA_DIR; workers inherit it and leave the directory alone.
function freshDataDir(): string {
  const dir = join(tmpdir(), 'qifu-e2e-data');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
const dataDir = externalBaseUrl ? '' : (process.env['E2E_DATA_DIR'] ??= freshDataDir());

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results/web-e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-quic',
            '--no-first-run',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node dist/apps/api/main.mjs',
        cwd: repoRoot,
        url: `http://127.0.0.1:${port}/api/openapi.json`,
        timeout: 120_000,
        reuseExistingServer: process.env['E2E_REUSE_SERVER'] === '1',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        // The server logs every request to stdout; E2E_SERVER_LOG=1 shows them.
        stdout: process.env['E2E_SERVER_LOG'] === '1' ? 'pipe' : 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOGIN_CODE: 'off',
          DEMO: 'on',
          // one address logs in as many accounts within minutes: rate limits x10 (docs/operations.md "防暴力破解与限流")
          RATE_LIMIT_MULTIPLIER: '10',
          // Known to the token-refresh spec, which signs an already-expired access token with it
          // (at least 32 characters, else the server refuses to start: startup-checks.ts).
          JWT_SECRET: process.env['E2E_JWT_SECRET'] ?? 'e2e-jwt-secret-of-at-least-32-characters',
        },
      },
});
