import { describe, expect, it } from 'vitest';

import { AppError } from '../../../core/envelope';
import type { StoredCondition } from '../../../db/schema';
import { applyPhaseOf, type CompilableProject, compileProject, FactVector, InvalidRuleError, matchProject, validateRule } from './engine';

const day = 24 * 3600 * 1000;
const NOW = new Date('2026-04-15T00:00:00.000Z');

function project(conditions: StoredCondition[], extra: Partial<CompilableProject> = {}): CompilableProject {
  return {
    id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
    policyId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
    projectName: '2026年度工业企业技术改造项目补助',
    policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
    policyDepName: '德清县经济和信息化局',
    applyStartTime: new Date(NOW.getTime() - 10 * day),
    applyEndTime: new Date(NOW.getTime() + 10 * day),
    examineStartTime: new Date(NOW.getTime() + 11 * day),
    examineEndTime: new Date(NOW.getTime() + 40 * day),
    supportAmount: 5000000,
    supportAmountRule: null,
    conditions,
    ...extra,
  };
}

const revenue: StoredCondition = { code: 'revenue', label: '上年度营业收入不低于2000万元', logic: { '>=': [{ var: 'revenue' }, 2000] }, veto: true };
const rdRatio: StoredCondition = {
  code: 'rdRatio',
  label: '上年度研发费用占营业收入比例不低于3%',
  logic: { '>=': [{ '/': [{ var: 'rdExpense' }, { var: 'revenue' }] }, 0.03] },
};
const street: StoredCondition = { code: 'street', label: '注册地在德清县武康街道', logic: { '==': [{ var: 'streetId' }, '330521001'] } };

describe('matchProject', () => {
  const compiled = compileProject(project([revenue, rdRatio, street]));

  it('matches when every condition is met (matchRate 100, no missing data)', () => {
    const m = matchProject(compiled, { revenue: 32000, rdExpense: 1100, streetId: '330521001' }, NOW);
    expect(m).toMatchObject({ matchResult: '1', matchRate: 100, unmetConditions: [], missingData: [], applyPhase: '2' });
    expect(m.conditions.map((c) => c.outcome)).toEqual(['1', '1', '1']);
    expect(m.matchTime).toBe(NOW.toISOString());
    expect(m.policyDepName).toBe('德清县经济和信息化局');
  });

  it('partly matches with the unmet condition and the missing data named in Chinese; missing data is never "not met"', () => {
    const m = matchProject(compiled, { revenue: 32000, streetId: '330521002' }, NOW);
    expect(m.matchResult).toBe('2');
    expect(m.matchRate).toBe(33);
    expect(m.conditions[1]).toEqual({
      code: 'rdRatio',
      label: '上年度研发费用占营业收入比例不低于3%',
      veto: false,
      outcome: '3',
      missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）' }],
    });
    expect(m.unmetConditions).toEqual([{ code: 'street', label: '注册地在德清县武康街道', veto: false, outcome: '2', missingData: [] }]);
    expect(m.missingData).toEqual([{ field: 'rdExpense', label: '上年度研发费用（万元）' }]);
  });

  it('does not match when a veto condition is not met, whatever else holds', () => {
    const m = matchProject(compiled, { revenue: 1500, rdExpense: 1100, streetId: '330521001' }, NOW);
    expect(m.matchResult).toBe('3');
    expect(m.conditions.map((c) => c.outcome)).toEqual(['2', '1', '1']);
    expect(m.unmetConditions.map((c) => c.code)).toEqual(['revenue']);
  });

  it('a missing veto fact is 部分匹配, not 不匹配; every condition unmet without missing data is 不匹配', () => {
    const missingVeto = matchProject(compiled, { streetId: '330521001' }, NOW);
    expect(missingVeto.matchResult).toBe('2');
    // revenue and rdExpense missing, deduplicated in order of appearance
    expect(missingVeto.missingData.map((f) => f.field)).toEqual(['revenue', 'rdExpense']);
    const soft = compileProject(project([{ ...revenue, veto: false }, street]));
    expect(matchProject(soft, { revenue: 10, streetId: '330521009' }, NOW).matchResult).toBe('3');
    expect(matchProject(soft, { revenue: 10 }, NOW).matchResult).toBe('2');
  });

  it('a project without conditions matches every enterprise', () => {
    const m = matchProject(compileProject(project([])), {}, NOW);
    expect(m).toMatchObject({ matchResult: '1', matchRate: 100, conditions: [], estimatedAmount: 5000000 });
  });

  it('estimates the amount with the support rule over the facts, capped at the stated amount; else the stated amount; null without either', () => {
    // 10% of the equipment investment (万元 → 元)
    const rule = { '*': [{ var: 'equipmentInvestment' }, 10000, 0.1] };
    const withRule = compileProject(project([street], { supportAmountRule: rule }));
    expect(matchProject(withRule, { equipmentInvestment: 650, streetId: '330521001' }, NOW).estimatedAmount).toBe(650000);
    expect(matchProject(withRule, { equipmentInvestment: 90000 }, NOW).estimatedAmount).toBe(5000000);
    // the rule lacks its fact: the stated amount
    expect(matchProject(withRule, {}, NOW).estimatedAmount).toBe(5000000);
    const uncapped = compileProject(project([], { supportAmount: null, supportAmountRule: rule }));
    expect(matchProject(uncapped, { equipmentInvestment: 12.345 }, NOW).estimatedAmount).toBe(12345);
    expect(matchProject(uncapped, {}, NOW).estimatedAmount).toBeNull();
    expect(matchProject(compileProject(project([], { supportAmount: null })), {}, NOW).estimatedAmount).toBeNull();
    // a negative result is 0
    const negative = compileProject(project([], { supportAmountRule: { '-': [{ var: 'revenue' }, 100000] } }));
    expect(matchProject(negative, { revenue: 10 }, NOW).estimatedAmount).toBe(0);
  });

  it('conditions over arrays and booleans: qualifications, tags, isAboveScale', () => {
    const p = compileProject(
      project([
        { code: 'hitech', label: '高新技术企业或省级专精特新', logic: { some: [{ var: 'qualifications' }, { in: [{ var: '' }, ['01', '03']] }] } },
        { code: 'above', label: '规模以上企业', logic: { '==': [{ var: 'isAboveScale' }, true] } },
      ]),
    );
    expect(matchProject(p, { qualifications: ['03'], isAboveScale: true }, NOW).matchResult).toBe('1');
    expect(matchProject(p, { qualifications: [], isAboveScale: false }, NOW).matchResult).toBe('3');
    const missing = matchProject(p, {}, NOW);
    // in the order of the conditions that miss them
    expect(missing.missingData).toEqual([
      { field: 'qualifications', label: '已获资质' },
      { field: 'isAboveScale', label: '是否规模以上企业' },
    ]);
  });

  it('accepts a FactVector built once for many projects', () => {
    const vec = new FactVector({ revenue: 32000, rdExpense: 1100, streetId: '330521001' });
    expect(matchProject(compiled, vec, NOW).matchResult).toBe('1');
  });
});

describe('applyPhaseOf', () => {
  const p = project([]);
  it('derives 未开始, 申报中, 审核中 and 已结束 from the times', () => {
    expect(applyPhaseOf(p, new Date(p.applyStartTime.getTime() - 1))).toBe('1');
    expect(applyPhaseOf(p, p.applyStartTime)).toBe('2');
    expect(applyPhaseOf(p, p.applyEndTime)).toBe('2');
    expect(applyPhaseOf(p, new Date(p.applyEndTime.getTime() + 1))).toBe('3');
    expect(applyPhaseOf(p, p.examineEndTime)).toBe('3');
    expect(applyPhaseOf(p, new Date(p.examineEndTime.getTime() + 1))).toBe('4');
  });
});

describe('validateRule and compileProject refusals', () => {
  it('answers 400 with the problem for other operators, unknown fields, too deep or too many operators', () => {
    const problem = (rule: unknown) => {
      try {
        validateRule(rule);
        return null;
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).code).toBe('BAD_REQUEST');
        return (e as AppError).description;
      }
    };
    expect(problem({ '>=': [{ var: 'revenue' }, 2000] })).toBeNull();
    expect(problem({ cat: ['a'] })).toBe('条件规则不合法：不支持的运算符 cat');
    expect(problem({ '>=': [{ var: 'profit' }, 1] })).toBe('条件规则不合法：未知的企业数据字段 profit');
    let deep: unknown = { var: 'isAboveScale' };
    for (let i = 0; i < 8; i++) deep = { '!': deep };
    expect(problem(deep)).toBe('条件规则不合法：规则嵌套不能超过8层');
    const many = { and: Array.from({ length: 34 }, () => ({ '>=': [{ '+': [{ var: 'revenue' }, 1] }, 2] })) };
    expect(problem(many)).toBe('条件规则不合法：规则的运算符不能超过100个');
    expect(() => validateRule({ merge: [] }, '扶持金额规则')).toThrow('扶持金额规则不合法：不支持的运算符 merge');
  });

  it('compileProject names the project and the condition of a stored rule it refuses', () => {
    expect(() => compileProject(project([{ code: 'x', label: '坏规则', logic: { substr: ['abc', 1] } }]))).toThrow(
      new InvalidRuleError('项目「2026年度工业企业技术改造项目补助」的条件 x：不支持的运算符 substr'),
    );
  });
});
