import { describe, expect, it } from 'vitest';

import { placesLeft, trainStepAllowed, trainTargetAllows } from './train-status';

describe('registration rules shown by the pages (server table: domains/training/train-status.ts)', () => {
  it('offers 我要报名 in 报名中 only and 取消报名 in 报名中 and 待举办', () => {
    const statuses = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
    expect(statuses.filter((s) => trainStepAllowed(s, 'apply'))).toEqual(['7']);
    expect(statuses.filter((s) => trainStepAllowed(s, 'cancelApply'))).toEqual(['7', '8']);
  });

  it('lets enterprises register for 企业 and both, individuals for 个人 and both, nobody else', () => {
    expect(['1', '2', '3'].map((t) => trainTargetAllows(t as '1', 'QY'))).toEqual([true, false, true]);
    expect(['1', '2', '3'].map((t) => trainTargetAllows(t as '1', 'GR'))).toEqual([false, true, true]);
    expect(trainTargetAllows('3', 'YYF')).toBe(false);
    expect(trainTargetAllows('3', undefined)).toBe(false);
  });

  it('counts places left, unlimited for 0', () => {
    expect(placesLeft({ applyLimit: 100, applyCount: 42 })).toBe(58);
    expect(placesLeft({ applyLimit: 30, applyCount: 31 })).toBe(0);
    expect(placesLeft({ applyLimit: 0, applyCount: 500 })).toBeNull();
  });
});
