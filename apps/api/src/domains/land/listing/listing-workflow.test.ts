import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { landDemand, marketReviewLog, sysUser, workshopInfo } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let qy: string;
let yyf: string;

interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  msg: string;
  description?: string;
  data?: T;
}
type Page = { list: { id: string; title: string; status: string; contactPhone: string }[]; total: number };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qy = (await loginAs(server, 'qy')).token;
  yyf = (await loginAs(server, 'yyf')).token;
  // the first run after a schema change builds the demo database template (may take longer than 30 s)
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? auth(token) : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const demandForm = {
  title: '恒达新材料三期项目求地 15 亩',
  companyName: '德清县恒达新材料有限公司',
  industry: '新材料',
  demandArea: 15,
  landUse: '工业用地',
  supplyMode: '1',
  streetCode: '330521003',
  investAmount: 6000,
  description: '<p>三期项目<script>alert(1)</script>用地。</p>',
  images: [],
  contactName: '张伟',
  contactPhone: '13857201001',
};

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await server.db.select({ status: landDemand.status }).from(landDemand).where(eq(landDemand.id, id));
  return row?.status;
}

async function publicTitles(): Promise<string[]> {
  const { json } = await call<Page>('GET', '/land/demand/publicList?pageSize=100', undefined);
  return json.data!.list.map((x) => x.title);
}

describe('a land demand through the review states (listing-status.ts)', () => {
  it('save → submit → reject → save → submit → pass (public) → takedown → delete, with the review log', async () => {
    const saved = await call<{ id: string }>('POST', '/land/demand/save', qy, demandForm);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = saved.json.data!.id;
    expect(await statusOf(id)).toBe('0');
    const [stored] = await server.db.select().from(landDemand).where(eq(landDemand.id, id));
    expect(stored?.description).toBe('<p>三期项目用地。</p>');
    expect(stored?.companyId).not.toBeNull();

    expect((await call('POST', '/land/demand/submit', qy, { id })).json).toMatchObject({ success: true, msg: '提交成功' });
    expect(await statusOf(id)).toBe('1');
    // an enterprise cannot review (never 403)
    const forbidden = await call('POST', '/land/demand/review', qy, { id, result: '1' });
    expect(forbidden.status).toBe(200);
    expect(forbidden.json.code).toBe('FORBIDDEN');
    // a rejection needs an opinion
    expect((await call('POST', '/land/demand/review', yyf, { id, result: '2' })).status).toBe(400);
    expect((await call('POST', '/land/demand/review', yyf, { id, result: '2', opinion: '请补充项目备案信息' })).json.success).toBe(true);
    expect(await statusOf(id)).toBe('3');
    // staff read it in every state; the public does not
    expect((await call<{ reviewOpinion: string }>('GET', `/land/demand/detail?id=${id}`, yyf)).json.data?.reviewOpinion).toBe('请补充项目备案信息');
    expect((await call('GET', `/land/demand/detail?id=${id}`, undefined)).json.code).toBe('NOT_FOUND_ENTITY');

    expect((await call('POST', '/land/demand/save', qy, { ...demandForm, id, demandArea: 16 })).json.success).toBe(true);
    expect(await statusOf(id)).toBe('0');
    await call('POST', '/land/demand/submit', qy, { id });
    expect(await publicTitles()).not.toContain(demandForm.title);
    expect((await call('POST', '/land/demand/review', yyf, { id, result: '1', opinion: '同意上架' })).json.msg).toBe('审核成功');
    expect(await statusOf(id)).toBe('2');
    expect(await publicTitles()).toContain(demandForm.title);

    // 已上架: no save, submit or delete
    for (const [url, payload] of [
      ['/land/demand/save', { ...demandForm, id }],
      ['/land/demand/submit', { id }],
      ['/land/demand/delete', { ids: [id] }],
    ] as const) {
      expect((await call('POST', url, qy, payload)).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    }
    expect((await call('POST', '/land/demand/takedown', qy, { id, opinion: '已找到合适地块' })).json.msg).toBe('下架成功');
    expect(await statusOf(id)).toBe('4');
    expect(await publicTitles()).not.toContain(demandForm.title);

    const log = await call<{ list: { action: string; fromStatus: string; toStatus: string; operatorName: string; opinion: string | null }[]; total: number }>(
      'GET',
      `/land/reviewLog/list?bizType=demand&bizId=${id}`,
      qy,
    );
    expect(log.json.data!.list.map((r) => `${r.action}:${r.fromStatus}→${r.toStatus}:${r.operatorName}`).reverse()).toEqual([
      'submit:0→1:张伟',
      'reject:1→3:李娜',
      'submit:0→1:张伟',
      'pass:1→2:李娜',
      'takedown:2→4:张伟',
    ]);

    expect((await call('POST', '/land/demand/delete', qy, { ids: [id] })).json.msg).toBe('删除成功');
    expect(await statusOf(id)).toBeUndefined();
    const left = await server.db.select().from(marketReviewLog).where(and(eq(marketReviewLog.market, 'land'), eq(marketReviewLog.bizId, id)));
    expect(left).toEqual([]);
  });
});

describe('reach: staff see every listing, an enterprise only its own', () => {
  it('lists the enterprise’s own demands only, every state, full phones; staff see them all', async () => {
    const mine = (await call<Page>('GET', '/land/demand/list?pageSize=100', qy)).json.data!;
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((x) => x.title.includes('恒达') || x.title.includes('新材料'))).toBe(true);
    expect(new Set(mine.list.map((x) => x.status))).toContain('1');
    expect(mine.list.every((x) => !x.contactPhone.includes('*'))).toBe(true);

    const all = (await call<Page>('GET', '/land/demand/list?pageSize=100', yyf)).json.data!;
    expect(all.total).toBeGreaterThan(mine.total);
    const pending = (await call<Page>('GET', '/land/demand/list?status=1&pageSize=100', yyf)).json.data!;
    expect(pending.list.every((x) => x.status === '1')).toBe(true);
  });

  it('answers NOT_FOUND_ENTITY when an enterprise touches another’s listing', async () => {
    const [other] = await server.db.select({ id: landDemand.id }).from(landDemand).where(eq(landDemand.title, '求购商住用地'));
    expect((await call('POST', '/land/demand/submit', qy, { id: other!.id })).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    expect((await call('POST', '/land/demand/delete', qy, { ids: [other!.id] })).json.code).toBe('NOT_FOUND_ENTITY');
    expect(await statusOf(other!.id)).toBe('3');
  });

  it('shows an enterprise the review log of its own listings only', async () => {
    const rows = (await call<{ list: { bizId: string }[]; total: number }>('GET', '/workshop/reviewLog/list?pageSize=100', qy)).json.data!;
    const [account] = await server.db.select({ id: sysUser.id, companyId: sysUser.companyId }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    const own = await server.db
      .select({ id: workshopInfo.id })
      .from(workshopInfo)
      .where(or(eq(workshopInfo.companyId, account!.companyId!), eq(workshopInfo.createUserId, account!.id)));
    const ownIds = new Set(own.map((w) => w.id));
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.list.every((r) => ownIds.has(r.bizId))).toBe(true);
    const staffRows = (await call<{ total: number }>('GET', '/workshop/reviewLog/list?pageSize=100', yyf)).json.data!;
    expect(staffRows.total).toBeGreaterThan(rows.total);
  });
});

describe('checks', () => {
  it('deletes all or nothing', async () => {
    const draft = (await call<{ id: string }>('POST', '/land/demand/save', qy, { ...demandForm, title: '临时草稿' })).json.data!.id;
    const [pending] = await server.db.select({ id: landDemand.id }).from(landDemand).where(eq(landDemand.title, '恒达新材料二期项目用地需求（30亩）'));
    const res = await call('POST', '/land/demand/delete', qy, { ids: [draft, pending!.id] });
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await statusOf(draft)).toBe('0');
    expect((await call('POST', '/land/demand/delete', qy, { ids: [draft] })).json.success).toBe(true);
  });

  it('refuses an unknown town and photos that were never uploaded (200 BUSINESS_RULE: referential, not a contract violation)', async () => {
    const town = await call('POST', '/land/demand/save', qy, { ...demandForm, streetCode: '330521999' });
    expect(town.status).toBe(200);
    expect(town.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '所在乡镇街道不存在' });
    const photo = await call('POST', '/land/demand/save', qy, { ...demandForm, images: [{ fileName: 'a.jpg', filePath: '2026/11/none.jpg' }] });
    expect(photo.status).toBe(200);
    expect(photo.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '图片不存在，请重新上传' });
  });

  it('keeps land supply to staff: saveLandInfo is FORBIDDEN for an enterprise, allowed for staff', async () => {
    const form = {
      title: '测试地块',
      address: '武康街道测试路',
      landArea: 10,
      landUse: '工业用地',
      supplyMode: '1',
      ownerName: '德清县自然资源和规划局',
      contactName: '沈建华',
      contactPhone: '13857211015',
    };
    expect((await call('POST', '/land/info/save', qy, form)).json.code).toBe('FORBIDDEN');
    const saved = await call<{ id: string }>('POST', '/land/info/save', yyf, form);
    expect(saved.json.success).toBe(true);
    const list = (await call<Page>('GET', '/land/info/list?status=0&keyword=测试地块', yyf)).json.data!;
    expect(list.list.map((x) => x.id)).toEqual([saved.json.data!.id]);
  });
});
