import { describe, expect, it } from 'vitest';

import { TECH_STATUS_LABELS, techActionsFrom, techStatesAllowing, techStatusMachine, techTransition } from './tech-status';

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

  it('refuses anything else with 当前状态不允许该操作', () => {
    const refused = { ok: false, message: '当前状态不允许该操作' };
    expect(techTransition('1', 'save')).toMatchObject(refused);
    expect(techTransition('4', 'save')).toMatchObject(refused);
    expect(techTransition('new', 'commit')).toMatchObject(refused);
    expect(techTransition('0', 'putaway')).toMatchObject(refused);
    expect(techTransition('2', 'takedown')).toMatchObject(refused);
    expect(techStatusMachine.check('4', 'delete')).toMatchObject(refused);
    expect(techStatusMachine.check('1', 'delete')).toMatchObject(refused);
    expect(techStatusMachine.can('5', 'delete')).toBe(true);
    expect(techTransition('5', 'save')).toEqual({ ok: true, to: '0' });
    expect(techTransition('1', 'reject')).toEqual({ ok: true, to: '3' });
  });

  it('labels the stored states as the contract does', () => {
    expect(TECH_STATUS_LABELS['4']).toBe('已上架');
    expect(Object.keys(TECH_STATUS_LABELS)).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});
