import { describe, expect, it } from 'vitest';

import { defineSearch, oneOf, pageParam, text, uuidParam, validateIdSearch } from './search-params';

describe('defineSearch', () => {
  const validate = defineSearch({ keyword: text(5), tab: oneOf(['land', 'workshop']), page: pageParam, id: uuidParam });

  it('keeps valid values, typed and trimmed', () => {
    expect(validate({ keyword: '  厂房 ', tab: 'land', page: '3', id: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' })).toEqual({
      keyword: '厂房',
      tab: 'land',
      page: 3,
      id: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
    });
  });

  it('drops invalid, empty and unknown values so URLs stay canonical', () => {
    expect(validate({ keyword: '   ', tab: 'farm', page: '1', id: '42', other: 'x' })).toEqual({});
  });

  it('cuts text at its maximum length', () => {
    expect(validate({ keyword: '一二三四五六七' })).toEqual({ keyword: '一二三四五' });
  });

  it('validates detail pages by id', () => {
    expect(validateIdSearch({ id: 'not-a-uuid' })).toEqual({});
  });
});
