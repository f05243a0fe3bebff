/**
 * The session/permission check cache (core/auth-cache.ts) and the read cache's trigger-driven
 * invalidation (core/read-cache.ts), issue 13 §6: a change to users, roles, grants, sessions,
 * consultations or policies is seen by the very next request — on the server that made it and on a
 * second server sharing the database — whoever made it (an API handler or plain SQL), because
 * database triggers announce it. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polInfo, sysMenu, sysRoleMenu, sysUser } from '../db/schema';
import { auth, body, createTestServer, loginAs, type TestServer } from '../testing/test-server';
import { AuthCache, connectAuthCache } from './auth-cache';

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/*
 * Both servers share one database handle (on PostgreSQL one pool, whose connections listen), so
 * here the second server hears a change as soon as the write returns — as the writing process
 * always does. Separate processes hear it through their dedicated listener, within the delivery
 * time of a notification. The read cache hears it only through its dedicated listener: on
 * PostgreSQL its checks below wait for the delivery (at most 10 s of polling).
 */

/**
 * On PostgreSQL, waits until `cache` has heard no notification for 300 ms (every listening
 * connection's copy has landed), at most 10 s; on PGlite notifications are delivered before the
 * write returns, so it returns at once.
 */
async function notificationsSettled<V>(cache: AuthCache<V>): Promise<void> {
  if (!onPostgres) return;
  const deadline = Date.now() + 10_000;
  let heard = cache.stats.invalidations;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    if (cache.stats.invalidations !== heard) {
      heard = cache.stats.invalidations;
      quietSince = Date.now();
    }
  }
}

describe('auth cache', () => {
  let a: TestServer;
  let b: TestServer;
  let probe: AuthCache<string>;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    a = await createTestServer();
    b = await createTestServer({ db: a.testDb, config: { secrets: a.config.secrets } });
    probe = new AuthCache<string>();
    const hooks: Array<() => Promise<void>> = [];
    const fakeApp = { addHook: (_n: string, fn: () => Promise<void>) => hooks.push(fn), log: a.app.log } as unknown as FastifyInstance;
    await connectAuthCache(fakeApp, probe, { db: a.db, log: a.app.log });
    closers.push(async () => {
      for (const h of hooks) await h();
    });
  }, 120_000);

  afterAll(async () => {
    for (const c of closers) await c();
    await b?.close();
    await a?.close();
  });

  it('is emptied by any write to a table the check reads, also plain SQL (triggers)', async () => {
    expect(probe.active).toBe(true);
    probe.set('k', 'v', probe.generation);
    expect(probe.get('k')).toBe('v');
    await a.db.execute(sql`update sys_role set code = code where false`);
    expect(probe.get('k')).toBeUndefined();
    // a table the check does not read leaves it alone (on PostgreSQL the copies of the notification
    // above that the dedicated listener and the pool's other connections hear arrive a moment later,
    // later still on a loaded machine: let them all land first)
    await notificationsSettled(probe);
    probe.set('k', 'v', probe.generation);
    await a.db.execute(sql`update pol_info set id = id where false`);
    expect(probe.get('k')).toBe('v');
  });

  it('a revoked grant answers FORBIDDEN at once, on both servers', async () => {
    const t = await loginAs(a, 'gov');
    const list = (s: TestServer) => s.app.inject({ url: '/api/pol/consult/view', headers: auth(t.token) });
    for (const s of [a, b, a, b]) expect(body(await list(s))).toMatchObject({ success: true });
    const menus = await a.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.permission, 'pol:consult:view'));
    const removed = await a.db
      .delete(sysRoleMenu)
      .where(inArray(sysRoleMenu.menuId, menus.map((m) => m.id)))
      .returning();
    expect(removed.length).toBeGreaterThan(0);
    for (const s of [a, b]) expect(body(await list(s))).toMatchObject({ code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    await a.db.insert(sysRoleMenu).values(removed);
    for (const s of [b, a]) expect(body(await list(s))).toMatchObject({ success: true });
  });

  it('a disabled user is refused (401) by the very next request, on both servers', async () => {
    const t = await loginAs(a, 'qy');
    const mine = (s: TestServer) => s.app.inject({ url: '/api/pol/my/getPolConsult', headers: auth(t.token) });
    for (const s of [a, b, a, b]) expect((await mine(s)).statusCode).toBe(200);
    await a.db.update(sysUser).set({ enabled: false }).where(eq(sysUser.userName, 'qy'));
    for (const s of [b, a]) expect((await mine(s)).statusCode).toBe(401);
    await a.db.update(sysUser).set({ enabled: true }).where(eq(sysUser.userName, 'qy'));
  });

  it('logout on one server ends the session on the other at once', async () => {
    const t = await loginAs(a, 'gr');
    const info = (s: TestServer) => s.app.inject({ url: '/api/sys/activeUser/info', headers: auth(t.token) });
    for (const s of [a, b, a, b]) expect((await info(s)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/sys/activeUser/logout', headers: { ...auth(t.token), refreshtoken: t.refreshToken } });
    expect(body(out)).toMatchObject({ success: true });
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(a)).statusCode).toBe(401);
  });

  it("my consultations (read cache per user) show a new consultation and a reply made by SQL at once, on both servers", async () => {
    const t = await loginAs(a, 'qy');
    const other = await loginAs(a, 'gr');
    const mine = async (s: TestServer, token = t.token) =>
      body<{ data: { total: number; list: Array<{ id: string; reply: string | null }> } }>(
        await s.app.inject({ url: '/api/pol/my/getPolConsult?page=1&pageSize=10', headers: auth(token) }),
      ).data;
    // on PostgreSQL the other process hears the trigger's notification within its delivery time
    const settled = async (s: TestServer, ok: (d: Awaited<ReturnType<typeof mine>>) => boolean) => {
      let d = await mine(s);
      for (let i = 0; onPostgres && !ok(d) && i < 1000; i++) {
        await new Promise((r) => setTimeout(r, 10));
        d = await mine(s);
      }
      return d;
    };
    const first = await mine(a);
    for (const s of [a, b, b]) expect((await mine(s)).total).toBe(first.total);
    const grBefore = (await mine(b, other.token)).total;
    const [policy] = await a.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.status, 'published')).limit(1);
    const added = await a.app.inject({ method: 'POST', url: '/api/pol/consult/add', headers: auth(t.token), payload: { polInfoId: policy?.id, consultContent: '缓存测试：新咨询' } });
    expect(body(added)).toMatchObject({ success: true });
    expect((await mine(a)).total).toBe(first.total + 1);
    expect((await settled(b, (d) => d.total === first.total + 1)).total).toBe(first.total + 1);
    expect((await mine(b, other.token)).total).toBe(grBefore); // another user's list is their own
    const newest = (await mine(b)).list[0];
    await a.db.execute(sql`update pol_consult set reply = '缓存测试：已答复', status = '1' where id = ${newest?.id}`);
    expect((await settled(b, (d) => d.list[0]?.reply === '缓存测试：已答复')).list[0]?.reply).toBe('缓存测试：已答复');
    expect((await settled(a, (d) => d.list[0]?.reply === '缓存测试：已答复')).list[0]?.reply).toBe('缓存测试：已答复');
  });

  it('the public policy list (read cache) shows a title changed by plain SQL at once, on both servers', async () => {
    const list = async (s: TestServer) =>
      body<{ data: { list: Array<{ id: string; policyTitle: string }> } }>(await s.app.inject({ url: '/api/policy/doc/list?page=1&pageSize=10' })).data.list;
    const before = await list(a);
    for (const s of [a, b, b]) expect(await list(s)).toEqual(before);
    const target = before[0];
    const title = `${target?.policyTitle ?? ''}（已修订）`;
    await a.db.update(polInfo).set({ policyTitle: title }).where(eq(polInfo.id, target?.id ?? ''));
    for (const s of [b, a]) {
      let now = await list(s);
      for (let i = 0; onPostgres && now[0]?.policyTitle !== title && i < 1000; i++) {
        await new Promise((r) => setTimeout(r, 10));
        now = await list(s);
      }
      expect(now.find((p) => p.id === target?.id)?.policyTitle).toBe(title);
    }
  });

  it('does not cache while not listening, and never past its TTL', () => {
    let now = 1_000;
    const cache = new AuthCache<string>({ ttlMs: 30_000, now: () => now });
    cache.set('k', 'v', cache.generation);
    expect(cache.get('k')).toBeUndefined();
    cache.resume();
    cache.set('k', 'v', cache.generation, now + 5_000);
    expect(cache.get('k')).toBe('v');
    now += 5_000; // the token's exp
    expect(cache.get('k')).toBeUndefined();
    const generation = cache.generation;
    cache.invalidate();
    cache.set('k', 'stale', generation); // a check that ran across an invalidation
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'v', cache.generation);
    now += 30_000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'v', cache.generation);
    cache.suspend();
    expect(cache.get('k')).toBeUndefined();
  });
});
