import { describe, expect, it } from 'vitest';

import { toTechListParams } from './tech.params';
import { validateTechDetailSearch, validateTechListSearch } from './tech.search';

describe('techService URL search', () => {
  it('keeps a valid list search and drops empty or invalid values', () => {
    expect(validateTechListSearch({ page: '3', keyword: ' 光伏 ', domainId: '0301' })).toEqual({ page: 3, keyword: '光伏', domainId: '0301' });
    expect(validateTechListSearch({ page: '1', keyword: '   ', domainId: '' })).toEqual({});
    expect(validateTechListSearch({ page: 'abc', domainId: '3' })).toEqual({});
    expect(validateTechListSearch({ page: 0, domainId: '03x1' })).toEqual({});
    expect(validateTechListSearch({ domainId: 3 })).toEqual({});
    expect(validateTechListSearch({ keyword: 'a'.repeat(80) }).keyword).toHaveLength(50);
  });

  it('reads the id of a detail', () => {
    expect(validateTechDetailSearch({ id: 'd8122b7b-7f27-41cc-8a63-3b8fe8ddec1d' })).toEqual({ id: 'd8122b7b-7f27-41cc-8a63-3b8fe8ddec1d' });
    expect(validateTechDetailSearch({})).toEqual({});
    expect(validateTechDetailSearch({ id: '' })).toEqual({});
  });

  it('turns a list search into the list query: page 1 by default, 10 a page, filters when given', () => {
    expect(toTechListParams({})).toEqual({ page: 1, pageSize: 10 });
    expect(toTechListParams({ page: 4, keyword: '材料', domainId: '03' })).toEqual({ page: 4, pageSize: 10, keyword: '材料', domainId: '03' });
  });
});
