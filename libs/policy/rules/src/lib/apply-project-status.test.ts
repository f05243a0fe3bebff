import { describe, expect, it } from 'vitest';

import { allowanceActionsFrom, allowanceTransition } from './allowance-status';
import { applyProjectActionsFrom, applyProjectTransition, PROJECT_DELETE_HAS_DECLARATIONS, PROJECT_HAS_DECLARATIONS } from './apply-project-status';
import { PROJECT_TIME_MESSAGES, projectTimeProblem } from './apply-project-times';

describe('ApplyProjectStatus table', () => {
  it('saves (0) and publishes (1) new and unpublished projects, and deletes them', () => {
    expect(applyProjectTransition('new', 'save')).toEqual({ ok: true, to: '0' });
    expect(applyProjectTransition('new', 'publish')).toEqual({ ok: true, to: '1' });
    expect(applyProjectTransition('0', 'publish', 0)).toEqual({ ok: true, to: '1' });
    expect(applyProjectTransition('0', 'delete')).toEqual({ ok: true, to: 'deleted' });
    expect(applyProjectTransition('new', 'delete').ok).toBe(false);
  });

  it('freezes a published project once enterprises declared to it', () => {
    expect(applyProjectTransition('1', 'publish', 0)).toEqual({ ok: true, to: '1' });
    expect(applyProjectTransition('1', 'publish', 2)).toEqual({ ok: false, message: PROJECT_HAS_DECLARATIONS });
    expect(applyProjectTransition('1', 'save', 1)).toEqual({ ok: false, message: PROJECT_HAS_DECLARATIONS });
    expect(applyProjectTransition('1', 'delete', 1)).toEqual({ ok: false, message: PROJECT_DELETE_HAS_DECLARATIONS });
    expect(applyProjectActionsFrom('1', 3)).toEqual([]);
    expect(applyProjectActionsFrom('1', 0)).toEqual(['save', 'publish', 'delete']);
  });
});

describe('PortalAllowanceStatus table', () => {
  it('changes only records 待发放; 已发放 and 已取消 are final', () => {
    expect(allowanceTransition('0', 'grant')).toEqual({ ok: true, to: '1' });
    expect(allowanceTransition('0', 'cancel')).toEqual({ ok: true, to: '2' });
    expect(allowanceTransition('1', 'cancel').ok).toBe(false);
    expect(allowanceActionsFrom('1')).toEqual([]);
    expect(allowanceActionsFrom('2')).toEqual([]);
    expect(allowanceActionsFrom('0')).toEqual(['save', 'grant', 'cancel', 'delete']);
  });
});

describe('projectTimeProblem (seeds 001 §3, §5)', () => {
  const t = (a: string, b: string, c: string, d: string) => ({
    applyStartTime: `2026-12-${a}T00:00:00.000Z`,
    applyEndTime: `2026-12-${b}T00:00:00.000Z`,
    examineStartTime: `2026-12-${c}T00:00:00.000Z`,
    examineEndTime: `2026-12-${d}T00:00:00.000Z`,
  });
  it('accepts applyStart < applyEnd ≤ examineStart < examineEnd', () => {
    expect(projectTimeProblem(t('01', '10', '10', '20'))).toBeNull();
  });
  it('names the broken rule', () => {
    expect(projectTimeProblem(t('01', '01', '10', '20'))).toEqual({ field: 'applyEndTime', message: PROJECT_TIME_MESSAGES.equal });
    expect(projectTimeProblem(t('05', '01', '10', '20'))?.message).toBe('申报结束时间不能早于申报开始时间');
    expect(projectTimeProblem(t('01', '10', '05', '20'))?.message).toBe('审核开始时间不能早于申报结束时间');
    expect(projectTimeProblem(t('01', '10', '20', '20'))?.message).toBe('开始时间和结束时间不能相等');
    expect(projectTimeProblem(t('01', '10', '20', '15'))?.message).toBe('审核结束时间不能早于审核开始时间');
  });
});
