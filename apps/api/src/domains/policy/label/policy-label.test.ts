/**
 * 政策标签 through the real API (issue 15): save/list/toggle/delete, and acceptance 5 — the lock
 * dialog's tab of a tag lists exactly the enterprises carrying that tag, a label exactly those
 * carrying all its tags.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, companyTag, polInfo, polInfoLabel, tagCategory, tagInfo } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, form, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: string;
const tag: Record<'hi' | 'sme' | 'off', string> = { hi: '', sme: '', off: '' };
const ent: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  const [cat] = await server.db.insert(tagCategory).values({ categoryName: '标签测试分类' }).returning({ id: tagCategory.id });
  const mkTag = async (tagName: string, enableFlag: '0' | '1' = '1') =>
    (await server.db.insert(tagInfo).values({ categoryId: cat!.id, tagName, enableFlag }).returning({ id: tagInfo.id }))[0]!.id;
  tag.hi = await mkTag('测试高新企业');
  tag.sme = await mkTag('测试小微企业');
  tag.off = await mkTag('测试停用标签', '0');
  const mkCompany = async (companyName: string, creditCode: string, legalPerson: string, legalPersonPhone: string, tags: string[]) => {
    const id = (await server.db.insert(company).values({ companyName, creditCode, legalPerson, legalPersonPhone }).returning({ id: company.id }))[0]!.id;
    for (const tagInfoId of tags) await server.db.insert(companyTag).values({ companyId: id, tagInfoId });
    return id;
  };
  ent.a = await mkCompany('甲测试科技有限公司', '91330521TESTA0001A', '赵一', '13900000001', [tag.hi, tag.sme]);
  ent.b = await mkCompany('乙测试制造有限公司', '91330521TESTB0002B', '钱二', '13900000002', [tag.hi]);
  ent.c = await mkCompany('丙测试贸易有限公司', '91330521TESTC0003C', '孙三', '13900000003', [tag.sme]);
  ent.d = await mkCompany('丁测试服务有限公司', '91330521TESTD0004D', '李四', '13900000004', []);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Company = { id: string; companyName: string; contact: string | null; phone: string | null };
type Page<T> = { list: T[]; total: number };
type Label = { id: string; labelName: string; enableFlag: string; tags: { id: string; tagName: string }[]; companyCount: number; policyCount: number };
const companiesOf = async (target: { tagId: string } | { labelId: string }) => {
  const res = await call<Page<Company>>(server, 'POST', '/admin/policy/label/selectCompanyInfoByLabel', yyf, { ...target, pageSize: 100 });
  expect(res.violations).toEqual([]);
  return res.json.data!;
};

describe('policy labels', () => {
  it('lists, for each chosen tag, exactly the enterprises carrying it, with contact and phone (acceptance 5)', async () => {
    const hi = await companiesOf({ tagId: tag.hi });
    expect(hi.list.map((c) => c.id).sort()).toEqual([ent.a, ent.b].sort());
    expect(hi.total).toBe(2);
    expect(hi.list.find((c) => c.id === ent.b)).toMatchObject({ companyName: '乙测试制造有限公司', contact: '钱二', phone: '13900000002' });
    const sme = await companiesOf({ tagId: tag.sme });
    expect(sme.list.map((c) => c.id).sort()).toEqual([ent.a, ent.c].sort());
    expect((await companiesOf({ tagId: tag.off })).total).toBe(0);

    const neither = await call(server, 'POST', '/admin/policy/label/selectCompanyInfoByLabel', yyf, { page: 1 });
    expect(neither.status).toBe(400);
    expect(neither.json.msg).toContain('请选择标签');
  });

  it('saves a label of tags; its enterprises carry all of them; name unique; toggle; delete refused while a policy uses it', async () => {
    const choices = await call<{ id: string; tagName: string }[]>(server, 'GET', `/admin/policy/label/selectPartTagInfo?tagName=${encodeURIComponent('测试')}`, yyf);
    expect(choices.violations).toEqual([]);
    expect(choices.json.data!.map((t) => t.tagName).sort()).toEqual(['测试小微企业', '测试高新企业'].sort()); // the disabled tag is not offered

    const saved = await call<{ id: string }>(server, 'POST', '/admin/policy/label/save', yyf, { labelName: '高新小微', tagIds: [tag.hi, tag.sme], sort: 1 });
    expect(saved.violations).toEqual([]);
    const labelId = saved.json.data!.id;
    expect((await companiesOf({ labelId })).list.map((c) => c.id)).toEqual([ent.a]);

    const dup = await call(server, 'POST', '/admin/policy/label/save', yyf, { labelName: '高新小微', tagIds: [tag.hi] });
    expect(dup.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '标签名称已存在' });
    const unknownTag = await call(server, 'POST', '/admin/policy/label/save', yyf, { labelName: '未知', tagIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownTag.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '企业标签不存在' });

    const list = await call<Page<Label>>(server, 'GET', `/admin/policy/label/list?labelName=${encodeURIComponent('高新')}`, yyf);
    expect(list.violations).toEqual([]);
    expect(list.json.data!.list).toHaveLength(1);
    expect(list.json.data!.list[0]).toMatchObject({ labelName: '高新小微', enableFlag: '1', companyCount: 1, policyCount: 0 });
    expect(list.json.data!.list[0]!.tags.map((t) => t.tagName).sort()).toEqual(['测试小微企业', '测试高新企业'].sort());

    // edit: one tag only → two enterprises
    await call(server, 'POST', '/admin/policy/label/save', yyf, { id: labelId, labelName: '高新小微', tagIds: [tag.hi] });
    expect((await companiesOf({ labelId })).total).toBe(2);

    const toggle = await server.app.inject({
      method: 'POST',
      url: '/api/admin/policy/label/editEnableFlag',
      headers: { authorization: `Bearer ${yyf}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ id: labelId }),
    });
    expect(toggle.json()).toMatchObject({ success: true, msg: '已停用', data: { id: labelId, enableFlag: '0' } });
    const off = await call<Page<Label>>(server, 'GET', '/admin/policy/label/list?enableFlag=0', yyf);
    expect(off.json.data!.list.map((l) => l.id)).toContain(labelId);

    const [policy] = await server.db.select({ id: polInfo.id }).from(polInfo).limit(1);
    await server.db.insert(polInfoLabel).values({ policyId: policy!.id, labelId });
    expect((await call(server, 'POST', '/admin/policy/label/delete', yyf, { id: labelId })).json).toMatchObject({
      success: false,
      code: 'BUSINESS_RULE',
      msg: '该标签已被政策使用，不能删除',
    });
    await server.db.delete(polInfoLabel).where(eq(polInfoLabel.labelId, labelId));
    expect((await call(server, 'POST', '/admin/policy/label/delete', yyf, { id: labelId })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/admin/policy/label/delete', yyf, { id: labelId })).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '政策标签不存在' });
  });

  it('lets department staff read but not write; an enterprise user is refused', async () => {
    const dept = (await loginAs(server, 'dept')).token;
    expect((await call(server, 'GET', '/admin/policy/label/list', dept)).json.success).toBe(true);
    expect((await call(server, 'POST', '/admin/policy/label/save', dept, { labelName: '部门', tagIds: [tag.hi] })).json.code).toBe('FORBIDDEN');
    const qy = (await loginAs(server, 'qy')).token;
    expect((await call(server, 'POST', '/admin/policy/label/selectCompanyInfoByLabel', qy, { tagId: tag.hi })).json.code).toBe('FORBIDDEN');
  });
});
