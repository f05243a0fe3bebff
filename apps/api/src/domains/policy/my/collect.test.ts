/**
 * The personal policy area through the real API (issue 15): collecting a published policy from its
 * detail (我的收藏), idempotent collect/uncollect, the detail's `collected` flag, and the view
 * history fed by the detail page's 政策浏览 event (我的浏览).
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, entMatchResult, polApplyProject, polInfo, sysUser } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let qy: string;
let gr: string;
let published: { id: string; policyTitle: string }[];
let draftId: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qy = (await loginAs(server, 'qy')).token;
  gr = (await loginAs(server, 'gr')).token;
  published = await server.db.select({ id: polInfo.id, policyTitle: polInfo.policyTitle }).from(polInfo).where(eq(polInfo.status, 'published')).limit(2);
  const [draft] = await server.db.select({ id: polInfo.id }).from(polInfo).where(ne(polInfo.status, 'published')).limit(1);
  draftId = draft?.id ?? (await server.db.insert(polInfo).values({ policyTitle: '草稿政策', policyDepName: '测试单位', policyCreateTime: new Date(), status: 'draft' }).returning({ id: polInfo.id }))[0]!.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };

describe('my collections and views', () => {
  it('collects once, shows it in 我的收藏 and on the detail, uncollects idempotently; per user', async () => {
    const [p1, p2] = published;
    const state0 = await call<{ collected: boolean }>(server, 'GET', `/pol/my/getMyColById?polInfoId=${p1!.id}`, qy);
    expect(state0.violations).toEqual([]);
    expect(state0.json.data).toEqual({ collected: false, id: null, collectTime: null });

    const saved = await call(server, 'POST', '/pol/my/saveCollect', qy, { polInfoId: p1!.id });
    expect(saved.violations).toEqual([]);
    expect(saved.json).toMatchObject({ success: true, msg: '收藏成功' });
    expect((await call(server, 'POST', '/pol/my/saveCollect', qy, { polInfoId: p1!.id })).json.success).toBe(true);
    await call(server, 'POST', '/pol/my/saveCollect', qy, { polInfoId: p2!.id });

    const mine = await call<Page<{ polInfoId: string; policyTitle: string }>>(server, 'GET', '/pol/my/getCollect', qy);
    expect(mine.violations).toEqual([]);
    expect(mine.json.data!.total).toBe(2);
    expect(mine.json.data!.list.map((c) => c.polInfoId)).toEqual([p2!.id, p1!.id]);
    const byTitle = await call<Page<{ polInfoId: string }>>(server, 'GET', `/pol/my/getCollect?keyword=${encodeURIComponent(p1!.policyTitle.slice(0, 6))}`, qy);
    expect(byTitle.json.data!.list.map((c) => c.polInfoId)).toContain(p1!.id);

    const state1 = await call<{ collected: boolean; id: string | null }>(server, 'GET', `/pol/my/getMyColById?polInfoId=${p1!.id}`, qy);
    expect(state1.json.data).toMatchObject({ collected: true });
    expect(state1.json.data!.id).toBeTruthy();
    expect((await call<{ collected: boolean | null }>(server, 'GET', `/policy/doc/policyDetail?id=${p1!.id}`, qy)).json.data!.collected).toBe(true);
    expect((await call<{ collected: boolean | null }>(server, 'GET', `/policy/doc/policyDetail?id=${p1!.id}`)).json.data!.collected).toBeNull();

    // another user sees nothing of it
    expect((await call<Page<unknown>>(server, 'GET', '/pol/my/getCollect', gr)).json.data!.total).toBe(0);

    const cancelled = await call(server, 'POST', '/pol/my/cancelCollect', qy, { polInfoId: p1!.id });
    expect(cancelled.json).toMatchObject({ success: true, msg: '已取消收藏' });
    expect((await call(server, 'POST', '/pol/my/cancelCollect', qy, { polInfoId: p1!.id })).json.success).toBe(true);
    expect((await call<Page<{ polInfoId: string }>>(server, 'GET', '/pol/my/getCollect', qy)).json.data!.list.map((c) => c.polInfoId)).toEqual([p2!.id]);
  });

  it('refuses an unpublished policy and a visitor', async () => {
    expect((await call(server, 'POST', '/pol/my/saveCollect', qy, { polInfoId: draftId })).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '政策不存在' });
    expect((await call(server, 'POST', '/pol/my/saveCollect', undefined, { polInfoId: published[0]!.id })).status).toBe(401);
  });

  it('records a logged-in reader’s views (latest first, one row per policy); visitors and drafts leave none', async () => {
    const [p1, p2] = published;
    const view = (id: string, token?: string) => call(server, 'POST', '/pol/policyBusinessLog/add', token, { type: 1, eventLabel: '政策浏览', polInfoId: id });
    await view(p1!.id, gr);
    await view(p2!.id, gr);
    await view(p1!.id, gr);
    await view(draftId, gr);
    await view(p2!.id);
    const views = await call<Page<{ id: string; viewTime: string }>>(server, 'GET', '/pol/my/getPolMyView', gr);
    expect(views.violations).toEqual([]);
    expect(views.json.data!.list.map((v) => v.id)).toEqual([p1!.id, p2!.id]);
    expect(views.json.data!.total).toBe(2);
  });
});

describe('我的政策 (listMyPolicy)', () => {
  type Mine = { id: string; matchResult: '1' | '2' | '3'; projectCount: number; estimatedAmount: number | null };
  it('lists the policies matched to the enterprise, best first, with exactly the stored engine results', async () => {
    const res = await call<Page<Mine>>(server, 'GET', '/pol/my/list?pageSize=100', qy);
    expect(res.violations).toEqual([]);
    const list = res.json.data!.list;
    const [user] = await server.db.select({ companyId: sysUser.companyId }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    const stored = await server.db
      .select({ policyId: polApplyProject.policyId, matchResult: entMatchResult.matchResult })
      .from(entMatchResult)
      .innerJoin(polApplyProject, eq(polApplyProject.id, entMatchResult.projectId))
      .innerJoin(polInfo, and(eq(polInfo.id, polApplyProject.policyId), eq(polInfo.status, 'published')))
      .where(and(eq(entMatchResult.companyId, user!.companyId!), eq(polApplyProject.status, '1')));
    const best = new Map<string, string>();
    for (const r of stored) if (!best.has(r.policyId) || r.matchResult < best.get(r.policyId)!) best.set(r.policyId, r.matchResult);
    for (const item of list) {
      expect(item.matchResult).not.toBe('3');
      expect(best.get(item.id)).toBe(item.matchResult);
    }
    expect(list.map((i) => i.matchResult)).toEqual([...list.map((i) => i.matchResult)].sort());
    const none = await call<Page<Mine>>(server, 'GET', '/pol/my/list?matchResult=3&pageSize=100', qy);
    expect(none.json.data!.list.every((i) => i.matchResult === '3')).toBe(true);
    expect(none.json.data!.list.some((i) => list.some((l) => l.id === i.id))).toBe(false);
    expect(best.size).toBeGreaterThan(0);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length + none.json.data!.total).toBe(best.size);
    expect(await server.db.select({ id: company.id }).from(company).where(eq(company.id, user!.companyId!))).toHaveLength(1);
  });
});
