import { describe, expect, it } from 'vitest';

import { LISTING_STATUS_LABELS, listingActionsFrom, listingStatusMachine, listingTransition } from './listing-status';

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

  it('refuses anything else with 当前状态不允许该操作', () => {
    const refused = { ok: false, message: '当前状态不允许该操作' };
    expect(listingTransition('2', 'save')).toMatchObject(refused);
    expect(listingTransition('1', 'submit')).toMatchObject(refused);
    expect(listingTransition('0', 'pass')).toMatchObject(refused);
    expect(listingTransition('new', 'submit')).toMatchObject({ ...refused, detail: '状态 new 不能执行 submit' });
    expect(listingTransition('4', 'takedown')).toMatchObject(refused);
    expect(listingStatusMachine.check('2', 'delete')).toMatchObject(refused);
    expect(listingStatusMachine.check('1', 'delete')).toMatchObject(refused);
    expect(listingStatusMachine.can('3', 'delete')).toBe(true);
    expect(listingTransition('1', 'pass')).toEqual({ ok: true, to: '2' });
  });

  it('labels the stored states as the contract does', () => {
    expect(LISTING_STATUS_LABELS).toEqual({ '0': '草稿', '1': '待审核', '2': '已上架', '3': '审核驳回', '4': '已下架' });
  });
});
