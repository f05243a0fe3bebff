/**
 * `@qifu/sdk/sm2` — the SM2 public-key encryption helper (seeds 000 §7), kept out of the main entry
 * so that sm-crypto (about 20 KB gzip) loads only when a login or password form submits:
 * `const { sm2Encrypt } = await import('@qifu/sdk/sm2')`.
 */
export { sm2Encrypt } from './lib/sm2';
