import { describe, expect, it } from 'vitest';

import { CALCULATOR_STATUS_LABELS, calculatorActionAllowed, calculatorActionsFrom, calculatorTransition } from './calculator-status';

describe('calculator state table (PolicyCalculatorStatus)', () => {
  it('offers per state exactly the contract table actions', () => {
    expect(calculatorActionsFrom('0')).toEqual(['save', 'commit', 'delete']);
    expect(calculatorActionsFrom('1')).toEqual(['pass', 'reject']);
    expect(calculatorActionsFrom('2')).toEqual(['preMatch', 'sendResult']);
    expect(calculatorActionsFrom('3')).toEqual(['save', 'delete']);
    expect(calculatorActionsFrom('4')).toEqual(['preMatch', 'sendResult']);
  });

  it('leads to the contract states and refuses everything else with the shared message', () => {
    expect(calculatorTransition('3', 'save')).toEqual({ ok: true, to: '0' });
    expect(calculatorTransition('1', 'reject')).toEqual({ ok: true, to: '3' });
    expect(calculatorTransition('2', 'sendResult')).toEqual({ ok: true, to: '4' });
    const refused = calculatorTransition('1', 'preMatch');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.message).toBe('当前状态不允许该操作');
    expect(calculatorActionAllowed('4', 'delete')).toBe(false);
  });

  it('labels the states from the contract', () => {
    expect(CALCULATOR_STATUS_LABELS).toEqual({ '0': '草稿', '1': '待审核', '2': '审核通过', '3': '已驳回', '4': '已推送' });
  });
});
