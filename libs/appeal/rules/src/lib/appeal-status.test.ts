/** The appeal state table (contract AppealStatus). */
import { describe, expect, it } from 'vitest';

import { APPEAL_STATUS_LABELS, appealActionsFrom, appealStatusMachine, appealTransition, logActionOf } from './appeal-status';

const to = (s: string) => ({ ok: true, to: s });
const refused = expect.objectContaining({ ok: false, message: '当前状态不允许该操作' });

describe('appeal state table', () => {
  it('allows exactly the contract’s transitions', () => {
    expect(appealActionsFrom('new')).toEqual(['submit', 'create']);
    expect(appealActionsFrom('1')).toEqual(['updateDealOffice', 'back', 'delete', 'update']);
    expect(appealActionsFrom('2')).toEqual(['updateDealOffice', 'transfer', 'deal', 'back', 'update']);
    expect(appealActionsFrom('3')).toEqual(['updateDealOffice', 'transfer', 'deal', 'back', 'update']);
    expect(appealActionsFrom('4')).toEqual(['examinePass', 'examineReject', 'update']);
    expect(appealActionsFrom('5')).toEqual(['archive']);
    expect(appealActionsFrom('6')).toEqual([]);
    expect(appealActionsFrom('7')).toEqual(['resubmit', 'delete', 'update']);
  });

  it('leads to the contract’s states and refuses the rest with 当前状态不允许该操作', () => {
    expect(appealTransition('new', 'submit')).toEqual(to('1'));
    expect(appealTransition('1', 'updateDealOffice')).toEqual(to('2'));
    expect(appealTransition('3', 'updateDealOffice')).toEqual(to('2'));
    expect(appealTransition('2', 'transfer')).toEqual(to('3'));
    expect(appealTransition('3', 'deal')).toEqual(to('4'));
    expect(appealTransition('4', 'examinePass')).toEqual(to('5'));
    expect(appealTransition('4', 'examineReject')).toEqual(to('2'));
    expect(appealTransition('5', 'archive')).toEqual(to('6'));
    expect(appealTransition('7', 'resubmit')).toEqual(to('1'));
    expect(appealTransition('4', 'update')).toEqual(to('4'));
    expect(appealTransition('6', 'update')).toEqual(refused);
    expect(appealTransition('1', 'deal')).toEqual(refused);
    expect(appealTransition('4', 'back')).toEqual(refused);
    expect(appealStatusMachine.check('2', 'delete')).toEqual(refused);
    expect(appealStatusMachine.can('7', 'delete')).toBe(true);
    expect(logActionOf('examineReject')).toBe('examine');
  });
});

describe('appeal labels', () => {
  it('labels the stored states as the contract does', () => {
    expect(APPEAL_STATUS_LABELS).toEqual({ '1': '待受理', '2': '办理中', '3': '已转办', '4': '待审核', '5': '已办结', '6': '已归档', '7': '已退回' });
  });
});
