import { describe, expect, it } from 'vitest';

import { validateAppealSearch } from './appeal.search';

describe('validateAppealSearch (/page/appeal)', () => {
  it('keeps the tab and, for 我的诉求, the page, status and id', () => {
    expect(validateAppealSearch({})).toEqual({});
    expect(validateAppealSearch({ tab: 'submit' })).toEqual({ tab: 'submit' });
    expect(validateAppealSearch({ tab: 'mine', page: '3', status: '7', id: '3F6C2A1E-8B4D-4C7A-9E2F-1A2B3C4D5E6F' })).toEqual({
      tab: 'mine',
      page: 3,
      status: '7',
      id: '3f6c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6f',
    });
  });

  it('drops malformed values and values that do not belong to the tab', () => {
    expect(validateAppealSearch({ tab: 'other', page: 2 })).toEqual({});
    expect(validateAppealSearch({ tab: 'submit', page: 2, id: '3f6c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6f' })).toEqual({ tab: 'submit' });
    expect(validateAppealSearch({ tab: 'mine', page: '1', status: '8', id: 'x' })).toEqual({ tab: 'mine' });
    expect(validateAppealSearch({ tab: 'mine', page: 'abc' })).toEqual({ tab: 'mine' });
  });
});
