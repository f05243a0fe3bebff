import { describe, expect, it } from 'vitest';

import { validateDeclareDetailSearch, validateDeclareSearch, validatePolicyServerDetailSearch } from './declare.search';
import { DECLARE_ACTIONS, declareActionAllowed } from './declare.types';

const ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

describe('declaration searches', () => {
  it('keeps projectId, id and the entry type, drops malformed values', () => {
    expect(validateDeclareSearch({ projectId: ` ${ID} `, id: ID, type: 1 })).toEqual({ projectId: ID, id: ID, type: '1' });
    expect(validateDeclareSearch({ projectId: '<script>', id: '', type: 'x' })).toEqual({});
    expect(validateDeclareSearch({})).toEqual({});
  });

  it('reads the id of the declaration detail and of the policy-service detail', () => {
    expect(validateDeclareDetailSearch({ id: ID })).toEqual({ id: ID });
    expect(validateDeclareDetailSearch({ id: 5 })).toEqual({});
    expect(validatePolicyServerDetailSearch({ id: ID })).toEqual({ id: ID });
    expect(validatePolicyServerDetailSearch({ id: 'a b' })).toEqual({});
  });
});

describe('DECLARE_ACTIONS (the enterprise side of the contract DeclareStatus table)', () => {
  it('continues 0/3/4, withdraws 1, deletes 0/4 and leaves 2 alone', () => {
    expect(DECLARE_ACTIONS).toEqual({ '0': ['edit', 'delete'], '1': ['withdraw'], '2': [], '3': ['edit'], '4': ['edit', 'delete'] });
    expect(declareActionAllowed('3', 'delete')).toBe(false);
    expect(declareActionAllowed('1', 'withdraw')).toBe(true);
  });
});
