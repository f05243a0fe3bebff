/** The appeal state table (contract AppealStatus) and the deadline rule. */
import { describe, expect, it } from 'vitest';

import { addWorkingDays } from './appeal-deadline';
import { appealActionsFrom, assertAppealDelete, assertAppealTransition, logActionOf } from './appeal-status';

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

  it('leads to the contract’s states and refuses the rest with BUSINESS_RULE 当前状态不允许该操作', () => {
    expect(assertAppealTransition('new', 'submit')).toBe('1');
    expect(assertAppealTransition('1', 'updateDealOffice')).toBe('2');
    expect(assertAppealTransition('3', 'updateDealOffice')).toBe('2');
    expect(assertAppealTransition('2', 'transfer')).toBe('3');
    expect(assertAppealTransition('3', 'deal')).toBe('4');
    expect(assertAppealTransition('4', 'examinePass')).toBe('5');
    expect(assertAppealTransition('4', 'examineReject')).toBe('2');
    expect(assertAppealTransition('5', 'archive')).toBe('6');
    expect(assertAppealTransition('7', 'resubmit')).toBe('1');
    expect(assertAppealTransition('4', 'update')).toBe('4');
    expect(() => assertAppealTransition('6', 'update')).toThrow('当前状态不允许该操作');
    expect(() => assertAppealTransition('1', 'deal')).toThrow(expect.objectContaining({ code: 'BUSINESS_RULE', statusCode: 200 }));
    expect(() => assertAppealTransition('4', 'back')).toThrow('当前状态不允许该操作');
    expect(() => assertAppealDelete('2')).toThrow('当前状态不允许该操作');
    expect(() => assertAppealDelete('7')).not.toThrow();
    expect(logActionOf('examineReject')).toBe('examine');
  });
});

describe('deadline in working days (China time)', () => {
  it('skips weekends', () => {
    // Friday 2026-11-20 10:00 China time
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 1)).toBe('2026-11-23');
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 5)).toBe('2026-11-27');
    // Friday 23:30 China time is still Friday there (UTC Friday 15:30)
    expect(addWorkingDays(new Date('2026-11-20T15:30:00Z'), 1)).toBe('2026-11-23');
    // Sunday 00:30 China time (UTC Saturday 16:30)
    expect(addWorkingDays(new Date('2026-11-21T16:30:00Z'), 1)).toBe('2026-11-23');
    expect(addWorkingDays(new Date('2026-11-20T02:00:00Z'), 15)).toBe('2026-12-11');
  });
});
