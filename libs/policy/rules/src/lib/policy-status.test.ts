import { describe, expect, it } from 'vitest';

import {
  POLICY_STATES,
  policyActionsFrom,
  policyExamineStatus,
  policyShelfStatus,
  policyStateOf,
  policyStatusMachine,
  policyTransition,
  statesOfExamine,
  statesOfShelf,
} from './policy-status';

describe('policy state table (pol_info.status)', () => {
  it('takes up drafts, approved and offline policies and takes published ones down', () => {
    expect(policyTransition('draft', 'takeup')).toEqual({ ok: true, to: 'published' });
    expect(policyTransition('approved', 'takeup')).toEqual({ ok: true, to: 'published' });
    expect(policyTransition('offline', 'takeup')).toEqual({ ok: true, to: 'published' });
    expect(policyTransition('published', 'takedown')).toEqual({ ok: true, to: 'offline' });
  });

  it('refuses what the table does not allow, with the reason where the documents give one', () => {
    expect(policyTransition('published', 'takeup')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(policyTransition('draft', 'takedown')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(policyTransition('rejected', 'takeup')).toMatchObject({ ok: false });
    expect(policyTransition('pending', 'takeup')).toMatchObject({ ok: false });
    expect(policyTransition('published', 'save')).toMatchObject({ ok: false, message: '已上架的政策请先下架再修改' });
    expect(policyTransition('published', 'delete')).toMatchObject({ ok: false, message: '已上架的政策请先下架再删除' });
    expect(policyTransition('pending', 'save')).toMatchObject({ ok: false, message: '待审核的政策不能修改' });
    expect(policyTransition('deleted', 'takeup')).toMatchObject({ ok: false });
  });

  it('examines only pending policies', () => {
    expect(policyTransition('pending', 'pass')).toEqual({ ok: true, to: 'approved' });
    expect(policyTransition('pending', 'reject')).toEqual({ ok: true, to: 'rejected' });
    for (const s of POLICY_STATES.filter((x) => x !== 'pending')) expect(policyStatusMachine.can(s, 'pass')).toBe(false);
  });

  it('projects every state onto the two contract codes consistently', () => {
    expect(POLICY_STATES.map(policyShelfStatus)).toEqual(['0', '0', '0', '0', '1', '2', '0']);
    expect(POLICY_STATES.map(policyExamineStatus)).toEqual(['0', '1', '3', '2', '2', '2', '0']);
    expect(statesOfShelf('1')).toEqual(['published']);
    expect(statesOfExamine('2')).toEqual(['approved', 'published', 'offline']);
    expect(statesOfShelf('0')).not.toContain('deleted');
    for (const state of POLICY_STATES.filter((x) => x !== 'deleted')) {
      expect(policyStateOf(policyShelfStatus(state), policyExamineStatus(state))).toBe(state);
    }
  });

  it('offers the row actions of each state', () => {
    expect(policyActionsFrom('published')).toEqual(['takedown']);
    expect(policyActionsFrom('pending')).toEqual(['pass', 'reject']);
    expect(policyActionsFrom('deleted')).toEqual([]);
  });
});
