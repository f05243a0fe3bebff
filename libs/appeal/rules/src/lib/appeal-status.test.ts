/** The appeal state table (contract AppealStatus). */
import { describe, expect, it } from 'vitest';

import {
  APPEAL_LOG_ACTION_NAMES,
  APPEAL_STATUS,
  APPEAL_STATUS_LABELS,
  APPEAL_WORKBENCH_ACTION_LABELS,
  appealActionsFrom,
  appealOperationOf,
  appealStatusMachine,
  appealTransition,
  isFinishedAppeal,
  isReturnedAppeal,
  logActionOf,
} from './appeal-status';

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

  it('names each state once, with its predicates', () => {
    expect(Object.values(APPEAL_STATUS).sort()).toEqual(Object.keys(APPEAL_STATUS_LABELS).sort());
    expect(Object.keys(APPEAL_STATUS_LABELS).filter((s) => isFinishedAppeal(s as never))).toEqual(['5', '6']);
    expect(Object.keys(APPEAL_STATUS_LABELS).filter((s) => isReturnedAppeal(s as never))).toEqual(['7']);
  });

  it('has one action vocabulary from the table to the log: both examine results are the operation examine', () => {
    expect(appealOperationOf('examinePass')).toBe('examine');
    expect(appealOperationOf('transfer')).toBe('transfer');
    expect(APPEAL_LOG_ACTION_NAMES).toEqual({
      submit: '企业提交',
      create: '代为登记',
      updateDealOffice: '受理分派',
      transfer: '转办',
      deal: '办理',
      back: '退回',
      examine: '审核',
      archive: '归档',
      resubmit: '重新提交',
      update: '修改',
    });
    expect(APPEAL_WORKBENCH_ACTION_LABELS).toEqual({
      updateDealOffice: '分派',
      transfer: '转办',
      deal: '办理',
      back: '退回',
      examine: '审核',
      archive: '归档',
      delete: '删除',
      update: '修改',
    });
  });
});
