import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import jsonLogic from 'json-logic-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadBundledSpec } from '../../../core/spec';
import { matchCompany } from './company-matches';
import { saveCompanyFacts } from '../engine/facts';
import { createTestDb, type TestDb } from '../../../testing/test-server';
import {
  company,
  companyFact,
  companyRisk,
  companyTag,
  decDeclare,
  polApplyProject,
  polInfo,
  polInfoTag,
  polRiskRule,
  type StoredCondition,
  sysUser,
  tagCategory,
  tagInfo,
} from '../../../db/schema';
import { demoCompanies, demoPolicies } from '../../../seed/content';
import { DEMO_TAG_CATEGORIES } from '../../../seed/content/policy-service-companies';
import { DEMO_APPLY_PROJECTS, DEMO_DECLARATION_FLOW, type DemoTemplate } from '../../../seed/content/policy-service-projects';

const spec = loadBundledSpec() as unknown as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec as object, 'spec');
const validator = (name: string) => {
  const fn = ajv.getSchema(`spec#/components/schemas/${name}`);
  if (!fn) throw new Error(`schema ${name} missing`);
  return fn;
};
const FACT_KEYS = new Set(Object.keys(spec.components.schemas['MatchFacts']?.properties ?? {}));
const OPERATORS = new Set(['==', '!=', '>', '>=', '<', '<=', '!', '!!', 'and', 'or', 'if', 'in', 'var', 'missing', 'some', 'all', '+', '-', '*', '/', 'min', 'max']);

/** Operators and variables of a JSON Logic rule. */
function walk(rule: unknown, ops: string[] = [], vars: string[] = []): { ops: string[]; vars: string[] } {
  if (Array.isArray(rule)) rule.forEach((r) => walk(r, ops, vars));
  else if (rule && typeof rule === 'object') {
    for (const [op, args] of Object.entries(rule)) {
      ops.push(op);
      if (op === 'var') vars.push(String(Array.isArray(args) ? args[0] : args));
      else walk(args, ops, vars);
    }
  }
  return { ops, vars };
}

type Facts = Record<string, unknown>;
/** A minimal reading of the contract's result rules (match-result.yaml): absent fact → missing. */
function outcome(c: StoredCondition, facts: Facts): '1' | '2' | '3' {
  const { vars } = walk(c.logic);
  if (vars.some((v) => facts[v] === undefined || facts[v] === null)) return '3';
  return jsonLogic.apply(c.logic as jsonLogic.RulesLogic, facts) ? '1' : '2';
}
function result(conditions: StoredCondition[], facts: Facts): '1' | '2' | '3' {
  const outs = conditions.map((c) => ({ c, o: outcome(c, facts) }));
  if (outs.every((x) => x.o === '1')) return '1';
  if (outs.some((x) => x.c.veto && x.o === '2')) return '3';
  if (!outs.some((x) => x.o === '1') && !outs.some((x) => x.o === '3')) return '3';
  return '2';
}

let t: TestDb;
let firstFacts: Facts;

beforeAll(async () => {
  t = await createTestDb({ demo: true });
  const [first] = await t.db
    .select({ c: company, f: companyFact.facts })
    .from(company)
    .innerJoin(companyFact, eq(companyFact.companyId, company.id))
    .where(eq(company.companyName, demoCompanies[0]?.companyName ?? ''));
  firstFacts = { ...first?.f, companyName: first?.c.companyName, creditCode: first?.c.creditCode, streetId: first?.c.streetId, industry: first?.c.industry, scale: first?.c.scale };
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('policy-service demo seed', () => {
  it('writes tags, facts, risks, projects, risk rules and declarations', async () => {
    expect(await n(tagCategory)).toBe(4);
    expect(await n(tagInfo)).toBe(14);
    const cats = await t.db.select({ name: tagCategory.categoryName }).from(tagCategory).orderBy(asc(tagCategory.sort));
    expect(cats.map((c) => c.name)).toEqual(['企业资质', '所属行业', '企业规模', '扶持方向']);
    expect(await n(companyFact)).toBe(8);
    expect(await n(companyRisk)).toBe(32);
    expect(await n(companyTag)).toBeGreaterThanOrEqual(20);
    expect(await n(polApplyProject)).toBe(31);
    expect(await n(polRiskRule)).toBe(5);
    expect(await n(decDeclare)).toBe(3);
    // most policies carry a tag
    const tagged = new Set((await t.db.select({ id: polInfoTag.policyId }).from(polInfoTag)).map((r) => r.id));
    expect(tagged.size).toBeGreaterThanOrEqual(Math.ceil(demoPolicies.length * 0.75));
    expect(DEMO_TAG_CATEGORIES.flatMap((c) => c.tags)).toContain('专精特新“小巨人”企业');
  });

  it('gives the first company the facts of the brief, without rdExpense and taxAmount, and its risks', async () => {
    expect(firstFacts).toMatchObject({ registeredCapital: 5000, employeeCount: 186, revenue: 32000, equipmentInvestment: 650, isAboveScale: true, qualifications: ['01', '03'], establishDate: '2015-06-18' });
    expect(firstFacts).not.toHaveProperty('rdExpense');
    expect(firstFacts).not.toHaveProperty('taxAmount');
    const factsSchema = validator('MatchFacts');
    const all = await t.db.select({ f: companyFact.facts }).from(companyFact);
    for (const { f } of all) expect(factsSchema(f), JSON.stringify(factsSchema.errors)).toBe(true);
    const risks = await t.db
      .select({ name: companyRisk.riskName, count: companyRisk.riskCount })
      .from(companyRisk)
      .innerJoin(company, eq(company.id, companyRisk.companyId))
      .where(eq(company.companyName, demoCompanies[0]?.companyName ?? ''));
    expect(Object.fromEntries(risks.map((r) => [r.name, r.count]))).toEqual({ 行政处罚: 1, 欠缴税款: 1, 严重违法失信: 0, 经营异常名录: 0 });
  });

  it('stores projects in the four phases with valid conditions and templates', async () => {
    const rows = await t.db.select().from(polApplyProject);
    const now = Date.now();
    const phase = (p: (typeof rows)[number]) =>
      now < p.applyStartTime.getTime() ? '1' : now <= p.applyEndTime.getTime() ? '2' : now <= p.examineEndTime.getTime() ? '3' : '4';
    const published = rows.filter((p) => p.status === '1');
    expect(rows.filter((p) => p.status === '0')).toHaveLength(2);
    expect(published.filter((p) => phase(p) === '1')).toHaveLength(3);
    expect(published.filter((p) => phase(p) === '3')).toHaveLength(3);
    expect(published.filter((p) => phase(p) === '4')).toHaveLength(3);
    expect(published.filter((p) => phase(p) === '2')).toHaveLength(20);

    const templateSchema = validator('ApplyProjectTemplate');
    const conditionSchema = validator('MatchCondition');
    for (const p of rows) {
      expect(templateSchema(p.template), `${p.projectName}: ${JSON.stringify(templateSchema.errors)}`).toBe(true);
      expect(p.conditions.length).toBeGreaterThanOrEqual(2);
      expect(p.conditions.length).toBeLessThanOrEqual(8);
      expect(new Set(p.conditions.map((c) => c.code)).size).toBe(p.conditions.length);
      for (const c of [...p.conditions, ...(p.supportAmountRule ? [{ code: 'amount', label: '金额', logic: p.supportAmountRule }] : [])]) {
        expect(conditionSchema(c), JSON.stringify(conditionSchema.errors)).toBe(true);
        const { ops, vars } = walk(c.logic);
        expect(ops.filter((o) => !OPERATORS.has(o))).toEqual([]);
        expect(vars.filter((v) => !FACT_KEYS.has(v))).toEqual([]);
      }
    }
  });

  it('matches the first company as documented: 匹配, 部分匹配 (rdExpense missing / non-veto unmet), 不匹配', () => {
    const open = DEMO_APPLY_PROJECTS.filter((p) => p.phase === 'open' && p.status === '1');
    const got = open.map((p) => ({ name: p.projectName, result: result(p.conditions, firstFacts), expected: p.firstCompany?.result }));
    expect(got.filter((g) => g.result !== g.expected)).toEqual([]);
    const by = (reason: string) => open.filter((p) => p.firstCompany?.reason === reason);
    expect(by('allMet').length).toBeGreaterThanOrEqual(3);
    expect(by('rdExpenseMissing').length).toBeGreaterThanOrEqual(3);
    expect(by('nonVetoUnmet').length).toBeGreaterThanOrEqual(2);
    expect(by('vetoUnmet').length).toBeGreaterThanOrEqual(3);
    // partly matched only because of rdExpense: no condition unmet, only rdExpense missing
    for (const p of by('rdExpenseMissing')) {
      const missing = p.conditions.flatMap((c) => walk(c.logic).vars).filter((v) => firstFacts[v] === undefined);
      expect(new Set(missing)).toEqual(new Set(['rdExpense']));
      expect(p.conditions.every((c) => outcome(c, firstFacts) !== '2')).toBe(true);
      // filling rdExpense 1100 (3.4 % of revenue) in 去完善信息 makes them 匹配
      expect(result(p.conditions, { ...firstFacts, rdExpense: 1100 })).toBe('1');
    }
    for (const p of by('nonVetoUnmet')) expect(p.conditions.every((c) => outcome(c, firstFacts) !== '3')).toBe(true);
  });

  it('seeds the five declaration-flow policies with one open project and their risk rules', async () => {
    const risks = { 行政处罚: 1, 欠缴税款: 1, 严重违法失信: 0, 经营异常名录: 0 } as Record<string, number>;
    const expected = {
      risk00Whole: { riskType: '00', whole: true },
      risk00Incomplete: { riskType: '00', whole: false },
      risk01: { riskType: '01', whole: true },
      risk02Whole: { riskType: '02', whole: true },
      risk02Incomplete: { riskType: '02', whole: false },
    } as const;
    const titles = Object.values(DEMO_DECLARATION_FLOW).map((f) => f.policyTitle);
    expect(new Set(titles).size).toBe(5);
    for (const [key, flow] of Object.entries(DEMO_DECLARATION_FLOW)) {
      const [policy] = await t.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.policyTitle, flow.policyTitle));
      expect(policy, key).toBeDefined();
      const projects = await t.db.select().from(polApplyProject).where(eq(polApplyProject.policyId, policy?.id ?? ''));
      expect(projects.map((p) => p.projectName)).toEqual([flow.projectName]);
      const project = projects[0];
      expect(project?.status).toBe('1');
      expect(project && project.applyStartTime.getTime() < Date.now() && Date.now() < project.applyEndTime.getTime()).toBe(true);
      const [rule] = await t.db.select().from(polRiskRule).where(eq(polRiskRule.policyId, policy?.id ?? ''));
      const worst = (rule?.rules ?? []).filter((r) => (risks[r.riskName] ?? 0) > 0).reduce((w, r) => (r.riskType === '01' || w === '01' ? '01' : r.riskType), '00');
      const whole = (project?.conditions ?? []).every((c) => outcome(c, firstFacts) !== '3');
      expect({ key, riskType: worst, whole }).toEqual({ key, riskType: expected[key as keyof typeof expected].riskType, whole: expected[key as keyof typeof expected].whole });
    }
    const full = DEMO_APPLY_PROJECTS.find((p) => p.flow?.key === 'risk00Whole')?.template as DemoTemplate;
    expect(new Set(full.fields.map((f) => f.type)).size).toBe(13);
    expect(full.fields.some((f) => f.type === 'input' && f.rules?.some((r) => r.type === 'mobile'))).toBe(true);
    expect(full.fields.filter((f) => f.required).map((f) => f.type)).toEqual(expect.arrayContaining(['radio', 'amount']));
    expect(full.fields.find((f) => f.type === 'upload')?.required).toBe(false);
  });

  it('gives the first company an approved declaration with answers valid for its template', async () => {
    const [qy] = await t.db.select({ id: sysUser.id, companyId: sysUser.companyId }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    const rows = await t.db
      .select({ d: decDeclare, template: polApplyProject.template, examineEndTime: polApplyProject.examineEndTime })
      .from(decDeclare)
      .innerJoin(polApplyProject, eq(polApplyProject.id, decDeclare.projectId))
      .where(eq(decDeclare.companyId, qy?.companyId ?? ''));
    expect(rows).toHaveLength(1);
    const { d, template, examineEndTime } = rows[0]!;
    expect(d.status).toBe('2');
    expect(d.userId).toBe(qy?.id);
    expect(d.declareNo).toMatch(/^SB\d{8}\d{3}$/);
    expect(examineEndTime.getTime()).toBeLessThan(Date.now());
    expect(d.examineUserName).toBe('王强');
    expect(validator('ApplyFormData')(d.formData)).toBe(true);
    const fields = (template as DemoTemplate).fields;
    for (const f of fields.filter((x) => x.required)) expect(d.formData[f.key], f.key).toBeTruthy();
    expect(Object.keys(d.formData).filter((k) => !fields.some((f) => f.key === k))).toEqual([]);
  });

  it('is what the matching engine computes for the first company, and rdExpense 1100 turns the research projects into 匹配', async () => {
    const [first] = await t.db.select({ id: company.id }).from(company).where(eq(company.companyName, demoCompanies[0]?.companyName ?? ''));
    const id = first?.id ?? '';
    const open = DEMO_APPLY_PROJECTS.filter((p) => p.phase === 'open' && p.status === '1');
    const resultsOf = async () => {
      const { matches } = await matchCompany(t.db, id);
      return new Map(matches.map((m) => [m.match.projectName, m.match]));
    };
    const before = await resultsOf();
    expect(open.map((p) => [p.projectName, before.get(p.projectName)?.matchResult])).toEqual(open.map((p) => [p.projectName, p.firstCompany?.result]));
    for (const p of open.filter((x) => x.firstCompany?.reason === 'rdExpenseMissing')) {
      expect(before.get(p.projectName)?.missingData.map((f) => f.field)).toEqual(['rdExpense']);
    }
    await saveCompanyFacts(t.db, id, { rdExpense: 1100 }, null);
    const after = await resultsOf();
    for (const p of open) {
      const expected = p.firstCompany?.reason === 'rdExpenseMissing' ? '1' : p.firstCompany?.result;
      expect([p.projectName, after.get(p.projectName)?.matchResult]).toEqual([p.projectName, expected]);
    }
    // the research subsidy's estimate follows its rule: 10 % of 1100 万元 = 1,100,000 yuan
    expect(after.get('2025年度企业研发费用补助')?.estimatedAmount).toBe(1_100_000);
  });
});
