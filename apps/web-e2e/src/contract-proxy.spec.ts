/**
 * Issue 17 acceptance 4: `contract:proxy` in front of the started product, as a QA engineer runs
 * it (`node tools/contract/bin.mjs proxy --target <product> --port <port>`): a request that breaks
 * the contract, made through the proxy, is reported as it happens; a valid one comes back exactly
 * as the product answers it; Ctrl+C prints the summary.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

import { expect, test } from './fixtures';

const repoRoot = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

test('contract:proxy reports a contract violation and passes a valid exchange through unchanged', async ({ request, baseURL }) => {
  test.setTimeout(60_000);
  const port = await freePort();
  const proxy = spawn(process.execPath, ['tools/contract/bin.mjs', 'proxy', '--target', baseURL ?? '', '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proxy.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proxy.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => proxy.on('exit', (code) => done(code)));
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toContain(`contract:proxy: http://127.0.0.1:${port} →`);
    const through = `http://127.0.0.1:${port}`;

    const direct = await request.get(`${baseURL}/api/policy/doc/list?page=1&pageSize=10`);
    const proxied = await request.get(`${through}/api/policy/doc/list?page=1&pageSize=10`);
    expect(proxied.status()).toBe(direct.status());
    expect(proxied.headers()['content-type']).toBe(direct.headers()['content-type']);
    expect(await proxied.body()).toEqual(await direct.body());

    const bad = await request.get(`${through}/api/policy/doc/list?page=abc&pageSize=10`);
    expect(bad.status()).toBe(400);
    await expect.poll(() => output).toContain('✘ listPolicyDoc GET /api/policy/doc/list?page=abc&pageSize=10 → request');
    expect(output).toMatch(/query parameter "page": must be integer/);
    expect(output).not.toContain('page=1&pageSize=10 → ');
  } finally {
    proxy.kill('SIGINT');
  }
  expect(await exited).toBe(1);
  expect(output).toContain('proxy: 2 requests checked, 1 violations (2 forwarded)');
});
