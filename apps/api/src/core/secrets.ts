/**
 * Server secrets (docs/architecture.md "Tokens"): the JWT key and the SM2 key pair, generated on
 * first start into `DATA_DIR/secrets.json` (mode 0600) unless `JWT_SECRET`, `SM2_PUBLIC_KEY` and
 * `SM2_PRIVATE_KEY` provide them.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * Reads `<dataDir>/secrets.json`, creating it (and the folder) with fresh secrets on first start,
 * then applies the environment overrides.
 * @throws Error when the file exists but is not a valid secrets file, or when only one half of an
 *   SM2 key pair is overridden.
 */
export function ensureSecrets(dataDir: string, overrides: Partial<Secrets> = {}): Secrets {
  if (Boolean(overrides.sm2PublicKey) !== Boolean(overrides.sm2PrivateKey)) {
    throw new Error('SM2_PUBLIC_KEY and SM2_PRIVATE_KEY must be set together');
  }
  const file = join(dataDir, 'secrets.json');
  let stored: Secrets;
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSecrets(parsed)) throw new Error(`${file} is not a valid secrets file`);
    stored = parsed;
  } else {
    mkdirSync(dataDir, { recursive: true });
    stored = generateSecrets();
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return { ...stored, ...overrides };
}
