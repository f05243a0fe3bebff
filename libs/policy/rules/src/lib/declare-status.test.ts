import { describe, expect, it } from 'vitest';

import {
  DECLARE_LOG_ACTION_LABELS,
  DECLARE_STATUS,
  DECLARE_STATUS_LABELS,
  declareActionsFrom,
  declareEnterpriseActionsFrom,
  declareStatusMachine,
  declareTransition,
  SUBMITTED_DECLARE_STATUSES,
} from './declare-status';

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
    for (const from of ['new', '0', '3', '4'] as const) expect(declareTransition(from, 'save', 'submit')).toEqual({ ok: true, to: '1' });
    expect(declareActionsFrom('1')).toEqual(['withdraw', 'pass', 'reject']);
    expect(declareActionsFrom('2')).toEqual([]);
  });

  it('refuses anything else with 当前状态不允许该操作', () => {
    const refused = { ok: false, message: '当前状态不允许该操作' };
    expect(declareTransition('1', 'save')).toMatchObject(refused);
    expect(declareTransition('2', 'withdraw')).toMatchObject(refused);
    expect(declareTransition('new', 'submit')).toMatchObject({ ...refused, detail: '状态 new 不能执行 submit' });
    expect(declareTransition('3', 'pass')).toMatchObject(refused);
    expect(declareTransition('0', 'save', 'pass')).toMatchObject({ ...refused, detail: '状态 0 不能执行 pass' });
    expect(declareStatusMachine.check('1', 'delete')).toMatchObject(refused);
    expect(declareStatusMachine.check('3', 'delete')).toMatchObject(refused);
    expect(declareStatusMachine.can('4', 'delete')).toBe(true);
  });

  it('labels the stored states as the contract does', () => {
    expect(DECLARE_STATUS_LABELS).toEqual({ '0': '草稿', '1': '待审核', '2': '审核通过', '3': '审核驳回', '4': '已撤回' });
    expect(DECLARE_LOG_ACTION_LABELS).toEqual({ save: '保存', submit: '提交', withdraw: '撤回', pass: '审核通过', reject: '审核驳回' });
  });

  it('names each state once and gives the enterprise its side of the table', () => {
    expect(Object.values(DECLARE_STATUS).sort()).toEqual(Object.keys(DECLARE_STATUS_LABELS).sort());
    expect(SUBMITTED_DECLARE_STATUSES).toEqual(['1', '2', '3']);
    expect(declareEnterpriseActionsFrom('0')).toEqual(['edit', 'delete']);
    expect(declareEnterpriseActionsFrom('1')).toEqual(['withdraw']);
    expect(declareEnterpriseActionsFrom('2')).toEqual([]);
  });
});
