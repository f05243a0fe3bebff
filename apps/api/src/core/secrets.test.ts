import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ensureSecrets, generateSecrets } from './secrets';

const SECRETS_MODULE = resolve(__dirname, 'secrets.ts');

/**
 * Runs ensureSecrets(dataDir) in a separate node process that waits until `startAt` (epoch ms)
 * before calling it, so that several such processes call it at the same moment.
 * @returns exit code, stdout and stderr.
 */
function ensureInChild(dataDir: string, startAt: number): Promise<{ code: number | null; out: string; err: string }> {
  const script = `
    const { ensureSecrets } = await import(${JSON.stringify(SECRETS_MODULE)});
    while (Date.now() < ${startAt}) { /* line up with the other processes */ }
    process.stdout.write(JSON.stringify(ensureSecrets(${JSON.stringify(dataDir)})));
  `;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'qifu-secrets-test-'));
  dirs.push(d);
  return d;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('ensureSecrets', () => {
  it('lets processes started at once on one empty data folder all succeed with the same secrets', async () => {
    for (let round = 0; round < 2; round += 1) {
      const dataDir = join(tempDir(), 'data', 'nested'); // the folder does not exist yet: mkdir races too
      const startAt = Date.now() + 2500; // after every child has loaded tsx
      const results = await Promise.all([0, 1, 2, 3].map(() => ensureInChild(dataDir, startAt)));
      for (const r of results) expect(r, r.err).toMatchObject({ code: 0 });
      const secrets = results.map((r) => JSON.parse(r.out) as { jwtSecret: string; sm2PublicKey: string; sm2PrivateKey: string });
      const onDisk = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as unknown;
      for (const s of secrets) expect(s).toEqual(onDisk);
      expect(readdirSync(dataDir)).toEqual(['secrets.json']); // no temporary files left
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    }
  }, 60_000);

  it('keeps the secrets of an existing file and applies the environment overrides', () => {
    const dataDir = tempDir();
    const first = ensureSecrets(dataDir);
    expect(ensureSecrets(dataDir)).toEqual(first);
    const other = generateSecrets();
    expect(ensureSecrets(dataDir, { jwtSecret: 'from-env' })).toEqual({ ...first, jwtSecret: 'from-env' });
    expect(ensureSecrets(dataDir, { sm2PublicKey: other.sm2PublicKey, sm2PrivateKey: other.sm2PrivateKey })).toEqual({
      ...first,
      sm2PublicKey: other.sm2PublicKey,
      sm2PrivateKey: other.sm2PrivateKey,
    });
  });

  it('refuses a broken secrets file and half an SM2 key pair', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secrets.json'), '{"jwtSecret": 1}');
    expect(() => ensureSecrets(dataDir)).toThrow(/not a valid secrets file/);
    expect(() => ensureSecrets(tempDir(), { sm2PublicKey: '04ab' })).toThrow(/must be set together/);
  });
});
