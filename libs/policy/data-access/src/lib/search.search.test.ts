import { describe, expect, it } from 'vitest';

import { toPolicySearchParams } from './search.params';
import { validatePolicySearchSearch } from './search.search';

describe('policy search URL (/page/policysearch)', () => {
  it('keeps valid values, trimmed, and drops empty or invalid ones', () => {
    expect(
      validatePolicySearchSearch({
        keyword: ' 专精特新 ',
        policyDepName: '德清县经济和信息化局',
        supportMode: 1,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        page: '2',
      }),
    ).toEqual({
      keyword: '专精特新',
      policyDepName: '德清县经济和信息化局',
      supportMode: '1',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      page: 2,
    });
    expect(validatePolicySearchSearch({ keyword: '', page: '1', startDate: '2026-02-30', endDate: '2026/03/01' })).toEqual({});
  });

  it('drops an end day earlier than the start day (seeds 000 §5 "Date range")', () => {
    expect(validatePolicySearchSearch({ startDate: '2026-03-01', endDate: '2026-02-01' })).toEqual({ startDate: '2026-03-01' });
    expect(validatePolicySearchSearch({ endDate: '2026-02-01' })).toEqual({ endDate: '2026-02-01' });
  });

  it('asks for 10 hits a page with every filter', () => {
    expect(toPolicySearchParams({})).toMatchObject({ page: 1, pageSize: 10 });
    expect(toPolicySearchParams({ keyword: '技改', startDate: '2026-01-01', page: 3 })).toEqual({
      page: 3,
      pageSize: 10,
      keyword: '技改',
      policyDepName: undefined,
      supportMode: undefined,
      startDate: '2026-01-01',
      endDate: undefined,
    });
  });
});
