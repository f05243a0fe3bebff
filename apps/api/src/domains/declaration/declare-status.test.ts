import { describe, expect, it } from 'vitest';

import { AppError } from '../../core/envelope';
import { assertDeclareDelete, assertDeclareTransition, declareActionsFrom, declareStatusMachine } from './declare-status';

/** The table of openapi/domains/declaration/schemas/declare-status.yaml, written out. */
const CONTRACT_TABLE: Record<string, Record<string, string>> = {
  new: { save: '0' },
  '0': { save: '0', submit: '1', delete: 'removed' },
  '1': { withdraw: '4', pass: '2', reject: '3' },
  '2': {},
  '3': { save: '0', submit: '1' },
  '4': { save: '0', submit: '1', delete: 'removed' },
};
const ACTIONS = ['save', 'submit', 'withdraw', 'pass', 'reject', 'delete'] as const;

describe('DeclareStatus transition table', () => {
  it('allows exactly the transitions of the contract', () => {
    for (const [from, allowed] of Object.entries(CONTRACT_TABLE)) {
      for (const action of ACTIONS) {
        expect(declareStatusMachine.next(from as '0', action), `${from} --${action}-->`).toBe(allowed[action]);
      }
    }
  });

  it('chains save then submit from new, 0, 3 and 4, and lists the allowed actions per state', () => {
    for (const from of ['new', '0', '3', '4'] as const) expect(assertDeclareTransition(from, 'save', 'submit')).toBe('1');
    expect(declareActionsFrom('1')).toEqual(['withdraw', 'pass', 'reject']);
    expect(declareActionsFrom('2')).toEqual([]);
  });

  it('refuses anything else with BUSINESS_RULE 当前状态不允许该操作', () => {
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof AppError ? { code: e.code, msg: e.message } : e;
      }
      return 'allowed';
    };
    const expected = { code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };
    expect(refused(() => assertDeclareTransition('1', 'save'))).toEqual(expected);
    expect(refused(() => assertDeclareTransition('2', 'withdraw'))).toEqual(expected);
    expect(refused(() => assertDeclareTransition('new', 'submit'))).toEqual(expected);
    expect(refused(() => assertDeclareTransition('3', 'pass'))).toEqual(expected);
    expect(refused(() => assertDeclareDelete('1'))).toEqual(expected);
    expect(refused(() => assertDeclareDelete('3'))).toEqual(expected);
    expect(refused(() => assertDeclareDelete('4'))).toBe('allowed');
  });
});
