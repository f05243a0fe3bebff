/**
 * Basic-data configuration (service categories and other two-level lists) through the real API:
 * lists by type, the public cascade, details, the tree and uniqueness rules, the deal office.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysBasicDataConfig, sysOffice } from '../../../db/schema';
import { demoBasicDataConfigs } from '../../../seed/content/sys-config';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants, ensureSysConfigSeed } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureSysConfigSeed(server.db);
  await ensureGrants(server.db, 'ADMIN', ['sys:basicDataConfig:list', 'sys:basicDataConfig:save', 'sys:basicDataConfig:delete']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Config = { id: string; configType: string; configName: string; parentId: string | null; enableFlag: string; dealOfficeId: string | null; dealOfficeName: string | null; serviceDesc: string | null };
type Option = { label: string; value: string; children: Option[] };
const rows = async () => (await server.db.select({ n: count() }).from(sysBasicDataConfig))[0]?.n ?? 0;

describe('basic-data configuration', () => {
  const byName = async (name: string) => {
    const [row] = await server.db.select({ id: sysBasicDataConfig.id }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.configName, name)).limit(1);
    if (!row) throw new Error(`no config ${name}`);
    return row.id;
  };

  it('lists a type by sort: enabled entries only for visitors, all (or by flag) for staff', async () => {
    const pub = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=1&enableFlag=0');
    expect(pub.violations).toEqual([]);
    expect(pub.json.data?.map((c) => c.configName)).toEqual(demoBasicDataConfigs['1'].filter((c) => c.enableFlag !== '0').map((c) => c.configName));
    const staffAll = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=1', admin);
    expect(staffAll.json.data?.map((c) => c.configName)).toEqual(demoBasicDataConfigs['1'].map((c) => c.configName));
    const staffOff = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=2&enableFlag=0', admin);
    expect(staffOff.json.data?.map((c) => c.configName)).toEqual(['来信来访']);

    // service categories: each parent followed by its (enabled) children
    const cats = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=3');
    const expected = demoBasicDataConfigs['3'].flatMap((p) => [p.configName, ...(p.children ?? []).filter((c) => c.enableFlag !== '0').map((c) => c.configName)]);
    expect(cats.json.data?.map((c) => c.configName)).toEqual(expected);
  });

  it('builds the public service-category cascade of enabled entries; disabling a parent hides its children', async () => {
    const res = await call<Option[]>(server, 'GET', '/sys/basicDataConfig/getServiceCategoryCascade');
    expect(res.violations).toEqual([]);
    const tree = res.json.data!;
    expect(tree.map((o) => o.label)).toEqual(['企业服务', '政策服务', '其他服务']);
    expect(tree[0]?.children.map((o) => o.label)).toEqual(['用地用房', '融资服务', '人才招引']);
    expect(tree[1]?.children.map((o) => o.label)).toEqual(['政策兑现', '科技项目']);
    expect(tree[2]?.children).toEqual([]);

    const policyId = await byName('政策服务');
    const off = await call(server, 'POST', '/sys/basicDataConfig/changeConfigEnableFlag', admin, { id: policyId, enableFlag: '0' });
    expect(off.violations).toEqual([]);
    const after = (await call<Option[]>(server, 'GET', '/sys/basicDataConfig/getServiceCategoryCascade')).json.data!;
    expect(after.map((o) => o.label)).toEqual(['企业服务', '其他服务']);
    const pub = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=3');
    expect(pub.json.data?.some((c) => c.configName === '政策兑现')).toBe(false);
    await call(server, 'POST', '/sys/basicDataConfig/changeConfigEnableFlag', admin, { id: policyId, enableFlag: '1' });
  });

  it('answers the detail with parent name and children, and the plain entry', async () => {
    const parentId = await byName('企业服务');
    const detail = await call<Config & { parentName: string | null; children: Config[] }>(server, 'GET', `/sys/basicDataConfig/getDetail?id=${parentId}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ configName: '企业服务', parentName: null });
    expect(detail.json.data?.children.map((c) => c.configName)).toEqual(['用地用房', '融资服务', '人才招引']);
    const childId = detail.json.data!.children[0]!.id;
    const child = await call<Config & { parentName: string | null }>(server, 'GET', `/sys/basicDataConfig/getDetail?id=${childId}`, admin);
    expect(child.json.data).toMatchObject({ parentName: '企业服务', children: [] });
    const plain = await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${childId}`, admin);
    expect(plain.violations).toEqual([]);
    expect(plain.json.data).toMatchObject({ id: childId, parentId, configType: '3' });
    expect(plain.json.data).not.toHaveProperty('children');
  });

  it('keeps the tree two levels deep, names unique per parent and the type fixed; nothing is written on refusal', async () => {
    const before = await rows();
    const parentId = await byName('企业服务');
    const childId = await byName('融资服务');
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ configType: '1', configName: '子分类', parentId }, 'BUSINESS_RULE', '只有服务类别可以设置上级'],
      [{ configType: '3', configName: '三级', parentId: childId }, 'BUSINESS_RULE', '服务类别最多两级'],
      [{ configType: '3', configName: '融资服务', parentId }, 'CONFLICT', '同级下已存在相同名称'],
      [{ configType: '1', configName: '政策咨询' }, 'CONFLICT', '同级下已存在相同名称'],
      [{ configType: '3', configName: 'x', parentId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' }, 'NOT_FOUND_ENTITY', '上级配置不存在'],
      [{ id: childId, configType: '1', configName: '融资服务' }, 'BUSINESS_RULE', '不能修改配置类型'],
      [{ id: parentId, configType: '3', configName: '企业服务', parentId: await byName('其他服务') }, 'BUSINESS_RULE', '服务类别最多两级'],
      [{ id: parentId, configType: '3', configName: '企业服务', parentId }, 'BUSINESS_RULE', '上级不能是自身'],
    ];
    for (const [payload, code, msg] of refusals) {
      const res = await call(server, 'POST', '/sys/basicDataConfig/saveConfig', admin, payload);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: false, code, msg });
    }
    expect(await rows()).toBe(before);

    // the same name under another parent is fine
    const other = await call<{ id: string }>(server, 'POST', '/sys/basicDataConfig/saveConfig', admin, { configType: '3', configName: '融资服务', parentId: await byName('政策服务'), sort: 9 });
    expect(other.violations).toEqual([]);
    expect(other.json.success).toBe(true);
    const del = await call(server, 'GET', `/sys/basicDataConfig/delete?id=${other.json.data!.id}`, admin);
    expect(del.violations).toEqual([]);
    expect(del.json).toMatchObject({ success: true, msg: '删除成功' });
  });

  it('refuses deleting an entry with children', async () => {
    const res = await call(server, 'GET', `/sys/basicDataConfig/delete?id=${await byName('企业服务')}`, admin);
    expect(res.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '请先删除下级配置' });
    const [left] = await server.db.select({ n: count() }).from(sysBasicDataConfig).where(and(eq(sysBasicDataConfig.configName, '企业服务'), isNull(sysBasicDataConfig.parentId)));
    expect(left?.n).toBe(1);
  });

  it('sets the dealOffice of a service category (named from the office), clears it, and refuses other types and unknown offices', async () => {
    let [office] = await server.db.select({ id: sysOffice.id, name: sysOffice.officeName }).from(sysOffice).limit(1);
    if (!office) {
      [office] = await server.db.insert(sysOffice).values({ officeName: '测试承办部门', officeType: '2' }).returning({ id: sysOffice.id, name: sysOffice.officeName });
    }
    const id = await byName('人才招引');
    const set = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: office!.id, serviceDesc: '人才服务一件事' });
    expect(set.violations).toEqual([]);
    expect(set.json).toMatchObject({ success: true, msg: '保存成功' });
    expect((await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${id}`, admin)).json.data).toMatchObject({
      dealOfficeId: office!.id,
      dealOfficeName: office!.name,
      serviceDesc: '人才服务一件事',
    });
    await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: null });
    expect((await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${id}`, admin)).json.data).toMatchObject({ dealOfficeId: null, dealOfficeName: null, serviceDesc: '人才服务一件事' });

    const wrongType = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id: await byName('政策咨询'), dealOfficeId: office!.id });
    expect(wrongType.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '只有服务类别可以设置承办部门' });
    const unknown = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' });
    expect(unknown.json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '承办部门不存在' });
  });
});
