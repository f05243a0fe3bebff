/**
 * Unified social credit codes (GB 32100-2015) for the demo companies: the 18th character is a
 * check digit over the first 17, and characters 9–17 are an organisation code (GB 11714) with its
 * own check digit. Used only to make demo data valid; the portal's format rule is in
 * `@qifu/validation` (seeds 000 §5).
 */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of an 8-character organisation-code body (GB 11714). */
export function orgCodeCheck(body: string): string {
  const sum = [...body].reduce((acc, ch, i) => acc + ORG_CHARSET.indexOf(ch) * (ORG_WEIGHTS[i] ?? 0), 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** Check character of the first 17 characters of a unified social credit code (GB 32100). */
export function creditCodeCheck(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + USCC_CHARSET.indexOf(ch) * (USCC_WEIGHTS[i] ?? 0), 0);
  const c = (31 - (sum % 31)) % 31;
  return USCC_CHARSET.charAt(c);
}

/**
 * Builds a valid code from a registration type ('91' = enterprise registered by market
 * regulation), a 6-digit region code and an 8-character organisation-code body.
 */
export function makeCreditCode(registration: string, regionCode: string, orgBody: string): string {
  const first17 = registration + regionCode + orgBody + orgCodeCheck(orgBody);
  return first17 + creditCodeCheck(first17);
}

/** True when all check digits of an 18-character code hold. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheck(code.slice(0, 17)) === code.charAt(17) && orgCodeCheck(code.slice(8, 16)) === code.charAt(16);
}
