import { describe, expect, it } from 'vitest';

import { toMySubPoliciesParams } from './sub.params';
import { validatePolicySubSearch } from './sub.search';

const TAG = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

describe('policy subscription URL (/page/policysub)', () => {
  it('accepts a tag id (UUID) and a page > 1 only', () => {
    expect(validatePolicySubSearch({ tagInfoId: TAG.toUpperCase(), page: '4' })).toEqual({ tagInfoId: TAG, page: 4 });
    expect(validatePolicySubSearch({ tagInfoId: 'x', page: '1' })).toEqual({});
    expect(validatePolicySubSearch({ tagInfoId: 5, page: '2.5' })).toEqual({});
  });

  it('asks getMySub for 10 policies a page', () => {
    expect(toMySubPoliciesParams({})).toEqual({ page: 1, pageSize: 10, tagInfoId: undefined });
    expect(toMySubPoliciesParams({ tagInfoId: TAG, page: 2 })).toEqual({ page: 2, pageSize: 10, tagInfoId: TAG });
  });
});
