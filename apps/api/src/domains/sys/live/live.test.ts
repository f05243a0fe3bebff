/**
 * Live broadcasts (sys configuration) through the real API: saving with cleaned rich text, the
 * publish state table, the time checks and the public list order.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysLive } from '../../../db/schema';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants, ensureSysConfigSeed } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureSysConfigSeed(server.db);
  await ensureGrants(server.db, 'ADMIN', ['sys:live:list', 'sys:live:save', 'sys:live:delete', 'sys:live:publish']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type Live = { id: string; liveTitle: string; liveDesc: string | null; liveStatus: string; publishStatus: string; liveStartTime: string };
const rows = async () => (await server.db.select({ n: count() }).from(sysLive))[0]?.n ?? 0;

describe('live broadcasts', () => {
  const hour = 3_600_000;

  it('saves in state 0 with cleaned rich text and walks the publish table; illegal changes are refused', async () => {
    const now = Date.now();
    const saved = await call<{ id: string }>(server, 'POST', '/sys/live/save', admin, {
      liveTitle: '数字化改造专题直播',
      liveUrl: 'https://live.example.com/qifu/room/2048',
      liveDesc: '<p onclick="steal()">简介<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="/api/files/a.png"></p>',
      liveStartTime: new Date(now + 2 * hour).toISOString(),
      liveEndTime: new Date(now + 4 * hour).toISOString(),
    });
    expect(saved.violations).toEqual([]);
    const id = saved.json.data!.id;
    const draft = await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`, admin);
    expect(draft.violations).toEqual([]);
    expect(draft.json.data).toMatchObject({ publishStatus: '0', liveStatus: '1', liveDesc: '<p>简介<a>链接</a><img src="/api/files/a.png" /></p>' });

    // not published: hidden from visitors and enterprise users, shown to staff
    expect((await call(server, 'GET', `/sys/live/detail?id=${id}`)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '直播不存在' });
    const qy = (await loginAs(server, 'qy')).token;
    expect((await call(server, 'GET', `/sys/live/detail?id=${id}`, qy)).json.code).toBe('NOT_FOUND_ENTITY');

    const off0 = await call(server, 'POST', '/sys/live/offPublish', admin, { id });
    expect(off0.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    const pub = await call(server, 'POST', '/sys/live/publish', admin, { id });
    expect(pub.violations).toEqual([]);
    expect(pub.json).toMatchObject({ success: true, msg: '发布成功' });
    expect((await call(server, 'POST', '/sys/live/publish', admin, { id })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`)).json.data?.publishStatus).toBe('1');

    const delPublished = await call(server, 'POST', '/sys/live/delete', admin, { id });
    expect(delPublished.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '请先下架再删除' });
    // editing a published broadcast keeps it published
    await call(server, 'POST', '/sys/live/save', admin, {
      id,
      liveTitle: '数字化改造专题直播（更新）',
      liveUrl: 'https://live.example.com/qifu/room/2048',
      liveStartTime: new Date(now + 2 * hour).toISOString(),
      liveEndTime: new Date(now + 5 * hour).toISOString(),
    });
    expect((await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`)).json.data).toMatchObject({ publishStatus: '1', liveTitle: '数字化改造专题直播（更新）' });

    expect((await call(server, 'POST', '/sys/live/offPublish', admin, { id })).json).toMatchObject({ success: true, msg: '下架成功' });
    expect((await call(server, 'POST', '/sys/live/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/sys/live/publish', admin, { id })).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '直播不存在' });
  });

  it('refuses equal times and an end before the start; nothing is written', async () => {
    const before = await rows();
    const t = new Date(Date.now() + hour).toISOString();
    const base = { liveTitle: '时间校验', liveUrl: 'https://live.example.com/1' };
    expect((await call(server, 'POST', '/sys/live/save', admin, { ...base, liveStartTime: t, liveEndTime: t })).json).toEqual({
      success: false,
      code: 'BUSINESS_RULE',
      msg: '开始时间和结束时间不能相等',
    });
    const earlier = new Date(Date.now() - hour).toISOString();
    expect((await call(server, 'POST', '/sys/live/save', admin, { ...base, liveStartTime: t, liveEndTime: earlier })).json.msg).toBe('结束时间不能早于开始时间');
    const badUrl = await call(server, 'POST', '/sys/live/save', admin, { ...base, liveUrl: 'javascript:alert(1)', liveStartTime: earlier, liveEndTime: t });
    expect(badUrl.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('lists published broadcasts publicly: live now first, then upcoming soonest first, then ended; filters by live state', async () => {
    const now = Date.now();
    const make = async (title: string, startH: number, endH: number, publish: boolean) => {
      const { json } = await call<{ id: string }>(server, 'POST', '/sys/live/save', admin, {
        liveTitle: title,
        liveUrl: 'https://live.example.com/qifu/room/1',
        liveStartTime: new Date(now + startH * hour).toISOString(),
        liveEndTime: new Date(now + endH * hour).toISOString(),
      });
      if (publish) await call(server, 'POST', '/sys/live/publish', admin, { id: json.data!.id });
    };
    await make('正在直播', -1, 1, true);
    await make('明天直播', 24, 26, true);
    await make('未发布直播', 1, 2, false);

    const res = await call<Page<Live>>(server, 'GET', '/sys/live/publicList?pageSize=100');
    expect(res.violations).toEqual([]);
    const list = res.json.data!.list;
    expect(list.every((l) => l.publishStatus === '1')).toBe(true);
    expect(list.some((l) => l.liveTitle === '未发布直播')).toBe(false);
    const rank = { '2': 0, '1': 1, '3': 2 } as Record<string, number>;
    const ranks = list.map((l) => rank[l.liveStatus]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list[0]?.liveTitle).toBe('正在直播');
    const upcoming = list.filter((l) => l.liveStatus === '1').map((l) => l.liveStartTime);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming.length).toBeGreaterThanOrEqual(2);

    const ended = await call<Page<Live>>(server, 'GET', '/sys/live/publicList?liveStatus=3');
    expect(ended.json.data!.total).toBeGreaterThan(0);
    expect(ended.json.data!.list.every((l) => l.liveStatus === '3')).toBe(true);

    const staff = await call<Page<Live>>(server, 'GET', `/sys/live/list?publishStatus=0&keyword=${encodeURIComponent('未发布')}`, admin);
    expect(staff.violations).toEqual([]);
    expect(staff.json.data?.list.map((l) => l.liveTitle)).toEqual(['未发布直播']);
  });
});
