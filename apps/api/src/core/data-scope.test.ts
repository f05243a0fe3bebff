import { and, count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_USER_COUNT } from '../seed';
import { polConsult, polInfo, sysDataRule, sysOffice, sysRole, sysUser } from '../db/schema';
import { createTestDb, type TestDb } from '../testing/test-server';
import { checkDataRule, dataScope, fixedValues, type ScopeCaller } from './data-scope';

describe('checkDataRule', () => {
  const base = { resource: 'sys:user', columnName: 'officeId', operator: 'eq', valueType: 'currentOffice', ruleValue: null } as const;

  it('accepts rules that fit the registry', () => {
    expect(checkDataRule(base)).toBeUndefined();
    expect(checkDataRule({ ...base, valueType: 'currentOfficeTree', operator: 'ne' })).toBeUndefined();
    expect(checkDataRule({ ...base, columnName: 'userType', valueType: 'fixed', operator: 'in', ruleValue: 'DEPT, GOV' })).toBeUndefined();
    expect(checkDataRule({ ...base, columnName: 'userType', valueType: 'fixed', operator: 'like', ruleValue: 'D' })).toBeUndefined();
    expect(checkDataRule({ ...base, valueType: 'fixed', operator: 'in', ruleValue: '5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c' })).toBeUndefined();
    expect(checkDataRule({ resource: 'pol:consult', columnName: 'userId', operator: 'eq', valueType: 'currentUser', ruleValue: null })).toBeUndefined();
  });

  it('refuses unknown resources and columns, misfit value sources, like on ids and bad fixed values', () => {
    expect(checkDataRule({ ...base, resource: 'no:such' })).toMatch(/^不支持的数据资源：no:such/);
    expect(checkDataRule({ ...base, columnName: 'password_hash' })).toMatch(/不支持字段 password_hash/);
    expect(checkDataRule({ ...base, valueType: 'currentCompany' })).toBe('字段“所属部门”不能使用该取值来源');
    expect(checkDataRule({ ...base, columnName: 'userType' })).toBe('字段“用户类型”不能使用该取值来源');
    expect(checkDataRule({ ...base, operator: 'like' })).toBe('字段“所属部门”不能使用“包含”比较');
    expect(checkDataRule({ ...base, valueType: 'fixed', operator: 'in', ruleValue: ' , ' })).toBe('固定值不能为空');
    expect(checkDataRule({ ...base, valueType: 'fixed', ruleValue: '  ' })).toBe('固定值不能为空');
    expect(checkDataRule({ ...base, valueType: 'fixed', ruleValue: 'JXJ' })).toMatch(/固定值必须是记录 id/);
  });

  it('splits `in` values on half- and full-width commas only', () => {
    expect(fixedValues('in', 'a, b，c,,')).toEqual(['a', 'b', 'c']);
    expect(fixedValues('eq', 'a,b')).toEqual(['a,b']);
  });
});

describe('dataScope on a real database', () => {
  let t: TestDb;
  let jxj: string;
  let sub: string;
  // the consultation list bound as the policy domain binds it (core/ imports no domain)
  const consultScopeBinding = { policyOffice: polInfo.policyDepName, userId: polConsult.userId, companyId: polConsult.companyId };
  const consults = async (scope: SQL | undefined) =>
    (await t.db.select({ content: polConsult.consultContent }).from(polConsult).innerJoin(polInfo, eq(polConsult.polInfoId, polInfo.id)).where(scope))
      .map((c) => c.content)
      .sort();

  beforeAll(async () => {
    t = await createTestDb({ demo: true });
    const offices = await t.db.select({ id: sysOffice.id, name: sysOffice.officeName }).from(sysOffice);
    jxj = offices.find((o) => o.name === '德清县经济和信息化局')!.id;
    sub = offices.find((o) => o.name === '德清县中小企业发展服务中心')!.id;
    const [qy] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    const policies = await t.db.select({ id: polInfo.id, dep: polInfo.policyDepName }).from(polInfo);
    const of = (dep: string) => policies.find((p) => p.dep === dep)!.id;
    // a policy issued by the sub-office, to tell currentOffice from currentOfficeTree
    const [subPolicy] = await t.db
      .insert(polInfo)
      .values({ policyTitle: '中小企业服务券', policyDepName: '德清县中小企业发展服务中心', policyCreateTime: new Date(), status: 'published' })
      .returning({ id: polInfo.id });
    await t.db.insert(polConsult).values([
      { polInfoId: of('德清县经济和信息化局'), consultContent: 'A 经信局', userId: qy!.id },
      { polInfoId: subPolicy!.id, consultContent: 'B 中小企业中心', userId: qy!.id },
      { polInfoId: of('德清县科学技术局'), consultContent: 'C 科技局', userId: null },
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const dept = (officeId: string | null): ScopeCaller => ({ id: '00000000-0000-4000-8000-000000000001', roles: ['DEPT'], officeId, companyId: null });

  it('applies the seeded department rule (policyOffice eq currentOfficeTree) through office names', async () => {
    const scope = await dataScope(t.db, dept(jxj), 'pol:consult', consultScopeBinding);
    expect(await consults(scope)).toEqual(['A 经信局', 'B 中小企业中心']);
    expect(await consults(await dataScope(t.db, dept(sub), 'pol:consult', consultScopeBinding))).toEqual(['B 中小企业中心']);
  });

  it('matches nothing without an office or without roles; a role without rules sees every row', async () => {
    expect(await consults(await dataScope(t.db, dept(null), 'pol:consult', consultScopeBinding))).toEqual([]);
    expect(await consults(await dataScope(t.db, { ...dept(jxj), roles: [] }, 'pol:consult', consultScopeBinding))).toEqual([]);
    expect(await dataScope(t.db, { ...dept(jxj), roles: ['YYF'] }, 'pol:consult', consultScopeBinding)).toBeUndefined();
    expect(await dataScope(t.db, { ...dept(jxj), roles: ['DEPT', 'GOV'] }, 'pol:consult', consultScopeBinding)).toBeUndefined();
  });

  it('ignores rules of a disabled role', async () => {
    await t.db.update(sysRole).set({ enableFlag: '0' }).where(eq(sysRole.code, 'DEPT'));
    try {
      // the caller's only role grants nothing any more: no rows
      expect(await consults(await dataScope(t.db, dept(jxj), 'pol:consult', consultScopeBinding))).toEqual([]);
    } finally {
      await t.db.update(sysRole).set({ enableFlag: '1' }).where(eq(sysRole.code, 'DEPT'));
    }
  });

  it('scopes users by office tree, by the caller (currentUser) and by fixed lists', async () => {
    const binding = { officeId: sysUser.officeId, companyId: sysUser.companyId, id: sysUser.id, userType: sysUser.userType };
    const names = async (scope: SQL | undefined) =>
      (await t.db.select({ n: sysUser.userName }).from(sysUser).where(scope)).map((r) => r.n).sort();
    expect(await names(await dataScope(t.db, dept(jxj), 'sys:user', binding))).toEqual(['dept']);

    // a custom role: only the caller's own account, and (AND) not of type QY
    const [role] = await t.db.insert(sysRole).values({ code: 'SELF_ONLY', name: '仅本人', userType: 'YYF' }).returning({ id: sysRole.id });
    await t.db.insert(sysDataRule).values([
      { roleId: role!.id, ruleName: '本人', resource: 'sys:user', columnName: 'id', operator: 'eq', valueType: 'currentUser' },
      { roleId: role!.id, ruleName: '非企业', resource: 'sys:user', columnName: 'userType', operator: 'ne', valueType: 'fixed', ruleValue: 'QY' },
    ]);
    const [qy] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    const [yyf] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'yyf'));
    const self = (id: string): ScopeCaller => ({ id, roles: ['SELF_ONLY'], officeId: null, companyId: null });
    expect(await names(await dataScope(t.db, self(yyf!.id), 'sys:user', binding))).toEqual(['yyf']);
    expect(await names(await dataScope(t.db, self(qy!.id), 'sys:user', binding))).toEqual([]);
    // OR across roles: SELF_ONLY or DEPT's office tree
    expect(await names(await dataScope(t.db, { ...self(yyf!.id), roles: ['SELF_ONLY', 'DEPT'], officeId: jxj }, 'sys:user', binding))).toEqual(['dept', 'yyf']);

    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(sysUser)
      .where(and(await dataScope(t.db, { ...self(yyf!.id), roles: ['YYF'] }, 'sys:user', binding)));
    expect(n).toBe(DEMO_USER_COUNT);
  });
});
