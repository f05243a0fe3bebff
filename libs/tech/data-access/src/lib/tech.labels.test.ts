import { describe, expect, it } from 'vitest';

import { COOPERATION_MODE_LABELS, formatWan, INSTITUTE_TYPE_LABELS, MATURITY_LABELS } from './tech.labels';

describe('technology-service labels', () => {
  it('shows money in 万元 and null as 面议', () => {
    expect(formatWan(200)).toBe('200万元');
    expect(formatWan(12.5)).toBe('12.50万元');
    expect(formatWan(0)).toBe('0万元');
    expect(formatWan(null)).toBe('面议');
  });

  it('labels the codes as the contract does', () => {
    expect(MATURITY_LABELS['4']).toBe('产业化阶段');
    expect(COOPERATION_MODE_LABELS['3']).toBe('技术入股');
    expect(INSTITUTE_TYPE_LABELS['3']).toBe('新型研发机构');
  });
});
