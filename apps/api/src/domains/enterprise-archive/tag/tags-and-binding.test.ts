/**
 * Issue 18 (tags, smart tags and binding) through the API: acceptance 4 — a smart tag rule tags exactly the
 * enterprises whose data satisfies it, listCompanyByTag and the lock dialog list them, an archive change re-applies it;
 * acceptance 5 — gr asks to be bound, staff approve in 企业绑定审核, gr switches into the enterprise role (QY) whose
 * companyId is the one the enterprise archive reads.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, companyFact, companyTag, entPersonalCompany, sysUser } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { archiveChanged } from '../archive-changed';
import { smartTagJobsIdle } from './smart-tag-job';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };

let server: TestServer;
let admin = '';
const firms: Record<'big' | 'edge' | 'small' | 'blank', string> = { big: '', edge: '', small: '', blank: '' };

const get = (url: string, token: string) => server.app.inject({ url, headers: auth(token) });
const post = (url: string, payload: unknown, token: string) =>
  server.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as Record<string, unknown> });
const data = <T>(res: { body: string }) => (JSON.parse(res.body) as Envelope<T>).data;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  admin = (await loginAs(server, 'admin')).token;
  const rows = [
    { key: 'big', name: '德清县测试智能标签甲有限公司', code: '91330521TT0000001A', cap: 1_000_000 },
    { key: 'edge', name: '德清县测试智能标签乙有限公司', code: '91330521TT0000002B', cap: 987_654 },
    { key: 'small', name: '德清县测试智能标签丙有限公司', code: '91330521TT0000003C', cap: 5 },
    { key: 'blank', name: '德清县测试智能标签丁有限公司', code: '91330521TT0000004D', cap: null },
  ] as const;
  for (const r of rows) {
    const [c] = await server.db
      .insert(company)
      .values({ companyName: r.name, creditCode: r.code, legalPerson: `法人${r.key}`, legalPersonPhone: '13900000000' })
      .returning({ id: company.id });
    firms[r.key] = c!.id;
    if (r.cap !== null) await server.db.insert(companyFact).values({ companyId: c!.id, facts: { registeredCapital: r.cap } });
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('tag categories, manual tags and smart tags (seeds 001 §7 /tag/info/*, /company/tag/*)', () => {
  let categoryId = '';
  let manualId = '';
  let smartId = '';
  const rule = { '>=': [{ var: 'registeredCapital' }, 987_654] };

  it('creates a category and a manual tag; names are unique; a non-empty category cannot be deleted', async () => {
    const cat = await post('/api/tag/info/categorySave', { categoryName: '测试资质', sort: 99 }, admin);
    expect(contractViolations('POST', '/api/tag/info/categorySave', cat)).toEqual([]);
    categoryId = data<{ id: string }>(cat).id;
    expect(body(await post('/api/tag/info/categorySave', { categoryName: '测试资质' }, admin))).toMatchObject({ success: false, code: 'CONFLICT', msg: '分类名称已存在' });
    const tag = await post('/api/tag/info/save', { tagName: '手工测试标签', categoryId }, admin);
    manualId = data<{ id: string }>(tag).id;
    expect(body(await post('/api/tag/info/save', { tagName: '手工测试标签', categoryId }, admin))).toMatchObject({ code: 'CONFLICT', msg: '该分类下已有同名标签' });
    expect(body(await post('/api/tag/info/categoryDelete', { id: categoryId }, admin))).toMatchObject({ code: 'BUSINESS_RULE', msg: '该分类下还有标签，不能删除' });
    const options = data<{ categoryId: string; tags: { tagName: string }[] }[]>(await get('/api/tag/info/option', admin));
    expect(options.find((o) => o.categoryId === categoryId)?.tags.map((t) => t.tagName)).toEqual(['手工测试标签']);
  });

  it('refuses a rule with an unknown operator or field, naming it, and a rule over tags', async () => {
    const fields = data<{ key: string; label: string }[]>(await get('/api/tag/info/smartTagFields', admin));
    expect(fields).toContainEqual(expect.objectContaining({ key: 'registeredCapital', label: '注册资本（万元）', valueType: 'number' }));
    expect(fields.map((f) => f.key)).not.toContain('tagInfoIds');
    const bad = async (r: unknown) => body(await post('/api/tag/info/saveSmartTag', { tagName: '坏规则', categoryId, rule: r }, admin));
    expect(await bad({ regex: [{ var: 'revenue' }, 'x'] })).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: expect.stringContaining('regex') });
    expect(await bad({ '>': [{ var: 'profit' }, 1] })).toMatchObject({ code: 'BAD_REQUEST', msg: expect.stringContaining('profit') });
    expect(await bad({ in: ['x', { var: 'tagInfoIds' }] })).toMatchObject({ code: 'BAD_REQUEST', msg: expect.stringContaining('企业标签') });
  });

  it('applies a smart tag to exactly the enterprises satisfying it, in the background with progress', async () => {
    const saved = await post('/api/tag/info/saveSmartTag', { tagName: '注册资本达标', categoryId, rule }, admin);
    expect(contractViolations('POST', '/api/tag/info/saveSmartTag', saved)).toEqual([]);
    smartId = data<{ id: string }>(saved).id;
    await smartTagJobsIdle(server.db);
    const detail = await get(`/api/tag/info/detail?id=${smartId}`, admin);
    expect(contractViolations('GET', '/api/tag/info/detail', detail)).toEqual([]);
    const d = data<{ tagType: string; rule: unknown; companyCount: number; lastEvalTime: string | null; evalJob: { status: string; progress: number; done: number } }>(detail);
    expect(d).toMatchObject({ tagType: '2', rule, companyCount: 2, evalJob: { status: 'succeeded', progress: 100 } });
    expect(d.lastEvalTime).not.toBeNull();
    const [{ n } = { n: 0 }] = await server.db.select({ n: company.id }).from(company).then((r) => [{ n: r.length }]);
    expect(d.evalJob.done).toBe(n);

    const listed = await get(`/api/company/tag/companyListByTag?tagId=${smartId}`, admin);
    expect(contractViolations('GET', '/api/company/tag/companyListByTag', listed)).toEqual([]);
    const page = data<{ list: { id: string; companyName: string; contact: string | null; phone: string | null }[]; total: number }>(listed);
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.id).sort()).toEqual([firms.big, firms.edge].sort());
    expect(page.list[0]).toMatchObject({ contact: expect.stringMatching(/^法人/), phone: '13900000000' });
    // the enterprise-tag lock dialog of the policy labels lists the same enterprises
    const lock = data<{ total: number; list: { id: string }[] }>(await post('/api/admin/policy/label/selectCompanyInfoByLabel', { tagId: smartId, page: 1, pageSize: 10 }, admin));
    expect(lock.list.map((c) => c.id).sort()).toEqual(page.list.map((c) => c.id).sort());
  });

  it('re-applies smart tags when an archive changes, and keeps smart tags out of manual tagging', async () => {
    await server.db.update(companyFact).set({ facts: { registeredCapital: 2_000_000 } }).where(eq(companyFact.companyId, firms.small));
    await server.db.update(companyFact).set({ facts: { registeredCapital: 1 } }).where(eq(companyFact.companyId, firms.edge));
    await archiveChanged(server.db, [firms.small, firms.edge]);
    const tagged = await server.db.select({ id: companyTag.companyId }).from(companyTag).where(eq(companyTag.tagInfoId, smartId));
    expect(tagged.map((t) => t.id).sort()).toEqual([firms.big, firms.small].sort());

    expect(body(await post('/api/company/tag/save', { companyId: firms.blank, tagIds: [smartId] }, admin))).toMatchObject({ code: 'BUSINESS_RULE', msg: '智能标签不能手动设置' });
    expect(body(await post('/api/company/tag/delete', { companyId: firms.big, tagId: smartId }, admin))).toMatchObject({ code: 'BUSINESS_RULE', msg: '智能标签不能手动移除' });
    expect(body(await post('/api/company/tag/save', { companyId: firms.big, tagIds: [manualId] }, admin))).toMatchObject({ success: true, msg: '保存成功' });
    const tags = await get(`/api/company/tag/list?companyId=${firms.big}`, admin);
    expect(contractViolations('GET', '/api/company/tag/list', tags)).toEqual([]);
    expect(data<{ tagName: string; tagType: string }[]>(tags).map((t) => [t.tagName, t.tagType]).sort()).toEqual([['手工测试标签', '1'], ['注册资本达标', '2']]);
    // clearing the manual tags keeps the smart one
    await post('/api/company/tag/save', { companyId: firms.big, tagIds: [] }, admin);
    expect(data<{ tagName: string }[]>(await get(`/api/company/tag/list?companyId=${firms.big}`, admin)).map((t) => t.tagName)).toEqual(['注册资本达标']);
  });

  it('lists tags with their counts; GOV may read but not write; deleting a tag detaches it', async () => {
    const list = await get(`/api/tag/info/list?categoryId=${categoryId}&tagType=2`, admin);
    expect(contractViolations('GET', '/api/tag/info/list', list)).toEqual([]);
    expect(data<{ list: { tagName: string; companyCount: number }[] }>(list).list).toEqual([expect.objectContaining({ tagName: '注册资本达标', companyCount: 2 })]);
    const gov = (await loginAs(server, 'gov')).token;
    expect((await get(`/api/tag/info/list`, gov)).statusCode).toBe(200);
    expect(body(await post('/api/tag/info/delete', { id: smartId }, gov))).toMatchObject({ success: false });
    expect(body(await post('/api/tag/info/delete', { id: smartId }, admin))).toMatchObject({ success: true, msg: '删除成功' });
    expect(await server.db.select().from(companyTag).where(eq(companyTag.tagInfoId, smartId))).toEqual([]);
  });
});

describe('binding individuals to enterprises and switching into them (seeds 001 §7 /personal/company/*)', () => {
  let hengda = '';
  let bindingId = '';

  beforeAll(async () => {
    const [c] = await server.db.select({ id: company.id }).from(company).where(eq(company.companyName, '德清县恒达新材料有限公司'));
    hengda = c!.id;
    const [gr] = await server.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'gr'));
    // start from no binding between gr and 恒达, whatever the demo seeded
    await server.db.delete(entPersonalCompany).where(eq(entPersonalCompany.userId, gr!.id));
  });

  const bindForm = { companyName: '德清县恒达新材料有限公司', relation: '经办人' };

  it('gr asks to be bound; a wrong name, an unknown code and an enterprise account are refused', async () => {
    const gr = (await loginAs(server, 'gr')).token;
    const [c] = await server.db.select({ code: company.creditCode }).from(company).where(eq(company.id, hengda));
    const form = { ...bindForm, creditCode: c!.code };
    expect(body(await post('/api/personal/company/bind', { ...form, companyName: '别的公司' }, gr))).toMatchObject({ code: 'BUSINESS_RULE', msg: '企业名称与统一社会信用代码不匹配' });
    expect(body(await post('/api/personal/company/bind', { ...form, creditCode: '91330521MA2B3C4D5E' }, gr))).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '企业不存在' });
    const qy = (await loginAs(server, 'qy')).token;
    expect(body(await post('/api/personal/company/bind', form, qy))).toMatchObject({ code: 'FORBIDDEN' });

    const res = await post('/api/personal/company/bind', form, gr);
    expect(contractViolations('POST', '/api/personal/company/bind', res)).toEqual([]);
    expect(body(res)).toMatchObject({ success: true, msg: '提交成功，请等待审核' });
    bindingId = data<{ id: string }>(res).id;
    expect(body(await post('/api/personal/company/bind', form, gr))).toMatchObject({ code: 'CONFLICT' });
    // not approved yet: no switch
    expect(body(await post('/api/sys/activeUser/changeToCompany', { companyId: hengda }, gr))).toMatchObject({ code: 'FORBIDDEN', msg: '未绑定该企业' });
  });

  it('staff list pending first with the applicant, reject needs an opinion, a rejected request may be asked again', async () => {
    const list = await get('/api/personal/company/manageList?bindStatus=0', admin);
    expect(contractViolations('GET', '/api/personal/company/manageList', list)).toEqual([]);
    const row = data<{ list: { id: string; applicantName: string; applicantPhone?: string; bindStatus: string }[] }>(list).list.find((b) => b.id === bindingId);
    expect(row).toMatchObject({ bindStatus: '0' });
    expect(row?.applicantPhone ?? '').not.toMatch(/^\d{11}$/);
    expect(body(await post('/api/personal/company/review', { id: bindingId, bindStatus: '2' }, admin))).toMatchObject({ code: 'BUSINESS_RULE', msg: '请输入驳回意见' });
    expect(body(await post('/api/personal/company/review', { id: bindingId, bindStatus: '2', reviewOpinion: '授权书未盖章' }, admin))).toMatchObject({ success: true, msg: '审核成功' });
    expect(body(await post('/api/personal/company/review', { id: bindingId, bindStatus: '1' }, admin))).toMatchObject({ code: 'BUSINESS_RULE', msg: '该申请已审核' });
    const gr = (await loginAs(server, 'gr')).token;
    const [c] = await server.db.select({ code: company.creditCode }).from(company).where(eq(company.id, hengda));
    const again = await post('/api/personal/company/bind', { ...bindForm, creditCode: c!.code }, gr);
    expect(data<{ id: string }>(again).id).toBe(bindingId);
    const mine = data<{ list: { id: string; bindStatus: string; reviewOpinion: string | null }[] }>(await get('/api/personal/company/list', gr)).list;
    expect(mine.find((b) => b.id === bindingId)).toMatchObject({ bindStatus: '0', reviewOpinion: null });
  });

  it('after approval gr switches into the enterprise role and reads that enterprise (acceptance 5)', async () => {
    expect(body(await post('/api/personal/company/review', { id: bindingId, bindStatus: '1' }, admin))).toMatchObject({ success: true });
    const gr = (await loginAs(server, 'gr')).token;
    const switched = body<Envelope<{ token: string; userType: string; oldType: string; companyId: string }>>(
      await post('/api/sys/activeUser/changeToCompany', { companyId: hengda }, gr),
    );
    expect(switched).toMatchObject({ success: true, data: { userType: 'QY', oldType: 'GR', companyId: hengda } });
    // the archive pages of the enterprise read the session's companyId
    expect(body(await get('/api/sys/activeUser/info', switched.data.token))).toMatchObject({ data: { userType: 'QY', companyId: hengda } });
    // the switched session still unbinds as the individual; afterwards no new switch
    expect(body(await post('/api/personal/company/unbind', { id: bindingId }, switched.data.token))).toMatchObject({ success: true, msg: '解绑成功' });
    expect(body(await post('/api/personal/company/unbind', { id: bindingId }, switched.data.token))).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    expect(body(await post('/api/sys/activeUser/changeToCompany', { companyId: hengda }, switched.data.token))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
