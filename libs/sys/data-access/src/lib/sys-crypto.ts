import { getPublicConfig } from '@qifu/session';

/**
 * SM2-encrypts a clear-text password with the server's public key (C1C3C2, hex), as the login and
 * password calls require (seeds 000 §7). sm-crypto loads lazily with `@qifu/sdk/sm2`.
 * @throws ApiError when the public configuration cannot be loaded
 */
export async function encryptPassword(password: string): Promise<string> {
  const [{ sm2PublicKey }, { sm2Encrypt }] = await Promise.all([getPublicConfig(), import('@qifu/sdk/sm2')]);
  return sm2Encrypt(password, sm2PublicKey);
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '~!@#$%^&*';

function randomIndex(bound: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % bound;
}

function pick(alphabet: string): string {
  return alphabet.charAt(randomIndex(alphabet.length));
}

/**
 * A random password satisfying the complexity rule of seeds 000 §5 (at least 8 characters with a
 * digit, a letter and one of `~!@#$%^&*`): `length` (default 12, at least 8) characters from
 * `crypto.getRandomValues`, without look-alike characters (0/O, 1/l/I). Used by 重置密码, which
 * then shows it to the administrator.
 */
export function generatePassword(length = 12): string {
  const size = Math.max(8, length);
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  const all = LETTERS + DIGITS + SPECIALS;
  while (chars.length < size) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
