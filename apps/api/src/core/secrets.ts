/**
 * Server secrets (docs/architecture.md "Sessions, authentication and tokens"): the JWT key and the SM2 key pair, generated on
 * first start into `DATA_DIR/secrets.json` (mode 0600) unless `JWT_SECRET`, `SM2_PUBLIC_KEY` and
 * `SM2_PRIVATE_KEY` provide them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

import smCrypto from 'sm-crypto';

import type { Secrets } from '../config';

/** A fresh set of secrets: 48 random bytes (base64url) for HS256 and a new SM2 key pair. */
export function generateSecrets(): Secrets {
  const { publicKey, privateKey } = smCrypto.sm2.generateKeyPairHex();
  return { jwtSecret: randomBytes(48).toString('base64url'), sm2PublicKey: publicKey, sm2PrivateKey: privateKey };
}

function isSecrets(v: unknown): v is Secrets {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o['jwtSecret'] === 'string' && typeof o['sm2PublicKey'] === 'string' && typeof o['sm2PrivateKey'] === 'string';
}

/** How long (ms) {@link ensureSecrets} waits for a secrets file another process is still writing. */
const INCOMPLETE_FILE_WAIT_MS = 2000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(err: unknown): unknown {
  return (err as { code?: unknown } | null)?.code;
}

/**
 * The secrets stored in `file`, or undefined when it does not exist. A file that does not parse is
 * re-read for up to {@link INCOMPLETE_FILE_WAIT_MS} (an older version of this server wrote it in
 * place, so another process may still be writing it).
 * @throws Error when the file stays unreadable or is not a valid secrets file.
 */
function readSecretsFile(file: string): Secrets | undefined {
  const deadline = Date.now() + INCOMPLETE_FILE_WAIT_MS;
  for (;;) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if (errorCode(err) === 'ENOENT') return undefined;
      throw err;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      if (Date.now() < deadline) {
        sleepSync(50);
        continue;
      }
      throw new Error(`${file} is not a valid secrets file`);
    }
    if (!isSecrets(parsed)) throw new Error(`${file} is not a valid secrets file`);
    return parsed;
  }
}

/**
 * Creates `file` with `content` only if it does not exist yet, atomically: the bytes go to a unique
 * temporary file first, which is then hard-linked to the final name (a link never replaces an
 * existing name and the linked file is already complete). On a file system without hard links the
 * file is created exclusively in place instead.
 * @returns true when this call created the file, false when it already existed.
 */
function createFileOnce(file: string, content: string): boolean {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  writeFileSync(tmp, content, { mode: 0o600, flag: 'wx' });
  try {
    chmodSync(tmp, 0o600);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = errorCode(err);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw err;
    try {
      writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
      return true;
    } catch (inner) {
      if (errorCode(inner) === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Reads `<dataDir>/secrets.json`, creating it (and the folder) with fresh secrets on first start,
 * then applies the environment overrides. Safe when several processes start at once on one data
 * folder (issue 13 §7): exactly one of them creates the file, atomically, and every one of them
 * ends with the secrets of that file.
 * @throws Error when the file exists but is not a valid secrets file, or when only one half of an
 *   SM2 key pair is overridden.
 */
export function ensureSecrets(dataDir: string, overrides: Partial<Secrets> = {}): Secrets {
  if (Boolean(overrides.sm2PublicKey) !== Boolean(overrides.sm2PrivateKey)) {
    throw new Error('SM2_PUBLIC_KEY and SM2_PRIVATE_KEY must be set together');
  }
  const file = join(dataDir, 'secrets.json');
  let stored = readSecretsFile(file);
  if (!stored) {
    mkdirSync(dataDir, { recursive: true });
    const fresh = generateSecrets();
    if (createFileOnce(file, JSON.stringify(fresh, null, 2) + '\n')) {
      stored = fresh;
    } else {
      stored = readSecretsFile(file);
      if (!stored) throw new Error(`${file} vanished while it was being created`);
    }
  }
  return { ...stored, ...overrides };
}
