import { describe, expect, it } from 'vitest';
import { creditCodeCheck, isValidCreditCode, makeCreditCode } from './credit-code';
import { demoCompanies } from './companies';

describe('unified social credit codes of the demo data', () => {
  it('accepts a built code and rejects a one-character change', () => {
    const code = makeCreditCode('91', '330521', '7045123A');
    expect(isValidCreditCode(code)).toBe(true);
    const tampered = code.slice(0, 10) + (code[10] === '1' ? '2' : '1') + code.slice(11);
    expect(isValidCreditCode(tampered)).toBe(false);
    expect(code.charAt(17)).toBe(creditCodeCheck(code.slice(0, 17)));
  });

  it('gives every demo company a distinct valid code in the county', () => {
    const codes = demoCompanies.map((c) => c.creditCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(isValidCreditCode(code)).toBe(true);
      expect(code.slice(2, 8)).toBe('330521');
    }
  });
});
