import { describe, expect, it } from 'vitest';

import { validateColumnPageSearch, validateIndustryInfoSearch, validateNewsDetailSearch } from './cms.search';

describe('cms route search validators', () => {
  it('keeps a valid column code, keyword and page, dropping empty and default values', () => {
    expect(validateIndustryInfoSearch({ column: 'notice', keyword: '  专精特新 ', page: '3' })).toEqual({ column: 'notice', keyword: '专精特新', page: 3 });
    expect(validateIndustryInfoSearch({ column: '', keyword: ' ', page: '1' })).toEqual({});
    expect(validateColumnPageSearch({ column: 'lawConsult', page: 2, keyword: 'x' })).toEqual({ column: 'lawConsult', page: 2 });
  });

  it('drops malformed values instead of failing the route', () => {
    expect(validateIndustryInfoSearch({ column: '<script>', page: '-1' })).toEqual({});
    expect(validateIndustryInfoSearch({ column: '1abc', page: '2.5' })).toEqual({});
    expect(validateColumnPageSearch({ column: ['a'], page: 'abc' })).toEqual({});
    expect(validateIndustryInfoSearch({ keyword: '长'.repeat(80) }).keyword).toHaveLength(50);
  });

  it('reads the article id of the details', () => {
    expect(validateNewsDetailSearch({ id: ' 0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c ' })).toEqual({ id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' });
    expect(validateNewsDetailSearch({})).toEqual({});
  });

  it('reads the staff preview flag only as preview=1 with an id', () => {
    expect(validateNewsDetailSearch({ id: 'a1', preview: '1' })).toEqual({ id: 'a1', preview: true });
    expect(validateNewsDetailSearch({ id: 'a1', preview: 1 })).toEqual({ id: 'a1', preview: true });
    expect(validateNewsDetailSearch({ id: 'a1', preview: 'yes' })).toEqual({ id: 'a1' });
    expect(validateNewsDetailSearch({ preview: '1' })).toEqual({});
  });
});
