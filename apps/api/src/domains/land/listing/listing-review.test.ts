/**
 * The review-state table as the server applies it to every listing write (issue 12 acceptance 3,
 * 7): every action outside `listingActionsFrom(state)` answers HTTP 200 BUSINESS_RULE and changes
 * nothing, every action inside it succeeds; an enterprise reaches only its own listings; a
 * rejection needs an opinion; the review log shows the listing's title and can be searched.
 */
import { listingActionsFrom, type ListingAction, type ListingStatus } from '@qifu/land-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { marketReviewLog, workshopDemand, workshopInfo } from '../../../db/schema';
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

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qy = (await loginAs(server, 'qy')).token;
  yyf = (await loginAs(server, 'yyf')).token;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...auth(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const workshopForm = {
  title: '状态表测试厂房',
  streetCode: '330521002',
  address: '阜溪街道测试路 1 号',
  buildingArea: 1200,
  floor: '1层',
  floorHeight: 8,
  loadBearing: 1000,
  dealType: '1',
  price: 15,
  ownerName: '德清县测试实业有限公司',
  description: '<p>测试</p>',
  images: [],
  contactName: '王测试',
  contactPhone: '13857200001',
};

/** The request of each action of the table on workshop listing `id`. */
function request(action: ListingAction, id: string, title: string): [string, unknown] {
  switch (action) {
    case 'save':
      return ['/workshop/info/save', { ...workshopForm, title, id }];
    case 'submit':
      return ['/workshop/info/submit', { id }];
    case 'pass':
      return ['/workshop/info/review', { id, result: '1', opinion: '同意上架' }];
    case 'reject':
      return ['/workshop/info/review', { id, result: '2', opinion: '请补充产权证明' }];
    case 'takedown':
      return ['/workshop/info/takedown', { id, opinion: '已出租' }];
    case 'delete':
      return ['/workshop/info/delete', { ids: [id] }];
  }
}

/** The way from a new listing to each stored state. */
const PATH_TO: Record<ListingStatus, ListingAction[]> = {
  '0': [],
  '1': ['submit'],
  '2': ['submit', 'pass'],
  '3': ['submit', 'reject'],
  '4': ['submit', 'pass', 'takedown'],
};

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await server.db.select({ status: workshopInfo.status }).from(workshopInfo).where(eq(workshopInfo.id, id));
  return row?.status;
}

/** A new workshop listing (by yyf) brought to `state` through the API. */
async function listingIn(state: ListingStatus, title: string): Promise<string> {
  const saved = await call<{ id: string }>('POST', '/workshop/info/save', yyf, { ...workshopForm, title });
  const id = saved.json.data!.id;
  for (const action of PATH_TO[state]) {
    const [url, payload] = request(action, id, title);
    expect((await call('POST', url, yyf, payload)).json.success).toBe(true);
  }
  expect(await statusOf(id)).toBe(state);
  return id;
}

const ACTIONS: ListingAction[] = ['save', 'submit', 'pass', 'reject', 'takedown', 'delete'];
const STATES: ListingStatus[] = ['0', '1', '2', '3', '4'];

describe('the review-state table on the server (workshop supply)', () => {
  it('refuses every action outside the table with BUSINESS_RULE and changes nothing', async () => {
    let refused = 0;
    for (const state of STATES) {
      const allowed = listingActionsFrom(state);
      const id = await listingIn(state, `状态表测试厂房 ${state}`);
      const logRows = (await server.db.select().from(marketReviewLog).where(eq(marketReviewLog.bizId, id))).length;
      for (const action of ACTIONS.filter((a) => !allowed.includes(a))) {
        const [url, payload] = request(action, id, `改名 ${state} ${action}`);
        const res = await call('POST', url, yyf, payload);
        expect(res.status, `${state} ${action}`).toBe(200);
        expect(res.json, `${state} ${action}`).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
        expect(await statusOf(id)).toBe(state);
        refused += 1;
      }
      expect((await server.db.select().from(marketReviewLog).where(eq(marketReviewLog.bizId, id))).length).toBe(logRows);
      const [row] = await server.db.select({ title: workshopInfo.title }).from(workshopInfo).where(eq(workshopInfo.id, id));
      expect(row?.title).toBe(`状态表测试厂房 ${state}`);
    }
    // 5 states × 6 actions, 12 allowed pairs
    expect(refused).toBe(18);
  });

  it('accepts every action inside the table, leading to the state the table names', async () => {
    const expected: Record<Exclude<ListingAction, 'delete'>, string> = { save: '0', submit: '1', pass: '2', reject: '3', takedown: '4' };
    for (const state of STATES) {
      for (const action of listingActionsFrom(state)) {
        const id = await listingIn(state, `允许 ${state} ${action}`);
        const [url, payload] = request(action, id, `允许 ${state} ${action}`);
        const res = await call('POST', url, yyf, payload);
        expect(res.json.success, `${state} ${action}`).toBe(true);
        expect(await statusOf(id)).toBe(action === 'delete' ? undefined : expected[action]);
      }
    }
  });

  it('needs an opinion to reject: none is 400, a blank one 请输入审核意见; the listing stays 待审核', async () => {
    const id = await listingIn('1', '驳回意见测试厂房');
    expect((await call('POST', '/workshop/info/review', yyf, { id, result: '2' })).status).toBe(400);
    const blank = await call('POST', '/workshop/info/review', yyf, { id, result: '2', opinion: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ success: false, msg: '请输入审核意见' });
    expect(await statusOf(id)).toBe('1');
    expect((await call('POST', '/workshop/info/review', yyf, { id, result: '2', opinion: '图片不清晰' })).json.success).toBe(true);
    expect(await statusOf(id)).toBe('3');
  });
});

describe('an enterprise changes only its own listings', () => {
  it('answers NOT_FOUND_ENTITY to save, submit, takedown and delete of another’s listing, changing nothing', async () => {
    const draft = await listingIn('0', '运营方的草稿厂房');
    const live = await listingIn('2', '运营方的上架厂房');
    for (const [url, payload] of [
      ['/workshop/info/save', { ...workshopForm, id: draft, title: '企业改了别人的厂房' }],
      ['/workshop/info/submit', { id: draft }],
      ['/workshop/info/delete', { ids: [draft] }],
      ['/workshop/info/takedown', { id: live }],
    ] as const) {
      expect((await call('POST', url, qy, payload)).json, url).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '厂房信息不存在' });
    }
    expect(await statusOf(draft)).toBe('0');
    expect(await statusOf(live)).toBe('2');
    const [row] = await server.db.select({ title: workshopInfo.title }).from(workshopInfo).where(eq(workshopInfo.id, draft));
    expect(row?.title).toBe('运营方的草稿厂房');
    // and cannot review at all, not even its own (staff only)
    const own = (await call<{ id: string }>('POST', '/workshop/demand/save', qy, {
      title: '企业自己的厂房需求',
      companyName: '示例企业',
      demandArea: 800,
      dealType: '1',
      contactName: '张伟',
      contactPhone: '13857201001',
    })).json.data!.id;
    await call('POST', '/workshop/demand/submit', qy, { id: own });
    expect((await call('POST', '/workshop/demand/review', qy, { id: own, result: '1' })).json.code).toBe('FORBIDDEN');
    const [demand] = await server.db.select({ status: workshopDemand.status }).from(workshopDemand).where(eq(workshopDemand.id, own));
    expect(demand?.status).toBe('1');
  });

  it('lists only its own workshop listings on 我的厂房房源, in every state', async () => {
    const mine = (await call<{ list: { title: string; status: string }[]; total: number }>('GET', '/workshop/info/list?pageSize=100', qy)).json.data!;
    expect(mine.list.some((x) => x.title.startsWith('运营方的'))).toBe(false);
    const all = (await call<{ list: { title: string }[] }>('GET', '/workshop/info/list?pageSize=100&keyword=运营方的', yyf)).json.data!;
    expect(all.list.map((x) => x.title).sort()).toEqual(['运营方的上架厂房', '运营方的草稿厂房']);
  });
});

describe('search of the workbench lists and the review log', () => {
  type LogPage = { list: { bizId: string; bizTitle: string; action: string; opinion: string | null; operatorName: string }[]; total: number };

  it('shows each review log row with its listing’s title, searchable by title, action and day', async () => {
    const id = await listingIn('3', '审核记录标题测试厂房');
    const rows = (await call<LogPage>('GET', `/workshop/reviewLog/list?keyword=${encodeURIComponent('审核记录标题测试')}`, yyf)).json.data!;
    expect(rows.list.map((r) => [r.bizId, r.bizTitle, r.action, r.opinion, r.operatorName])).toEqual([
      [id, '审核记录标题测试厂房', 'reject', '请补充产权证明', '李娜'],
      [id, '审核记录标题测试厂房', 'submit', null, '李娜'],
    ]);
    const rejects = (await call<LogPage>('GET', '/workshop/reviewLog/list?action=reject&pageSize=100', yyf)).json.data!;
    expect(rejects.list.length).toBeGreaterThan(0);
    expect(rejects.list.every((r) => r.action === 'reject' && r.bizTitle !== '')).toBe(true);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const todays = (await call<LogPage>('GET', `/workshop/reviewLog/list?startTime=${today}&endTime=${today}&pageSize=100`, yyf)).json.data!;
    expect(todays.list.map((r) => r.bizId)).toContain(id);
    const before = (await call<LogPage>('GET', '/workshop/reviewLog/list?endTime=2020-01-01', yyf)).json.data!;
    expect(before.total).toBe(0);
  });

  it('filters the workbench list by creation day and refuses a start after the end', async () => {
    const id = await listingIn('0', '按日期查询的测试厂房');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const q = `keyword=${encodeURIComponent('按日期查询')}`;
    const hit = (await call<{ list: { id: string }[] }>('GET', `/workshop/info/list?${q}&startTime=${today}&endTime=${today}`, yyf)).json.data!;
    expect(hit.list.map((x) => x.id)).toEqual([id]);
    const miss = (await call<{ total: number }>('GET', `/workshop/info/list?${q}&endTime=2020-12-31`, yyf)).json.data!;
    expect(miss.total).toBe(0);
    const bad = await call('GET', `/workshop/info/list?startTime=2026-02-01&endTime=2026-01-01`, yyf);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('开始日期不能晚于结束日期');
    const demands = await call('GET', `/land/demand/list?startTime=2026-02-01&endTime=2026-01-01`, yyf);
    expect(demands.json.msg).toBe('开始日期不能晚于结束日期');
  });
});
