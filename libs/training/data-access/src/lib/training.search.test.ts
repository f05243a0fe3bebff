import { describe, expect, it } from 'vitest';

import { toPublicActivityListParams } from './training.params';
import { validatePropagandaDetailsSearch, validatePropagandaEventsListSearch } from './training.search';

describe('validatePropagandaEventsListSearch (/page/propagandaEventsList)', () => {
  it('keeps valid filters and page, as the router parses them (numbers included)', () => {
    expect(validatePropagandaEventsListSearch({ page: 2, keyword: ' 数字化 ', activityType: 1, status: 10 })).toEqual({
      page: 2,
      keyword: '数字化',
      activityType: '1',
      status: '10',
    });
  });

  it('drops page 1, empty text, unknown types and statuses the portal never lists', () => {
    expect(validatePropagandaEventsListSearch({ page: 1, keyword: '   ', activityType: '4', status: '13' })).toEqual({});
    expect(validatePropagandaEventsListSearch({ status: '2', page: 'x' })).toEqual({});
    expect(validatePropagandaEventsListSearch({ keyword: '长'.repeat(80) }).keyword).toHaveLength(50);
  });

  it('turns a search into the list query with page size 10', () => {
    expect(toPublicActivityListParams({})).toEqual({ page: 1, pageSize: 10 });
    expect(toPublicActivityListParams({ page: 3, keyword: '安全', status: '7', activityType: '2' })).toEqual({
      page: 3,
      pageSize: 10,
      keyword: '安全',
      status: '7',
      activityType: '2',
    });
  });
});

describe('validatePropagandaDetailsSearch (/page/propagandaDetails)', () => {
  it('accepts an activity uuid only', () => {
    expect(validatePropagandaDetailsSearch({ id: '99BB5E08-115A-56A0-8776-D1D9DB28B002' })).toEqual({ id: '99bb5e08-115a-56a0-8776-d1d9db28b002' });
    expect(validatePropagandaDetailsSearch({ id: '123' })).toEqual({});
  });
});
