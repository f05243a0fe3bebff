import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';

import { describe, expect, it } from 'vitest';

import { MATCH_FACT_FIELDS } from './facts';
import { compileRule, evaluateRule, FactVector, lastMissedMask, MISSING, ruleProblem, truthy } from './json-logic';

/** json-logic-js 2.0.5, the reference semantics (CommonJS, no type declarations). */
const jsonLogic = createRequire(import.meta.url)('json-logic-js') as { apply(rule: unknown, data?: unknown): unknown };

/** A small deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUM_FIELDS = ['registeredCapital', 'employeeCount', 'revenue', 'taxAmount', 'rdExpense', 'equipmentInvestment'] as const;
const STR_FIELDS = ['streetId', 'industry', 'scale', 'establishDate', 'companyName'] as const;
const ARR_FIELDS = ['qualifications', 'tagInfoIds'] as const;
const NUMS = [0, 1, 3, 50, 100, 500, 1000, 2000, 5000, 0.03, -1, 2.5];
const STRS = ['C', 'D', 'I', '1', '2', '3', '330521001', '330521002', '2015-06-18', '2020-01-01', '', '01'];
const QUALS = ['01', '02', '03', '04', '05', '06'];
const TAGS = ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b'];

type Kind = 'bool' | 'num' | 'str' | 'arr';

function generator(r: () => number, explicitAbsence = true) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const gen = (kind: Kind, depth: number): unknown => {
    const leaf = depth >= 5 || r() < 0.25;
    switch (kind) {
      case 'num':
        if (leaf) {
          const x = r();
          if (x < 0.5) return { var: pick(NUM_FIELDS) };
          if (x < 0.6) return explicitAbsence ? { var: [pick(NUM_FIELDS), pick(NUMS)] } : pick(NUMS);
          if (x < 0.65) return { var: pick(STR_FIELDS) }; // loose comparisons of strings and numbers
          return pick(NUMS);
        }
        switch (pick(['+', '-', '*', '/', 'min', 'max', 'if', '-1'] as const)) {
          case '+':
            return { '+': [gen('num', depth + 1), gen('num', depth + 1)] };
          case '-':
            return { '-': [gen('num', depth + 1), gen('num', depth + 1)] };
          case '-1':
            return { '-': gen('num', depth + 1) };
          case '*':
            return { '*': [gen('num', depth + 1), gen('num', depth + 1), pick(NUMS)] };
          case '/':
            return { '/': [gen('num', depth + 1), gen('num', depth + 1)] };
          case 'min':
            return { min: [gen('num', depth + 1), gen('num', depth + 1)] };
          case 'max':
            return { max: [gen('num', depth + 1), pick(NUMS), gen('num', depth + 1)] };
          default:
            return { if: [gen('bool', depth + 1), gen('num', depth + 1), gen('num', depth + 1)] };
        }
      case 'str':
        return leaf || r() < 0.5 ? { var: pick(STR_FIELDS) } : pick(STRS);
      case 'arr':
        return r() < 0.7 ? { var: pick(ARR_FIELDS) } : [pick(QUALS), pick(QUALS)];
      default: {
        if (leaf) {
          const x = r();
          if (x < 0.3) return { '>=': [{ var: pick(NUM_FIELDS) }, pick(NUMS)] };
          if (x < 0.45) return { in: [{ var: pick(STR_FIELDS) }, [pick(STRS), pick(STRS), pick(STRS)]] };
          if (x < 0.6) return { in: [pick(QUALS), { var: pick(ARR_FIELDS) }] };
          if (x < 0.7) return { var: 'isAboveScale' };
          if (x < 0.8) return { '==': [{ var: pick(STR_FIELDS) }, pick(STRS)] };
          if (x < 0.85) return explicitAbsence ? { missing: [pick(NUM_FIELDS), pick(STR_FIELDS)] } : pick([true, false]);
          if (x < 0.9) return pick([true, false]);
          return { '<': [pick(NUMS), { var: pick(NUM_FIELDS) }, pick(NUMS)] };
        }
        const op = pick(['and', 'or', '!', '!!', 'cmp', 'cmp', 'cmp', 'some', 'all', 'if', 'in', '==', '!='] as const);
        switch (op) {
          case 'and':
          case 'or': {
            const n = 1 + Math.floor(r() * 3);
            return { [op]: Array.from({ length: n }, () => gen(r() < 0.85 ? 'bool' : 'num', depth + 1)) };
          }
          case '!':
          case '!!':
            return { [op]: [gen(r() < 0.8 ? 'bool' : 'arr', depth + 1)] };
          case 'cmp':
            return { [pick(['>', '>=', '<', '<='])]: [gen('num', depth + 1), gen('num', depth + 1)] };
          case 'some':
          case 'all':
            return { [op]: [gen('arr', depth + 1), { in: [{ var: '' }, [pick(QUALS), pick(QUALS), pick(TAGS)]] }] };
          case 'if':
            return { if: [gen('bool', depth + 1), gen('bool', depth + 1), gen('bool', depth + 1), gen('bool', depth + 1), gen('bool', depth + 1)] };
          case 'in':
            return { in: [gen('str', depth + 1), r() < 0.5 ? gen('arr', depth + 1) : gen('str', depth + 1)] };
          default:
            return { [op]: [gen(r() < 0.5 ? 'str' : 'num', depth + 1), gen(r() < 0.5 ? 'str' : 'num', depth + 1)] };
        }
      }
    }
  };
  const value = (field: (typeof MATCH_FACT_FIELDS)[number]): unknown => {
    if ((NUM_FIELDS as readonly string[]).includes(field)) return pick(NUMS.filter((n) => n >= 0));
    if (field === 'isAboveScale') return r() < 0.5;
    if (field === 'qualifications') return QUALS.filter(() => r() < 0.3);
    if (field === 'tagInfoIds') return TAGS.filter(() => r() < 0.4);
    return pick(STRS.filter((s) => s !== ''));
  };
  const facts = (presence: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of MATCH_FACT_FIELDS) if (r() < presence) out[f] = value(f);
    return out;
  };
  const complete = (partial: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...partial };
    for (const f of MATCH_FACT_FIELDS) if (!(f in out)) out[f] = value(f);
    return out;
  };
  return { gen, facts, complete };
}

describe('compiled JSON Logic equals json-logic-js', () => {
  it('gives jsonLogic.apply\'s exact value on 3,000 generated rules with every fact given', () => {
    const r = rng(20260402);
    const g = generator(r);
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const rule = g.gen(i % 5 === 0 ? 'num' : 'bool', 1);
      if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) continue;
      expect(ruleProblem(rule), JSON.stringify(rule)).toBeNull();
      const asCondition = compileRule(rule);
      const asValue = compileRule(rule, { valued: true });
      for (let k = 0; k < 4; k++) {
        const facts = g.facts(1);
        const expected = jsonLogic.apply(rule, facts);
        const vec = new FactVector(facts);
        for (const compiled of [asCondition, asValue]) {
          const got = evaluateRule(compiled, vec);
          // expect() only on a difference: formatting every check would dominate the run time
          if (!isDeepStrictEqual(got, expected)) expect(got, `${JSON.stringify(rule)} over ${JSON.stringify(facts)}`).toEqual(expected);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });

  it('with facts missing, a decided result never depends on them and MISSING names only absent facts', () => {
    const r = rng(7);
    // no var defaults or `missing`: those read absence on purpose
    const g = generator(r, false);
    let decided = 0;
    let undecided = 0;
    for (let i = 0; i < 3000; i++) {
      const rule = g.gen('bool', 1);
      if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) continue;
      const asCondition = compileRule(rule);
      const asValue = compileRule(rule, { valued: true });
      const partial = g.facts(0.6);
      const vec = new FactVector(partial);
      const cond = evaluateRule(asCondition, vec);
      const condMissed = lastMissedMask();
      const value = evaluateRule(asValue, vec);
      if (cond === MISSING) {
        undecided += 1;
        expect(condMissed).not.toBe(0);
        expect(condMissed & ~vec.absentMask).toBe(0);
      } else decided += 1;
      for (let k = 0; k < 5; k++) {
        const full = g.complete(partial);
        const reference = jsonLogic.apply(rule, full);
        if (cond !== MISSING && truthy(cond) !== truthy(reference)) {
          expect(truthy(cond), `${JSON.stringify(rule)} over ${JSON.stringify(full)}`).toBe(truthy(reference));
        }
        if (value !== MISSING && !isDeepStrictEqual(value, reference)) expect(value, JSON.stringify(rule)).toEqual(reference);
      }
    }
    // both kinds occur often enough for the check to mean something
    expect(decided).toBeGreaterThan(500);
    expect(undecided).toBeGreaterThan(300);
  });

  it('decides or/and with a missing argument when another argument decides (three-valued logic)', () => {
    const rule = compileRule({ or: [{ '>=': [{ var: 'rdExpense' }, 100] }, { in: ['01', { var: 'qualifications' }] }] });
    expect(evaluateRule(rule, new FactVector({ qualifications: ['01'] }))).toBe(true);
    expect(evaluateRule(rule, new FactVector({ qualifications: ['02'] }))).toBe(MISSING);
    expect(lastMissedMask()).toBe(1 << MATCH_FACT_FIELDS.indexOf('rdExpense'));
    const both = compileRule({ and: [{ '>=': [{ var: 'revenue' }, 2000] }, { '==': [{ var: 'industry' }, 'C'] }] });
    expect(evaluateRule(both, new FactVector({ industry: 'D' }))).toBe(false);
    expect(evaluateRule(both, new FactVector({ industry: 'C' }))).toBe(MISSING);
    // `missing` and a var default read absence explicitly
    expect(evaluateRule(compileRule({ missing: ['revenue', 'industry'] }), new FactVector({ industry: 'C' }))).toEqual(['revenue']);
    expect(evaluateRule(compileRule({ '>=': [{ var: ['revenue', 0] }, 1] }), new FactVector({}))).toBe(false);
    // an empty string or null is absent
    expect(evaluateRule(compileRule({ '==': [{ var: 'industry' }, 'C'] }), new FactVector({ industry: '' }))).toBe(MISSING);
  });
});

describe('ruleProblem', () => {
  it('refuses other operators, unknown fields, depth over 8, more than 100 operators and bad arity', () => {
    expect(ruleProblem({ '>=': [{ var: 'revenue' }, 2000] })).toBeNull();
    expect(ruleProblem({ cat: ['a', 'b'] })).toBe('不支持的运算符 cat');
    expect(ruleProblem({ '===': [1, 1] })).toBe('不支持的运算符 ===');
    expect(ruleProblem({ '>=': [{ var: 'profit' }, 1] })).toBe('未知的企业数据字段 profit');
    expect(ruleProblem({ missing: ['revenue', 'profit'] })).toBe('未知的企业数据字段 profit');
    expect(ruleProblem({ var: { var: 'industry' } })).toBe('var 的字段名必须是字符串');
    expect(ruleProblem({ some: [{ var: 'qualifications' }, { '==': [{ var: 'revenue' }, 1] }] })).toBe(
      'some/all 的条件中只能用 {"var": ""} 读取当前元素',
    );
    expect(ruleProblem({ '/': [1] })).toBe('运算符 / 的参数个数不正确');
    expect(ruleProblem([1, 2])).toBe('规则必须是只有一个运算符键的 JSON Logic 运算');
    expect(ruleProblem({ '==': [{ a: 1, b: 2 }, 1] })).toBe('规则中的对象必须是只有一个运算符键的 JSON Logic 运算');

    let deep: unknown = { var: 'revenue' };
    for (let i = 0; i < 7; i++) deep = { '!': [deep] };
    expect(ruleProblem(deep)).toBeNull(); // 8 levels
    expect(ruleProblem({ '!': [deep] })).toBe('规则嵌套不能超过8层');

    const cmp = { '>=': [{ var: 'revenue' }, 1] }; // 2 operators each
    expect(ruleProblem({ or: Array.from({ length: 49 }, () => cmp) })).toBeNull(); // 99
    expect(ruleProblem({ or: Array.from({ length: 50 }, () => cmp) })).toBe('规则的运算符不能超过100个');
  });
});
