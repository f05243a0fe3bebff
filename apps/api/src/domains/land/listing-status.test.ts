import { describe, expect, it } from 'vitest';

import { AppError } from '../../core/envelope';
import { assertListingDelete, assertListingTransition, listingActionsFrom, listingStatusMachine } from './listing-status';

/** The table of openapi/domains/land/schemas/land-status.yaml (= workshop-status.yaml), written out. */
const CONTRACT_TABLE: Record<string, Record<string, string>> = {
  new: { save: '0' },
  '0': { save: '0', submit: '1', delete: 'removed' },
  '1': { pass: '2', reject: '3' },
  '2': { takedown: '4' },
  '3': { save: '0', submit: '1', delete: 'removed' },
  '4': { save: '0', submit: '1', delete: 'removed' },
};
const ACTIONS = ['save', 'submit', 'pass', 'reject', 'takedown', 'delete'] as const;

function refused(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, msg: e.message } : e;
  }
  return 'allowed';
}

describe('listing review-state table (LandStatus = WorkshopStatus)', () => {
  it('allows exactly the transitions of the contract', () => {
    for (const [from, allowed] of Object.entries(CONTRACT_TABLE)) {
      for (const action of ACTIONS) {
        expect(listingStatusMachine.next(from as '0', action), `${from} --${action}-->`).toBe(allowed[action]);
      }
    }
  });

  it('lists the allowed actions per state (what the workbench shows)', () => {
    expect(listingActionsFrom('1')).toEqual(['pass', 'reject']);
    expect(listingActionsFrom('2')).toEqual(['takedown']);
    expect(listingActionsFrom('4')).toEqual(['save', 'submit', 'delete']);
  });

  it('refuses anything else with BUSINESS_RULE 当前状态不允许该操作', () => {
    const expected = { code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };
    expect(refused(() => assertListingTransition('2', 'save'))).toEqual(expected);
    expect(refused(() => assertListingTransition('1', 'submit'))).toEqual(expected);
    expect(refused(() => assertListingTransition('0', 'pass'))).toEqual(expected);
    expect(refused(() => assertListingTransition('new', 'submit'))).toEqual(expected);
    expect(refused(() => assertListingTransition('4', 'takedown'))).toEqual(expected);
    expect(refused(() => assertListingDelete('2'))).toEqual(expected);
    expect(refused(() => assertListingDelete('1'))).toEqual(expected);
    expect(refused(() => assertListingDelete('3'))).toBe('allowed');
    expect(assertListingTransition('1', 'pass')).toBe('2');
  });
});
