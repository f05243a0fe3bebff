import { describe, expect, it } from 'vitest';

import { AppError } from '../../core/envelope';
import { assertTechDelete, assertTechTransition, techActionsFrom, techStatesAllowing, techStatusMachine } from './tech-status';

/** The table of openapi/domains/tech/schemas/tech-status.yaml, written out. */
const CONTRACT_TABLE: Record<string, Record<string, string>> = {
  new: { save: '0' },
  '0': { save: '0', commit: '1', delete: 'removed' },
  '1': { pass: '2', reject: '3' },
  '2': { putaway: '4' },
  '3': { save: '0', commit: '1', delete: 'removed' },
  '4': { takedown: '5' },
  '5': { save: '0', putaway: '4', delete: 'removed' },
};
const ACTIONS = ['save', 'commit', 'pass', 'reject', 'putaway', 'takedown', 'delete'] as const;

function refusal(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, msg: e.message } : e;
  }
  return 'allowed';
}

describe('TechStatus transition table', () => {
  it('allows exactly the transitions of the contract', () => {
    for (const [from, allowed] of Object.entries(CONTRACT_TABLE)) {
      for (const action of ACTIONS) {
        expect(techStatusMachine.next(from as '0', action), `${from} --${action}-->`).toBe(allowed[action]);
      }
    }
  });

  it('lists the allowed actions per state and the states allowing an action', () => {
    expect(techActionsFrom('1')).toEqual(['pass', 'reject']);
    expect(techActionsFrom('4')).toEqual(['takedown']);
    expect(techActionsFrom('5')).toEqual(['save', 'putaway', 'delete']);
    expect(techStatesAllowing('putaway')).toEqual(['2', '5']);
    expect(techStatesAllowing('delete')).toEqual(['0', '3', '5']);
    expect(techStatesAllowing('commit')).toEqual(['0', '3']);
  });

  it('refuses anything else with BUSINESS_RULE 当前状态不允许该操作', () => {
    const expected = { code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };
    expect(refusal(() => assertTechTransition('1', 'save'))).toEqual(expected);
    expect(refusal(() => assertTechTransition('4', 'save'))).toEqual(expected);
    expect(refusal(() => assertTechTransition('new', 'commit'))).toEqual(expected);
    expect(refusal(() => assertTechTransition('0', 'putaway'))).toEqual(expected);
    expect(refusal(() => assertTechTransition('2', 'takedown'))).toEqual(expected);
    expect(refusal(() => assertTechDelete('4'))).toEqual(expected);
    expect(refusal(() => assertTechDelete('1'))).toEqual(expected);
    expect(refusal(() => assertTechDelete('5'))).toBe('allowed');
    expect(assertTechTransition('5', 'save')).toBe('0');
    expect(assertTechTransition('1', 'reject')).toBe('3');
  });
});
