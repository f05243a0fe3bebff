import { describe, expect, it } from 'vitest';

import { marketKindOf, toMarketListParams } from './market.params';
import { validateMarketDetailSearch, validateMarketSearch } from './market.search';

describe('validateMarketSearch', () => {
  it('keeps valid values and drops invalid or empty ones (canonical URLs)', () => {
    expect(
      validateMarketSearch({ tab: 'workshop', keyword: ' 冷库 ', town: '330521110', minArea: '1000', maxArea: 4000.5, mode: '2', page: '3' }),
    ).toEqual({ tab: 'workshop', keyword: '冷库', town: '330521110', minArea: 1000, maxArea: 4000.5, mode: '2', page: 3 });
    expect(
      validateMarketSearch({ tab: 'office', demand: 'house', keyword: '  ', town: '3305', minArea: '-1', maxArea: 'abc', mode: '3', page: '1' }),
    ).toEqual({});
    expect(validateMarketSearch({ town: 330521101, minArea: '0', maxArea: '' })).toEqual({ town: '330521101', minArea: 0 });
    expect(validateMarketSearch({ tab: 'demand', demand: 'workshop' })).toEqual({ tab: 'demand', demand: 'workshop' });
  });

  it('validates the detail search: a uuid id and type=demand only', () => {
    const id = 'B8750168-E75D-4BB2-B0D5-7CE5CB2F4517';
    expect(validateMarketDetailSearch({ id, type: 'demand' })).toEqual({ id: id.toLowerCase(), type: 'demand' });
    expect(validateMarketDetailSearch({ id: '12', type: 'supply' })).toEqual({});
  });
});

describe('market search → list query', () => {
  it('picks the listing kind of the tab (需求 → 用地需求 by default)', () => {
    expect(marketKindOf({})).toBe('landInfo');
    expect(marketKindOf({ tab: 'workshop' })).toBe('workshopInfo');
    expect(marketKindOf({ tab: 'demand' })).toBe('landDemand');
    expect(marketKindOf({ tab: 'demand', demand: 'workshop' })).toBe('workshopDemand');
    // demand= only counts on the 需求 tab
    expect(marketKindOf({ demand: 'workshop' })).toBe('landInfo');
  });

  it('maps town to streetCode, page 1 by default, 10 a page', () => {
    expect(toMarketListParams({ town: '330521101', minArea: 20, mode: '1', keyword: '标准地', page: 2 })).toEqual({
      page: 2,
      pageSize: 10,
      keyword: '标准地',
      streetCode: '330521101',
      minArea: 20,
      maxArea: undefined,
      mode: '1',
    });
    expect(toMarketListParams({}).page).toBe(1);
  });
});
