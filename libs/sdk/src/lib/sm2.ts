import { sm2 } from 'sm-crypto';

/**
 * SM2-encrypts `plain` with the server's public key (seeds 000 §7, 001 §9; docs/architecture.md
 * "Sessions, authentication and tokens"): sm-crypto `sm2.doEncrypt(plain, publicKey, 1)`, i.e. C1C3C2, lower-case hex, without
 * the `04` prefix — exactly what the server decrypts.
 *
 * @param plain UTF-8 text, e.g. a password.
 * @param publicKeyHex the uncompressed public key in hex (`04…`, 130 characters), as delivered by
 *   the `getPublicConfig` operation (`sm2PublicKey`).
 * @throws Error when the key is empty.
 */
export function sm2Encrypt(plain: string, publicKeyHex: string): string {
  if (!publicKeyHex) throw new Error('sm2Encrypt: missing public key');
  return sm2.doEncrypt(plain, publicKeyHex, 1);
}
