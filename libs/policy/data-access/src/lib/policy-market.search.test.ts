import { describe, expect, it } from 'vitest';

import { toPolicyListParams, validatePolicyDetailSearch, validatePolicyMarketSearch } from './policy-market.search';

describe('policy market search', () => {
  it('keeps valid values and drops empty or invalid ones', () => {
    expect(validatePolicyMarketSearch({ page: '3', keyword: ' 技改 ', policyDepName: '', supportMode: 1 })).toEqual({
      page: 3,
      keyword: '技改',
      supportMode: '1',
    });
    expect(validatePolicyMarketSearch({ page: '0' })).toEqual({});
    expect(validatePolicyMarketSearch({ page: 'x', keyword: 5 })).toEqual({ keyword: '5' });
  });

  it('asks for 10 policies a page (seeds 001 §9)', () => {
    expect(toPolicyListParams({})).toEqual({ page: 1, pageSize: 10, keyword: undefined, policyDepName: undefined, supportMode: undefined });
    expect(toPolicyListParams({ page: 2, keyword: 'a' })).toMatchObject({ page: 2, pageSize: 10, keyword: 'a' });
  });

  it('reads the details id', () => {
    expect(validatePolicyDetailSearch({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(validatePolicyDetailSearch({})).toEqual({});
  });
});
