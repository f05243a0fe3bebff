/**
 * Enterprise appeals (seeds 000 §1 "Enterprise appeals", §2 /page/appeal, §5 mobile and credit-code rules; seeds 001
 * §7 appeal/*): the public option lists of the form, submitting with the documents' validation messages, attachments
 * that must be the enterprise's own uploads, the enterprise's list, progress and resubmission, another company's
 * isolation, roles, the home block, and the staff workflow through the one status table — on the demo data.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appealDealOffice, appealInfo, appealLog } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { createUser, type FixtureUser, uploadPdf } from '../../../testing/fixtures';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
type Option = { label: string; value: string; children?: Option[] };
type ListItem = { id: string; appealNo: string; appealTitle: string; status: string; appealClassName: string; dealOfficeName: string | null; deadline: string | null; overdue: boolean; companyName: string };
type LogItem = { action: string; actionName: string; fromStatus: string | null; toStatus: string; opinion: string | null; operatorName: string; dealOfficeName: string | null };
type Detail = ListItem & {
  appealContent: string;
  creditCode: string | null;
  streetCode: string | null;
  streetName: string | null;
  appealSourceName: string;
  files: { fileName: string; filePath: string }[];
  backReason: string | null;
  examineOpinion: string | null;
  dealContent: string | null;
  logs: LogItem[];
};

let server: TestServer;
let qy: string;
let other: FixtureUser;
let noCompany: FixtureUser;
let gr: string;
let gov: string;
let dept: string;
let admin: string;
const offices = new Map<string, string>();

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qy = (await loginAs(server, 'qy')).token;
  gr = (await loginAs(server, 'gr')).token;
  gov = (await loginAs(server, 'gov')).token;
  dept = (await loginAs(server, 'dept')).token;
  admin = (await loginAs(server, 'admin')).token;
  other = await createUser(server, 'appeal-qy2', { companyName: '德清县诉求测试另一企业有限公司' });
  noCompany = await createUser(server, 'appeal-qy3');
  for (const r of await server.db.select({ id: appealDealOffice.id, name: appealDealOffice.dealOfficeName }).from(appealDealOffice)) offices.set(r.name, r.id);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string | null, payload?: unknown) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, url, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const FORM = {
  appealTitle: '新厂区雨污管网接入咨询',
  appealContent: '新厂区即将竣工，想了解雨污管网接入市政管网的申请流程和办理时限。',
  appealClass: '0602',
  contactName: '张伟',
  contactPhone: '13857201001',
  creditCode: '91330521MA2B3C4D5E',
};

const appealCount = async () => Number((await server.db.select({ n: count() }).from(appealInfo))[0]?.n ?? 0);

async function submit(token: string, extra: Record<string, unknown> = {}) {
  return call<{ id: string }>('POST', '/appeal/info/submit', token, { ...FORM, ...extra });
}

async function progress(token: string, id: string) {
  return call<Detail>('GET', `/appeal/info/myProgress?id=${id}`, token);
}

async function submitted(title: string): Promise<string> {
  const res = await submit(qy, { appealTitle: title });
  expect(res.json).toMatchObject({ success: true, msg: '提交成功' });
  return res.json.data.id;
}

const FORBIDDEN_STATE = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };

describe('the form’s option lists (public)', () => {
  it('offers the enabled classes as a tree of typeName/typeCode; disabled classes are left out', async () => {
    const res = await call<Option[]>('GET', '/appeal/info/queryAppealClassByRedis', null);
    expect(res.status).toBe(200);
    const tree = res.json.data;
    expect(tree.map((o) => o.label)).toEqual(['政策咨询', '要素保障', '融资需求', '用工需求', '审批服务', '基础设施', '其他']);
    const policy = tree.find((o) => o.value === '01');
    expect(policy?.children?.map((c) => c.value)).toEqual(['0101', '0102', '0103']);
    expect(JSON.stringify(tree)).not.toContain('外贸政策');
  });

  it('lists the channels, the service area types, the enabled sources by channel and the application tiles', async () => {
    expect((await call<Option[]>('GET', '/appeal/sourceEnum', null)).json.data).toEqual([
      { label: '企业线上提交', value: '1' },
      { label: '12345热线', value: '2' },
      { label: '走访收集', value: '3' },
      { label: '企呼我应', value: '4' },
      { label: '其他', value: '9' },
    ]);
    expect((await call<Option[]>('GET', '/appeal/serviceAreaType', null)).json.data.map((o) => o.label)).toEqual(['乡镇（街道）', '经济开发区（园区）', '其他区域']);
    const sources = (await call<Option[]>('GET', '/appeal/sourceValueName/queryAppealSourceByRedis', null)).json.data;
    expect(sources[0]).toMatchObject({ label: '企业线上提交', value: '1' });
    expect(sources[0]?.children?.map((c) => c.label)).toEqual(['企业服务平台', '浙里办']);
    expect(JSON.stringify(sources)).not.toContain('政企恳谈会');
    const apps = (await call<{ appName: string; appUrl: string }[]>('GET', '/app/queryAppListByCommon', null)).json.data;
    expect(apps[0]).toMatchObject({ appName: '浙江政务服务网', appUrl: 'https://www.zjzwfw.gov.cn/' });
  });

  it('gives the configuration tree (enabled or not) to administrators only', async () => {
    const tree = await call<{ typeCode: string; enableFlag: boolean; children: { typeCode: string; enableFlag: boolean }[] }[]>('GET', '/appeal/type/tree', admin);
    expect(tree.json.data.find((t) => t.typeCode === '01')?.children.find((c) => c.typeCode === '0104')).toMatchObject({ enableFlag: false });
    const filtered = await call<{ typeName: string; children: { typeName: string }[] }[]>('GET', `/appeal/type/tree?keyword=${encodeURIComponent('用地')}`, admin);
    expect(filtered.json.data).toEqual([expect.objectContaining({ typeName: '要素保障', children: [expect.objectContaining({ typeName: '用地' })] })]);
    expect((await call('GET', '/appeal/type/tree', qy)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('submitting an appeal (submitAppeal, QY)', () => {
  it.each([
    [{ contactPhone: '' }, '手机号不能为空'],
    [{ contactPhone: '1385720100' }, '手机号格式错误'],
    [{ contactPhone: '23857201001' }, '手机号格式错误'],
    [{ creditCode: '' }, '社会信用代码不能为空'],
    [{ creditCode: '91330521ma2b3c4d5e' }, '社会信用代码格式错误'],
    [{ creditCode: '9I330521MA2B3C4D5E' }, '社会信用代码格式错误'],
    [{ creditCode: '91330521MA2B3C4D5' }, '社会信用代码格式错误'],
    [{ appealTitle: '   ' }, '请输入诉求标题'],
  ])('refuses %o with 400 %s and stores nothing', async (extra, message) => {
    const before = await appealCount();
    const res = await submit(qy, extra);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: message });
    expect(await appealCount()).toBe(before);
  });

  it.each([
    [{ appealClass: '0104' }, '诉求分类不存在或已停用'],
    [{ appealClass: '9999' }, '诉求分类不存在或已停用'],
    [{ streetCode: '330521999' }, '所属乡镇（街道）不存在'],
    // a class with sub-classes: a rule on the class tree, not a malformed request
    [{ appealClass: '02' }, '请选择最小分类。'],
  ])('answers %o, a reference the stored data refuses, with 200 BUSINESS_RULE %s and stores nothing (issue 17)', async (extra, message) => {
    const before = await appealCount();
    const res = await submit(qy, extra);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: message });
    expect(await appealCount()).toBe(before);
  });

  it('stores the appeal as 待受理 with its number, the company, the source 企业服务平台 and the first progress step', async () => {
    const res = await submit(qy, { serviceAreaType: '1' });
    expect(res.json).toMatchObject({ success: true, code: 'OK', msg: '提交成功' });
    const detail = (await progress(qy, res.json.data.id)).json.data;
    expect(detail).toMatchObject({
      appealTitle: FORM.appealTitle,
      status: '1',
      appealClass: '0602',
      appealClassName: '基础设施-管网配套',
      appealSourceName: '企业服务平台',
      companyName: '德清县恒达新材料有限公司',
      creditCode: FORM.creditCode,
      streetCode: '330521001',
      streetName: '武康街道',
      dealOffice: null,
      deadline: null,
      overdue: false,
    });
    expect(detail.appealNo).toMatch(/^SQ\d{8}\d{4}$/);
    expect(detail.logs).toEqual([
      expect.objectContaining({ action: 'submit', actionName: '企业提交', fromStatus: null, toStatus: '1', operatorName: '张伟', dealOfficeName: null }),
    ]);
    const list = await call<{ list: ListItem[]; total: number }>('GET', '/appeal/info/myList?page=1&pageSize=10', qy);
    expect(list.json.data.list[0]).toMatchObject({ id: res.json.data.id, status: '1' });
  });

  it('numbers the appeals of a day in sequence', async () => {
    const a = (await progress(qy, await submitted('编号测试一'))).json.data.appealNo;
    const b = (await progress(qy, await submitted('编号测试二'))).json.data.appealNo;
    expect(b.slice(0, 10)).toBe(a.slice(0, 10));
    expect(Number(b.slice(10))).toBe(Number(a.slice(10)) + 1);
  });

  it('accepts the enterprise’s own uploads as attachments and refuses another enterprise’s or unknown files', async () => {
    const own = await uploadPdf(server, qy, '管网位置图.pdf');
    const ok = await submit(qy, { files: [own] });
    expect(ok.json.success).toBe(true);
    expect((await progress(qy, ok.json.data.id)).json.data.files).toEqual([own]);

    const foreign = await uploadPdf(server, other.token, '别人的文件.pdf');
    const before = await appealCount();
    const refused = await submit(qy, { files: [foreign] });
    expect([refused.status, refused.json.code]).toEqual([200, 'BUSINESS_RULE']);
    expect(refused.json.msg).toBe('附件不存在，请重新上传');
    const unknown = await submit(qy, { files: [{ fileName: 'x.pdf', filePath: '2026/11/not-uploaded.pdf' }] });
    expect(unknown.json.msg).toBe('附件不存在，请重新上传');
    expect(await appealCount()).toBe(before);
  });

  it('is for enterprises: visitors get 401, other roles FORBIDDEN, a QY account without company BUSINESS_RULE', async () => {
    expect((await call('POST', '/appeal/info/submit', null, FORM)).status).toBe(401);
    expect((await submit(gr)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await submit(gov)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await submit(noCompany.token)).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前账号未关联企业' });
  });
});

describe('my appeals (listMyAppeal, getMyAppealProgress, homeMyAppeal)', () => {
  it('lists the demo appeals of the qy company in every status, newest first, two pages', async () => {
    const first = await call<{ list: ListItem[]; total: number }>('GET', '/appeal/info/myList?page=1&pageSize=10', qy);
    expect(first.json.data.total).toBeGreaterThan(10);
    const times = first.json.data.list.map((i) => (i as unknown as { createTime: string }).createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const status of ['1', '2', '3', '4', '5', '6', '7']) {
      const page = await call<{ list: ListItem[]; total: number }>('GET', `/appeal/info/myList?status=${status}&pageSize=50`, qy);
      expect(page.json.data.total, `status ${status}`).toBeGreaterThan(0);
      expect(page.json.data.list.every((i) => i.status === status && i.companyName === '德清县恒达新材料有限公司')).toBe(true);
    }
    const overdue = await call<{ list: ListItem[] }>('GET', `/appeal/info/myList?keyword=${encodeURIComponent('道路破损')}`, qy);
    expect(overdue.json.data.list[0]).toMatchObject({ status: '2', overdue: true, dealOfficeName: '武康街道' });
  });

  it('shows the progress of a finished appeal step by step with offices and opinions', async () => {
    const found = await call<{ list: ListItem[] }>('GET', `/appeal/info/myList?keyword=${encodeURIComponent('排污许可证延续')}`, qy);
    const id = found.json.data.list[0]?.id ?? '';
    const detail = (await progress(qy, id)).json.data;
    expect(detail.status).toBe('5');
    expect(detail.logs.map((l) => l.action)).toEqual(['submit', 'back', 'resubmit', 'updateDealOffice', 'deal', 'examine']);
    expect(detail.logs[1]).toMatchObject({ actionName: '退回', opinion: '请补充近一年的自行监测报告', toStatus: '7' });
    expect(detail.logs[3]).toMatchObject({ actionName: '受理分派', dealOfficeName: '德清县企业综合服务中心', operatorName: '陈晓东' });
  });

  it('never shows another company’s appeal', async () => {
    const id = await submitted('隔离测试诉求');
    expect((await progress(other.token, id)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '诉求不存在' });
    const list = await call<{ list: ListItem[]; total: number }>('GET', '/appeal/info/myList?pageSize=100', other.token);
    expect(list.json.data.list.some((i) => i.id === id)).toBe(false);
    expect((await call('GET', '/appeal/info/findDetail?id=' + id, qy)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('counts the enterprise’s appeals for the home block and lists the newest', async () => {
    const res = await call<{ total: number; dealingCount: number; finishedCount: number; list: { id: string; appealTitle: string; status: string }[] }>(
      'GET',
      '/corp/policyCalculator/homeMyAppeal?limit=3',
      qy,
    );
    const all = await call<{ list: ListItem[]; total: number }>('GET', '/appeal/info/myList?pageSize=100', qy);
    const finished = all.json.data.list.filter((i) => i.status === '5' || i.status === '6').length;
    expect(res.json.data).toMatchObject({ total: all.json.data.total, finishedCount: finished, dealingCount: all.json.data.total - finished });
    expect(res.json.data.list.map((i) => i.id)).toEqual(all.json.data.list.slice(0, 3).map((i) => i.id));
    expect((await call('GET', '/corp/policyCalculator/homeMyAppeal', other.token)).json.data).toMatchObject({ total: 0, list: [] });
    expect((await call('GET', '/corp/policyCalculator/homeMyAppeal', gr)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('the workflow through the status table', () => {
  it('dispatch → transfer → re-assign → deal → examine (reject, pass) → archive, each step logged; illegal steps refused', async () => {
    const id = await submitted('全流程测试诉求');
    const jxj = offices.get('德清县经济和信息化局') ?? '';
    const fgj = offices.get('德清县发展和改革局') ?? '';

    // DEPT cannot see an appeal not yet assigned to its office
    expect((await call('GET', `/appeal/info/findDetail?id=${id}`, dept)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    expect((await call('POST', '/appeal/info/deal', gov, { id, dealContent: '提前办理' })).json).toMatchObject(FORBIDDEN_STATE);

    expect((await call('POST', '/appeal/info/updateDealOffice', gov, { id, dealOffice: jxj, opinion: '请经信局办理' })).json.success).toBe(true);
    let detail = (await call<Detail>('GET', `/appeal/info/findDetail?id=${id}`, dept)).json.data;
    expect(detail).toMatchObject({ status: '2', dealOfficeName: '德清县经济和信息化局', overdue: false });
    expect(detail.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const self = await call('POST', '/appeal/info/transfer', dept, { id, dealOffice: jxj, transferReason: '自己转自己' });
    expect([self.status, self.json.code, self.json.msg]).toEqual([200, 'BUSINESS_RULE', '不能转办给当前承办部门']);
    expect((await call('POST', '/appeal/info/transfer', dept, { id, dealOffice: fgj, transferReason: '涉及项目立项，转发改局' })).json.success).toBe(true);
    expect((await call('GET', `/appeal/info/findDetail?id=${id}`, dept)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    expect((await call('POST', '/appeal/info/deal', dept, { id, dealContent: '不是我的了' })).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });

    expect((await call('POST', '/appeal/info/updateDealOffice', gov, { id, dealOffice: jxj })).json.success).toBe(true);
    expect((await call('POST', '/appeal/info/deal', dept, { id, dealContent: '已办理' })).json.success).toBe(true);
    expect((await call('POST', '/appeal/info/examine', gov, { id, examineResult: '2' })).json.msg).toBe('请输入审核意见');
    expect((await call('POST', '/appeal/info/examine', gov, { id, examineResult: '2', examineOpinion: '请补充办理依据' })).json.success).toBe(true);
    expect((await progress(qy, id)).json.data.status).toBe('2');
    expect((await call('POST', '/appeal/info/deal', dept, { id, dealContent: '已补充办理依据并答复企业' })).json.success).toBe(true);
    expect((await call('POST', '/appeal/info/examine', gov, { id, examineResult: '1', examineOpinion: '同意办结' })).json.success).toBe(true);
    expect((await call('POST', '/appeal/info/archive', gov, { id })).json.success).toBe(true);

    // 6 已归档 is final
    for (const [path, payload] of [
      ['/appeal/info/archive', { id }],
      ['/appeal/info/back', { id, backReason: '退回' }],
      ['/appeal/info/updateDealOffice', { id, dealOffice: jxj }],
      ['/appeal/info/examine', { id, examineResult: '1' }],
    ] as const) {
      expect((await call('POST', path, gov, payload)).json, path).toMatchObject(FORBIDDEN_STATE);
    }

    detail = (await progress(qy, id)).json.data;
    expect(detail).toMatchObject({ status: '6', dealContent: '已补充办理依据并答复企业', examineOpinion: '同意办结' });
    expect(detail.logs.map((l) => `${l.action}:${l.fromStatus ?? '-'}→${l.toStatus}`)).toEqual([
      'submit:-→1',
      'updateDealOffice:1→2',
      'transfer:2→3',
      'updateDealOffice:3→2',
      'deal:2→4',
      'examine:4→2',
      'deal:2→4',
      'examine:4→5',
      'archive:5→6',
    ]);
    expect(detail.logs[2]).toMatchObject({ operatorName: '王强', dealOfficeName: '德清县发展和改革局', opinion: '涉及项目立项，转发改局' });
    const [row] = await server.db.select({ n: count() }).from(appealLog).where(eq(appealLog.appealId, id));
    expect(Number(row?.n)).toBe(9);
  });

  it('back → the enterprise sees the reason and resubmits (checked like a submission) → 待受理 again', async () => {
    const id = await submitted('退回测试诉求');
    expect((await call('POST', '/appeal/info/back', gov, { id, backReason: '   ' })).json.msg).toBe('请输入退回原因');
    expect((await call('POST', '/appeal/info/back', gov, { id, backReason: '请补充管网接入位置图' })).json.success).toBe(true);
    expect((await progress(qy, id)).json.data).toMatchObject({ status: '7', backReason: '请补充管网接入位置图' });

    const form = { ...FORM, id, appealContent: '已补充管网接入位置图，请协助办理。' };
    expect((await call('POST', '/appeal/info/resubmit', other.token, form)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    const bad = await call('POST', '/appeal/info/resubmit', qy, { ...form, contactPhone: '123' });
    expect(bad).toMatchObject({ status: 400, json: { msg: '手机号格式错误' } });
    expect((await progress(qy, id)).json.data.status).toBe('7');

    expect((await call('POST', '/appeal/info/resubmit', qy, form)).json).toMatchObject({ success: true, msg: '提交成功' });
    const detail = (await progress(qy, id)).json.data;
    expect(detail).toMatchObject({ status: '1', appealContent: '已补充管网接入位置图，请协助办理。', dealOffice: null });
    expect(detail.logs.map((l) => l.actionName)).toEqual(['企业提交', '退回', '重新提交']);
    expect((await call('POST', '/appeal/info/resubmit', qy, form)).json).toMatchObject(FORBIDDEN_STATE);
  });

  it('keeps the staff operations to their roles', async () => {
    const id = await submitted('角色测试诉求');
    const jxj = offices.get('德清县经济和信息化局') ?? '';
    expect((await call('POST', '/appeal/info/updateDealOffice', dept, { id, dealOffice: jxj })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('POST', '/appeal/info/updateDealOffice', qy, { id, dealOffice: jxj })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('POST', '/appeal/info/back', gr, { id, backReason: 'x' })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('GET', `/appeal/info/findDetail?id=${id}`, null)).status).toBe(401);
    expect((await call<Detail>('GET', `/appeal/info/findDetail?id=${id}`, admin)).json.data.appealTitle).toBe('角色测试诉求');
  });
});
