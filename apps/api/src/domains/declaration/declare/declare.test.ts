/**
 * Declarations (seeds 000 §4, §6 "Only enterprise users may declare policies"; 001 §7 /policy/doc
 * projectApply + saveProjectApply, /dec/my/*, /dec/declare/*): the declaration page's context, saving
 * and submitting against the project's template, the DeclareStatus table on every action, enterprise
 * isolation, and the staff examination.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decDeclare } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import {
  atLeast,
  createPolicy,
  createProject,
  createUser,
  type FixtureUser,
  setFacts,
  setRiskRules,
  setRisks,
  uploadPdf,
} from '../../../testing/fixtures';

let server: TestServer;
let ent: FixtureUser;
let other: FixtureUser;
let grToken: string;
let adminToken: string;
let policyId: string;
let projectId: string;
let futureProjectId: string;
let secondProjectId: string;
let blockedPolicyId: string;
let blockedProjectId: string;

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
type DeclareData = {
  id: string;
  declareNo: string;
  status: string;
  formData: Record<string, unknown>;
  attachments: { fileName: string; filePath: string }[];
  submitTime: string | null;
  examineTime: string | null;
  examineOpinion: string | null;
  examineUserName: string | null;
  companyName: string;
  projectName: string | null;
  policyTitle: string;
  contactName: string;
};

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const db = server.db;
  ent = await createUser(server, 'dec-qy', { companyName: '德清县申报测试新材料有限公司' });
  other = await createUser(server, 'dec-qy2', { companyName: '德清县另一申报测试有限公司' });
  grToken = (await loginAs(server, 'gr')).token;
  adminToken = (await loginAs(server, 'admin')).token;
  await setFacts(db, ent.companyId!, { revenue: 5000 });
  policyId = await createPolicy(db, '德清县申报测试政策');
  projectId = await createProject(db, policyId, {
    name: '申报测试项目',
    conditions: [atLeast('revenue', 'revenue', 2000, '上年度营业收入不低于2000万元', true), atLeast('rd', 'rdExpense', 100, '上年度研发费用不低于100万元')],
  });
  futureProjectId = await createProject(db, policyId, { name: '尚未开始的项目', window: 'future' });
  secondProjectId = await createProject(db, policyId, { name: '第二个申报测试项目' });
  blockedPolicyId = await createPolicy(db, '有阻断风险规则的政策');
  await setRiskRules(db, blockedPolicyId, [{ riskName: '严重违法失信', riskType: '01' }]);
  await setRisks(db, ent.companyId!, { 严重违法失信: 1 });
  blockedProjectId = await createProject(db, blockedPolicyId, { name: '阻断风险项目' });
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

const VALID = { investAmount: 650, summary: '新增两条自动化生产线' };

function apply(extra: Record<string, unknown> = {}) {
  return { projectId, contactName: '张伟', contactPhone: '13912345678', formData: VALID, saveType: '0', ...extra };
}

async function stored(id: string) {
  const [row] = await server.db.select().from(decDeclare).where(eq(decDeclare.id, id));
  return row;
}

const declareCount = async () => Number((await server.db.select({ n: count() }).from(decDeclare))[0]?.n ?? 0);

const FORBIDDEN_STATE = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };

describe('declaration of a project (projectApply, saveProjectApply, /dec/my)', () => {
  let id: string;

  it('answers the project, no declaration yet and the enterprise match', async () => {
    const { json } = await call<{ project: { id: string; applyPhase: string; applyCount: number; template: unknown }; apply: null; match: { matchResult: string; missingData: unknown[] } }>(
      'GET',
      `/policy/doc/projectApply?projectId=${projectId}`,
      ent.token,
    );
    expect(json.success).toBe(true);
    expect(json.data.project).toMatchObject({ id: projectId, applyPhase: '2', applyCount: 0, policyTitle: '德清县申报测试政策' });
    expect(json.data.apply).toBeNull();
    // revenue met, rdExpense missing → 部分匹配 with the missing field named
    expect(json.data.match).toMatchObject({ matchResult: '2', missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）' }] });
  });

  it('saves a draft with required answers still empty (draft mode) and numbers it SB + date + sequence', async () => {
    const { json } = await call<{ id: string }>('POST', '/policy/doc/saveProjectApply', ent.token, apply({ formData: { investAmount: 650 } }));
    expect(json).toMatchObject({ success: true, msg: '保存成功' });
    id = json.data.id;
    const row = await stored(id);
    expect(row?.status).toBe('0');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(row?.declareNo).toMatch(new RegExp(`^SB${today}\\d{3}$`));
    expect(row?.submitTime).toBeNull();

    const ctx = await call<{ apply: DeclareData }>('GET', `/policy/doc/projectApply?projectId=${projectId}`, ent.token);
    expect(ctx.json.data.apply).toMatchObject({ id, status: '0', formData: { investAmount: 650 }, companyName: ent.companyName });
  });

  it('refuses a second declaration to the same project (CONFLICT 已申报该项目) and stores nothing', async () => {
    const before = await declareCount();
    const again = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply());
    expect(again.json).toEqual({ success: false, code: 'CONFLICT', msg: '已申报该项目' });
    const mine = await call('POST', '/dec/my/save', ent.token, { policyId, projectId, contactName: '张伟', contactPhone: '13912345678' });
    expect(mine.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '已申报该项目' });
    expect(await declareCount()).toBe(before);
  });

  it('refuses submission with an invalid answer: 400 naming the field, nothing changes', async () => {
    const before = await stored(id);
    const missing = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ id, formData: { investAmount: 700 }, saveType: '1' }));
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请输入项目简介' });
    const tooLong = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ id, formData: { ...VALID, summary: '长'.repeat(201) }, saveType: '0' }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.msg).toContain('项目简介');
    const unknown = await call('POST', '/dec/my/save', ent.token, { id, policyId, contactName: '张伟', contactPhone: '13912345678', formData: { nope: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toBe('nope：申报表中没有该字段');
    expect(await stored(id)).toEqual(before);

    // a new declaration submitted with an invalid answer is not stored at all
    const count0 = await declareCount();
    const fresh = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ projectId: secondProjectId, formData: { investAmount: 'abc' }, saveType: '1' }));
    expect(fresh.status).toBe(400);
    expect(fresh.json.msg).toContain('设备投资额（万元）');
    expect(await declareCount()).toBe(count0);
  });

  it('answers NOT_FOUND_ENTITY for an unknown or unpublished project', async () => {
    const hidden = await createProject(server.db, policyId, { name: '未发布项目', status: '0' });
    for (const pid of [hidden, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c']) {
      expect((await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ projectId: pid }))).json).toEqual({
        success: false,
        code: 'NOT_FOUND_ENTITY',
        msg: '申报项目不存在',
      });
      expect((await call('GET', `/policy/doc/projectApply?projectId=${pid}`, ent.token)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    }
  });

  it('refuses files that are not uploads of the enterprise', async () => {
    const before = await stored(id);
    const foreign = await uploadPdf(server, other.token);
    for (const ref of [foreign, { fileName: '伪造.pdf', filePath: '2026/01/5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c.pdf' }]) {
      const asAttachment = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ id, attachments: [ref] }));
      expect(asAttachment.status).toBe(200);
      expect(asAttachment.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '附件不存在，请重新上传' });
      const inForm = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ id, formData: { ...VALID, proof: [ref] } }));
      expect(inForm.json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('saves and submits (saveType 1) with uploaded files → 1 待审核', async () => {
    const invoice = await uploadPdf(server, ent.token, '设备发票.pdf');
    const material = await uploadPdf(server, ent.token, '申报材料.pdf');
    const { json } = await call<{ id: string }>(
      'POST',
      '/policy/doc/saveProjectApply',
      ent.token,
      apply({ id, formData: { ...VALID, proof: [invoice] }, attachments: [material], saveType: '1' }),
    );
    expect(json).toMatchObject({ success: true, msg: '提交成功', data: { id } });
    const detail = await call<DeclareData>('GET', `/dec/my/detail?id=${id}`, ent.token);
    expect(detail.json.data).toMatchObject({
      id,
      status: '1',
      attachments: [material],
      projectName: '申报测试项目',
      policyTitle: '德清县申报测试政策',
      contactName: '张伟',
    });
    expect(detail.json.data.submitTime).not.toBeNull();
    const ctx = await call<{ project: { applyCount: number } }>('GET', `/policy/doc/projectApply?projectId=${projectId}`, ent.token);
    expect(ctx.json.data.project.applyCount).toBe(1);
  });

  it('refuses every action the state table does not allow in 1 待审核, changing nothing', async () => {
    const before = await stored(id);
    expect((await call('POST', '/dec/my/save', ent.token, { id, policyId, contactName: '李四', contactPhone: '13912345678' })).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ id, saveType: '1' }))).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/dec/my/submit', ent.token, { id })).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/dec/my/delete', ent.token, { ids: [id] })).json).toMatchObject(FORBIDDEN_STATE);
    expect(await stored(id)).toEqual(before);
  });

  it('withdraws (1 → 4), refuses a second withdrawal, and resubmits (4 → 1)', async () => {
    expect((await call('POST', '/dec/my/withdraw', ent.token, { id })).json).toMatchObject({ success: true, msg: '撤回成功' });
    expect((await stored(id))?.status).toBe('4');
    expect((await call('POST', '/dec/my/withdraw', ent.token, { id })).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/dec/my/submit', ent.token, { id })).json).toMatchObject({ success: true, msg: '提交成功' });
    expect((await stored(id))?.status).toBe('1');
  });

  it('lists the enterprise own declarations with state and filters', async () => {
    type Page = { list: { id: string; status: string; declareNo: string }[]; total: number };
    const all = await call<Page>('GET', '/dec/my/list?page=1&pageSize=10', ent.token);
    expect(all.json.data.total).toBe(1);
    expect(all.json.data.list[0]).toMatchObject({ id, status: '1' });
    expect((await call<Page>('GET', '/dec/my/list?status=0', ent.token)).json.data.total).toBe(0);
    expect((await call<Page>('GET', `/dec/my/list?keyword=${encodeURIComponent('申报测试项目')}`, ent.token)).json.data.total).toBe(1);
    expect((await call<Page>('GET', `/dec/my/list?keyword=${encodeURIComponent('%')}`, ent.token)).json.data.total).toBe(0);
    expect((await call<Page>('GET', '/dec/my/list', other.token)).json.data.total).toBe(0);
  });

  it('keeps another enterprise out: it can neither read nor change the declaration', async () => {
    const before = await stored(id);
    const notFound = { success: false, code: 'NOT_FOUND_ENTITY', msg: '申报不存在' };
    expect((await call('GET', `/dec/my/detail?id=${id}`, other.token)).json).toEqual(notFound);
    expect((await call('POST', '/dec/my/withdraw', other.token, { id })).json).toEqual(notFound);
    expect((await call('POST', '/dec/my/submit', other.token, { id })).json).toEqual(notFound);
    expect((await call('POST', '/dec/my/delete', other.token, { ids: [id] })).json).toEqual(notFound);
    expect((await call('POST', '/dec/my/save', other.token, { id, policyId, contactName: '王五', contactPhone: '13912345678' })).json).toEqual(notFound);
    expect((await call('POST', '/policy/doc/saveProjectApply', other.token, apply({ id }))).json).toEqual(notFound);
    expect(await stored(id)).toEqual(before);
  });

  it('is examined by staff: reject with an opinion (→ 3), the enterprise edits and resubmits, pass (→ 2), then nothing more', async () => {
    type Page = { list: { id: string; status: string }[]; total: number };
    const staffList = await call<Page>('GET', `/dec/declare/list?policyId=${policyId}`, adminToken);
    expect(staffList.json.data.list.map((x) => x.id)).toEqual([id]);

    const noOpinion = await call('POST', '/dec/declare/examine', adminToken, { id, result: '2' });
    expect(noOpinion.status).toBe(400);
    expect((await stored(id))?.status).toBe('1');

    expect((await call('POST', '/dec/declare/examine', adminToken, { id, result: '2', opinion: '请补充设备发票' })).json).toMatchObject({ success: true, msg: '审核成功' });
    const rejected = (await call<DeclareData>('GET', `/dec/my/detail?id=${id}`, ent.token)).json.data;
    expect(rejected).toMatchObject({ status: '3', examineOpinion: '请补充设备发票' });
    expect(rejected.examineUserName).toBeTruthy();
    expect(rejected.examineTime).not.toBeNull();

    // the enterprise edits (3 → 0) and resubmits (0 → 1); the old examination is cleared on submission
    expect((await call('POST', '/dec/my/save', ent.token, { id, policyId, contactName: '张伟', contactPhone: '13912345679', formData: { ...VALID, investAmount: 800 } })).json).toMatchObject({ success: true });
    expect((await stored(id))?.status).toBe('0');
    expect((await call('POST', '/dec/my/submit', ent.token, { id })).json).toMatchObject({ success: true });
    const resubmitted = await stored(id);
    expect(resubmitted).toMatchObject({ status: '1', examineOpinion: null, examineTime: null, contactPhone: '13912345679' });

    expect((await call('POST', '/dec/declare/examine', adminToken, { id, result: '1' })).json).toMatchObject({ success: true });
    expect((await stored(id))?.status).toBe('2');
    const passed = await stored(id);
    expect((await call('POST', '/dec/declare/examine', adminToken, { id, result: '2', opinion: '再驳回' })).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/dec/my/withdraw', ent.token, { id })).json).toMatchObject(FORBIDDEN_STATE);
    expect((await call('POST', '/dec/my/save', ent.token, { id, policyId, contactName: '张伟', contactPhone: '13912345678' })).json).toMatchObject(FORBIDDEN_STATE);
    expect(await stored(id)).toEqual(passed);
    const staffDetail = await call<DeclareData>('GET', `/dec/declare/detail?id=${id}`, adminToken);
    expect(staffDetail.json.data).toMatchObject({ id, status: '2', companyName: ent.companyName });
  });
});

describe('submission rules', () => {
  it('refuses submission outside the application window but saves the draft', async () => {
    const draft = await call<{ id: string }>('POST', '/policy/doc/saveProjectApply', ent.token, apply({ projectId: futureProjectId }));
    expect(draft.json.success).toBe(true);
    const submit = await call('POST', '/dec/my/submit', ent.token, { id: draft.json.data.id });
    expect(submit.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '不在申报时间内' });
    expect((await stored(draft.json.data.id))?.status).toBe('0');
    // a draft can be deleted, and is gone
    expect((await call('POST', '/dec/my/delete', ent.token, { ids: [draft.json.data.id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect(await stored(draft.json.data.id)).toBeUndefined();
  });

  it('refuses submission with a blocking risk (01) and stores nothing new', async () => {
    const before = await declareCount();
    const res = await call('POST', '/policy/doc/saveProjectApply', ent.token, apply({ projectId: blockedProjectId, saveType: '1' }));
    expect(res.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '存在阻断风险，不能申报' });
    expect(await declareCount()).toBe(before);
    // another enterprise without the risk may submit to the same project
    const ok = await call('POST', '/policy/doc/saveProjectApply', other.token, apply({ projectId: blockedProjectId, saveType: '1' }));
    expect(ok.json).toMatchObject({ success: true, msg: '提交成功' });
  });

  it('numbers declarations uniquely, one daily sequence', async () => {
    const today = `SB${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '')}`;
    const numbers = (await server.db.select({ declareNo: decDeclare.declareNo }).from(decDeclare)).map((r) => r.declareNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    const seqs = numbers.filter((n) => n.startsWith(today)).map((n) => Number(n.slice(today.length)));
    // this file created 3 declarations today (one was deleted again); numbers are never reused within a day
    expect(seqs.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...seqs)).toBeGreaterThanOrEqual(seqs.length);
  });

  it('does not show drafts to staff', async () => {
    const draft = await call<{ id: string }>('POST', '/dec/my/save', other.token, { policyId, contactName: '王五', contactPhone: '13912345678' });
    expect(draft.json.success).toBe(true);
    expect((await call('GET', `/dec/declare/detail?id=${draft.json.data.id}`, adminToken)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    expect((await call('POST', '/dec/declare/examine', adminToken, { id: draft.json.data.id, result: '1' })).json).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    const list = await call<{ list: { id: string }[] }>('GET', '/dec/declare/list?pageSize=100', adminToken);
    expect(list.json.data.list.some((x) => x.id === draft.json.data.id)).toBe(false);
  });
});

describe('who may declare', () => {
  it('refuses GR users (FORBIDDEN) and visitors (401), whatever the UI does', async () => {
    const before = await declareCount();
    for (const [method, path, payload] of [
      ['POST', '/policy/doc/saveProjectApply', apply()],
      ['POST', '/dec/my/save', { policyId, contactName: '刘芳', contactPhone: '13912345678' }],
      ['GET', '/dec/my/list', undefined],
      ['GET', `/policy/doc/projectApply?projectId=${projectId}`, undefined],
    ] as const) {
      const gr = await call(method, path, grToken, payload);
      expect(gr.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await call(method, path, null, payload)).status).toBe(401);
    }
    // enterprises may not examine
    expect((await call('GET', '/dec/declare/list', ent.token)).json).toMatchObject({ code: 'FORBIDDEN' });
    expect(await declareCount()).toBe(before);
  });
});
