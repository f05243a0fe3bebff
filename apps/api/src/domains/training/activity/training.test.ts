import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trainActivity, trainInfo } from '../../../db/schema';
import { demoTrainActivities } from '../../../db/seed/content/training';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let qy: string;
let gr: string;
let yyf: string;
const activityId = new Map<string, string>();

type Envelope<T> = { success: boolean; code: string; msg: string; description?: string; data: T };
type Page<T> = { list: T[]; total: number };
type ActivityItem = { id: string; activityName: string; activityType: string; status: string; applyLimit: number; applyCount: number; holdStartTime: string };
type InfoItem = { id: string; activityId: string; activityName: string; applyStatus: string; applyType: string; companyName: string | null; applyName: string; applyPhone: string; applyNum: number };
type Detail = ActivityItem & { activityContent: string | null; units: unknown[]; myApply: InfoItem | null };
type HomeBlock = { total: number; list: { id: string; activityName: string; status: string; holdStartTime: string }[] };

const PUBLIC = new Set(['4', '5', '6', '7', '8', '9', '10']);
const nameOf = (key: string) => demoTrainActivities.find((a) => a.key === key)?.activityName ?? key;
const idOf = (key: string) => {
  const id = activityId.get(nameOf(key));
  if (!id) throw new Error(`no demo activity ${key}`);
  return id;
};

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const a of await server.db.select({ id: trainActivity.id, name: trainActivity.activityName }).from(trainActivity)) activityId.set(a.name, a.id);
  [qy, gr, yyf] = await Promise.all([loginAs(server, 'qy'), loginAs(server, 'gr'), loginAs(server, 'yyf')]).then((t) => t.map((x) => x.token));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get<T>(url: string, token?: string): Promise<{ status: number; json: Envelope<T> }> {
  const res = await server.app.inject({ url: `/api${url}`, ...(token ? { headers: auth(token) } : {}) });
  expect(contractViolations('GET', `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function post<T>(url: string, payload: object, token?: string): Promise<{ status: number; json: Envelope<T> }> {
  const res = await server.app.inject({ method: 'POST', url: `/api${url}`, payload, ...(token ? { headers: auth(token) } : {}) });
  expect(contractViolations('POST', `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const list = async (query = '') => (await get<Page<ActivityItem>>(`/train/activity/publicList?${query}`)).json.data;
const detail = async (id: string, token?: string) => get<Detail>(`/train/activity/publicDetail?id=${id}`, token);
const apply = (activityKeyOrId: string, token: string | undefined, extra: Record<string, unknown> = {}) =>
  post<{ id: string }>(
    '/train/info/apply',
    {
      activityId: activityId.get(nameOf(activityKeyOrId)) ?? activityKeyOrId,
      applyName: '刘芳',
      applyPhone: '13857208005',
      applyNum: 1,
      ...extra,
    },
    token,
  );

describe('portal activity list (listPublicTrainActivity)', () => {
  it('shows the 20 published demo activities only, 报名中 first, then by holding start, latest first', async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBe(20);
    expect(page.list.every((a) => PUBLIC.has(a.status))).toBe(true);
    expect(new Set(page.list.map((a) => a.status))).toEqual(PUBLIC);
    const firstOther = page.list.findIndex((a) => a.status !== '7');
    expect(page.list.slice(0, firstOther).every((a) => a.status === '7')).toBe(true);
    expect(page.list.slice(firstOther).some((a) => a.status === '7')).toBe(false);
    const rest = page.list.slice(firstOther).map((a) => a.holdStartTime);
    expect(rest).toEqual([...rest].sort().reverse());
    for (const hidden of ['digital-project-2027', 'ip-brand', 'export-rebate', 'cross-border']) {
      expect(page.list.some((a) => a.activityName === nameOf(hidden))).toBe(false);
    }
  });

  it('pages by 10 and filters by type, status and every keyword word', async () => {
    const p1 = await list();
    const p2 = await list('page=2');
    expect(p1.list).toHaveLength(10);
    expect(p2.list).toHaveLength(10);
    expect(new Set([...p1.list, ...p2.list].map((a) => a.id)).size).toBe(20);

    const salons = await list('activityType=3&pageSize=100');
    expect(salons.total).toBe(demoTrainActivities.filter((a) => a.activityType === '3' && !['2', '11', '12', '13'].includes(a.state)).length);
    expect(salons.list.every((a) => a.activityType === '3')).toBe(true);

    const open = await list('status=7&pageSize=100');
    expect(open.total).toBe(6);
    expect(open.list.every((a) => a.status === '7')).toBe(true);
    expect((await list('status=13')).total).toBe(0); // not public: nothing, not an error

    const digital = await list(`keyword=${encodeURIComponent('数字化转型 第四期')}`);
    expect(digital.list.map((a) => a.activityName)).toEqual([nameOf('digital-4')]);
    expect((await list(`keyword=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('counts places from valid registrations and shows a full activity as full', async () => {
    const full = (await list(`keyword=${encodeURIComponent('工业互联网应用交流沙龙')}`)).list[0];
    expect(full).toMatchObject({ applyLimit: 30, applyCount: 30, status: '7' });
  });

  it('follows the clock: an activity whose registration has opened is listed as 报名中', async () => {
    const now = Date.now();
    const [row] = await server.db
      .insert(trainActivity)
      .values({
        activityName: '测试：时钟推进的活动',
        activityType: '1',
        activityAddress: '测试地点',
        applyStartTime: new Date(now - 3_600_000),
        applyEndTime: new Date(now + 86_400_000),
        holdStartTime: new Date(now + 2 * 86_400_000),
        holdEndTime: new Date(now + 2 * 86_400_000 + 3_600_000),
        status: '6',
      })
      .returning({ id: trainActivity.id });
    const found = (await list(`keyword=${encodeURIComponent('时钟推进')}`)).list;
    expect(found).toMatchObject([{ id: row?.id, status: '7' }]);
    await server.db.delete(trainActivity).where(eq(trainActivity.id, row?.id ?? ''));
  });
});

describe('portal activity detail (getPublicTrainActivityDetail)', () => {
  it('shows a published activity with units and sanitized content; no registration for a visitor', async () => {
    const { json } = await detail(idOf('digital-4'));
    expect(json.success).toBe(true);
    expect(json.data.activityName).toBe(nameOf('digital-4'));
    expect(json.data.units.length).toBeGreaterThan(0);
    expect(json.data.activityContent).toContain('<h3>活动简介</h3>');
    expect(json.data.myApply).toBeNull();
  });

  it('answers NOT_FOUND_ENTITY for unpublished, rejected, cancelled and unreviewed activities', async () => {
    for (const key of ['digital-project-2027', 'ip-brand', 'export-rebate', 'cross-border']) {
      const { status, json } = await detail(idOf(key));
      expect(status).toBe(200);
      expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '活动不存在或未发布' });
    }
  });

  it("carries the logged-in caller's own valid registration", async () => {
    const mine = (await detail(idOf('policy-express-qianyuan'), qy)).json.data.myApply;
    expect(mine).toMatchObject({ applyStatus: '1', applyType: '1', companyName: '德清县恒达新材料有限公司', applyName: '张伟', applyNum: 2 });
    // qy's registration for 第四期 was cancelled: no valid one
    expect((await detail(idOf('digital-4'), qy)).json.data.myApply).toBeNull();
  });
});

describe('registration (applyTrainActivity, cancelTrainApply)', () => {
  it('requires a login and refuses staff accounts without a 403', async () => {
    expect((await apply('digital-4', undefined)).status).toBe(401);
    const staff = await apply('digital-4', yyf);
    expect(staff.status).toBe(200);
    expect(staff.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('validates name and mobile with the exact messages', async () => {
    const badPhone = await apply('digital-4', gr, { applyPhone: '2385720800' });
    expect(badPhone.status).toBe(400);
    const blankName = await apply('digital-4', gr, { applyName: '   ' });
    expect(blankName.status).toBe(400);
    expect(blankName.json.msg).toBe('请输入报名人姓名');
  });

  it('registers an individual once (CONFLICT 您已报名该活动), counts the places and shows the registration', async () => {
    const before = (await detail(idOf('digital-4'))).json.data.applyCount;
    const first = await apply('digital-4', gr, { applyNum: 2, remark: '与同事一起参加' });
    expect(first.json).toMatchObject({ success: true, msg: '报名成功' });
    const again = await apply('digital-4', gr);
    expect(again.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '您已报名该活动' });

    const seen = (await detail(idOf('digital-4'), gr)).json.data;
    expect(seen.applyCount).toBe(before + 2);
    expect(seen.myApply).toMatchObject({ id: first.json.data.id, applyType: '2', companyName: null, applyName: '刘芳', applyPhone: '13857208005', applyStatus: '1' });
  });

  it('registers an enterprise user with the account company', async () => {
    const res = await apply('winter-safety', qy, { applyName: '张伟', applyPhone: '13857208001', applyNum: 3 });
    expect(res.json.success).toBe(true);
    const [row] = await server.db.select().from(trainInfo).where(eq(trainInfo.id, res.json.data.id));
    expect(row).toMatchObject({ applyType: '1', applyNum: 3, applyStatus: '1' });
    expect(row?.companyId).not.toBeNull();
  });

  it('refuses outside 报名中, for the wrong kind of registrant and beyond the places', async () => {
    for (const key of ['rd-deduction-2027', 'statistics-2026', 'digital-3', 'srdi-salon', 'green-factory', 'mu-jun-2026']) {
      expect((await apply(key, gr)).json, key).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前活动不在报名时间内' });
    }
    expect((await apply('srdi-practice', gr)).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '该活动仅限企业报名' });
    expect((await apply('startup-loan', qy, { applyPhone: '13857208001' })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '该活动仅限个人报名' });
    expect((await apply('iiot-salon', qy, { applyPhone: '13857208001' })).json).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '报名名额不足',
      description: '名额已满',
    });
    const unknown = await apply('0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', gr);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    expect((await apply('ip-brand', qy)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '活动不存在或未发布' });
  });

  it('takes the last places once when two registrants want them together', async () => {
    const now = Date.now();
    const [row] = await server.db
      .insert(trainActivity)
      .values({
        activityName: '测试：只剩 1 个名额的活动',
        activityType: '3',
        activityAddress: '测试地点',
        applyStartTime: new Date(now - 86_400_000),
        applyEndTime: new Date(now + 86_400_000),
        holdStartTime: new Date(now + 2 * 86_400_000),
        holdEndTime: new Date(now + 2 * 86_400_000 + 3_600_000),
        applyLimit: 1,
        status: '7',
      })
      .returning({ id: trainActivity.id });
    const id = row?.id ?? '';
    const results = await Promise.all([apply(id, qy, { applyPhone: '13857208001' }), apply(id, gr)]);
    expect(results.map((r) => r.json.success).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.json.success)?.json.msg).toBe('报名名额不足');
    await server.db.delete(trainActivity).where(eq(trainActivity.id, id));
  });

  it('cancels only the caller’s own registration, while the activity allows it, and frees the places', async () => {
    const mine = (await detail(idOf('policy-express-qianyuan'), gr)).json.data;
    const regId = mine.myApply?.id ?? '';
    expect((await post('/train/info/cancelApply', { id: regId }, qy)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '报名记录不存在' });

    const cancelled = await post('/train/info/cancelApply', { id: regId }, gr);
    expect(cancelled.json).toMatchObject({ success: true, msg: '已取消报名' });
    const after = (await detail(idOf('policy-express-qianyuan'), gr)).json.data;
    expect(after.myApply).toBeNull();
    expect(after.applyCount).toBe(mine.applyCount - (mine.myApply?.applyNum ?? 0));
    expect((await post('/train/info/cancelApply', { id: regId }, gr)).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });

    // registering again while 报名中 is allowed
    expect((await apply('policy-express-qianyuan', gr)).json.success).toBe(true);

    // qy's registration of an activity being held cannot be cancelled
    const held = (await detail(idOf('digital-3'), qy)).json.data.myApply;
    expect((await post('/train/info/cancelApply', { id: held?.id ?? '' }, qy)).json).toMatchObject({
      code: 'BUSINESS_RULE',
      description: '活动已开始或已结束，不能取消报名',
    });
  });
});

describe('my registrations (listMyTrainInfo) and the home block (homeMyActivity)', () => {
  it("lists the caller's registrations newest first, with cancelled ones on request", async () => {
    const all = (await get<Page<InfoItem>>('/train/info/myList?pageSize=100', gr)).json.data;
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((r) => r.applyName === '刘芳')).toBe(true);
    const times = all.list.map((r) => (r as unknown as { applyTime: string }).applyTime);
    expect(times).toEqual([...times].sort().reverse());
    const cancelled = (await get<Page<InfoItem>>('/train/info/myList?applyStatus=2', gr)).json.data;
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.list.every((r) => r.applyStatus === '2')).toBe(true);
    expect((await get('/train/info/myList', yyf)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it("gives an enterprise its registered activities, not yet over first and soonest first", async () => {
    const block = (await get<HomeBlock>('/corp/policyCalculator/homeMyActivity?limit=20', qy)).json.data;
    const names = block.list.map((a) => a.activityName);
    expect(names).toContain(nameOf('policy-express-qianyuan'));
    expect(names).not.toContain(nameOf('digital-4')); // cancelled registration
    const over = block.list.findIndex((a) => a.status === '4' || a.status === '12');
    expect(over).toBeGreaterThan(0);
    const upcoming = block.list.slice(0, over);
    expect(upcoming.some((a) => a.status === '4')).toBe(false);
    expect(upcoming.map((a) => a.holdStartTime)).toEqual(upcoming.map((a) => a.holdStartTime).sort());
    expect(block.total).toBe(block.list.length);
    const two = (await get<HomeBlock>('/corp/policyCalculator/homeMyActivity?limit=2', qy)).json.data;
    expect(two.list).toEqual(block.list.slice(0, 2));
    expect(two.total).toBe(block.total);
  });
});
