/**
 * The read cache of the public policy reads (issue 13 §6): a write through the API is visible in
 * the very next read — in the same process, and on PostgreSQL in another process sharing the
 * database (LISTEN/NOTIFY).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysDictValue } from '../../../db/schema';
import { call, ensureGrants } from '../../../testing/api-call';
import { createTestDb, createTestServer, loginAs, testDatabaseUrl, type TestDb, type TestServer } from '../../../testing/test-server';

type Page = { list: { id: string; supportModes: string[] }[]; total: number };
type Options = { policyDepNames: { label: string }[]; supportModes: { label: string; value: string }[] };
type Dicts = Record<string, { label: string; value: string }[]>;

const MARKET = '/policy/doc/list?page=1&pageSize=10';

/** A support mode some policy on the market's first page shows: its dictionary row and label. */
async function shownSupportMode(server: TestServer): Promise<{ id: string; value: string; label: string }> {
  const page = (await call<Page>(server, 'GET', MARKET)).json.data!;
  const rows = await server.db
    .select({ id: sysDictValue.id, value: sysDictValue.value, label: sysDictValue.label })
    .from(sysDictValue)
    .where(eq(sysDictValue.dictTypeCode, 'supportMode'));
  const shown = rows.find((r) => page.list.some((p) => p.supportModes.includes(r.label)));
  if (!shown) throw new Error('no policy of the first page shows a support mode');
  return shown;
}

const labelsOnMarket = async (server: TestServer) => (await call<Page>(server, 'GET', MARKET)).json.data!.list.flatMap((p) => p.supportModes);
const optionLabels = async (server: TestServer) => (await call<Options>(server, 'GET', '/policy/doc/option')).json.data!.supportModes.map((m) => m.label);
const dictLabels = async (server: TestServer) => (await call<Dicts>(server, 'GET', '/sys/dict/getDict')).json.data!['supportMode']!.map((m) => m.label);

describe('read cache of the public policy reads (one process)', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await createTestServer({ demo: true });
    await ensureGrants(server.db, 'ADMIN', ['sys:dict:save']);
    admin = (await loginAs(server, 'admin')).token;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows a relabelled support mode on the market list, its options and getDict in the very next read', async () => {
    const mode = await shownSupportMode(server);
    // fill the cache
    expect(await labelsOnMarket(server)).toContain(mode.label);
    expect(await optionLabels(server)).toContain(mode.label);
    expect(await dictLabels(server)).toContain(mode.label);

    // an edit behind the API's back with the table's notify trigger off (migration 0005) is not
    // seen: the answers come from the cache
    await server.db.execute(sql`alter table sys_dict_value disable trigger qifu_read_cache_notify`);
    await server.db.update(sysDictValue).set({ label: '库外改名' }).where(eq(sysDictValue.id, mode.id));
    await server.db.execute(sql`alter table sys_dict_value enable trigger qifu_read_cache_notify`);
    expect(await labelsOnMarket(server)).not.toContain('库外改名');

    const saved = await call(server, 'POST', '/sys/dictValue/save', admin, { id: mode.id, dictTypeCode: 'supportMode', value: mode.value, label: '缓存测试补助' });
    expect(saved.json).toMatchObject({ success: true });
    expect(await labelsOnMarket(server)).toContain('缓存测试补助');
    expect(await optionLabels(server)).toContain('缓存测试补助');
    expect(await dictLabels(server)).toContain('缓存测试补助');
    expect(await labelsOnMarket(server)).not.toContain(mode.label);
  });

  it('answers each page and filter for itself, byte for byte as without the cache', async () => {
    const first = await call<Page>(server, 'GET', '/policy/doc/list?page=1&pageSize=5');
    const second = await call<Page>(server, 'GET', '/policy/doc/list?page=2&pageSize=5');
    expect(first.violations).toEqual([]);
    expect(second.violations).toEqual([]);
    expect(first.res.headers['content-type']).toMatch(/^application\/json/);
    const ids = (a: typeof first) => a.json.data!.list.map((p) => p.id);
    expect(ids(first)).not.toEqual(ids(second));
    const again = await call<Page>(server, 'GET', '/policy/doc/list?pageSize=5&page=2');
    expect(again.res.body).toBe(second.res.body);
  });

  it('removes a deleted support mode from the options at once', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/dictValue/save', admin, { dictTypeCode: 'supportMode', value: 'cache-t', label: '临时方式' });
    expect(created.json.success).toBe(true);
    expect(await optionLabels(server)).toContain('临时方式');
    await ensureGrants(server.db, 'ADMIN', ['sys:dict:delete']);
    const deleted = await call(server, 'POST', '/sys/dictValue/delete', admin, { id: created.json.data!.id });
    expect(deleted.json.success).toBe(true);
    expect(await optionLabels(server)).not.toContain('临时方式');
  });
});

describe.skipIf(!testDatabaseUrl())('read cache across processes on PostgreSQL', () => {
  let testDb: TestDb;
  let a: TestServer;
  let b: TestServer;
  let admin: string;

  beforeAll(async () => {
    testDb = await createTestDb({ demo: true });
    // two servers on one database, as two API processes: each joins the NOTIFY channel
    a = await createTestServer({ db: testDb, config: { databaseUrl: testDb.url! } });
    b = await createTestServer({ db: testDb, config: { databaseUrl: testDb.url! } });
    await ensureGrants(testDb.db, 'ADMIN', ['sys:dict:save']);
    admin = (await loginAs(a, 'admin')).token;
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.close();
  });

  /** Reads on `server` until `check` holds (the notification travels asynchronously), at most 10 s. */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  it('shows a write made through one process in the next reads of the other', async () => {
    const mode = await shownSupportMode(b);
    expect(await labelsOnMarket(b)).toContain(mode.label); // cached in b
    const saved = await call(a, 'POST', '/sys/dictValue/save', admin, { id: mode.id, dictTypeCode: 'supportMode', value: mode.value, label: '跨进程补助' });
    expect(saved.json.success).toBe(true);
    expect(await eventually(async () => (await labelsOnMarket(b)).includes('跨进程补助'))).toBe(true);
    expect(await labelsOnMarket(a)).toContain('跨进程补助');
  });

  it("forgets everything on NOTIFY qifu_read_cache, '*' (an operator's manual edit)", async () => {
    const mode = await shownSupportMode(b);
    expect(await labelsOnMarket(b)).toContain(mode.label);
    await testDb.db.update(sysDictValue).set({ label: '手工改名' }).where(and(eq(sysDictValue.id, mode.id)));
    await testDb.db.execute(sql`select pg_notify('qifu_read_cache', '*')`);
    expect(await eventually(async () => (await labelsOnMarket(b)).includes('手工改名'))).toBe(true);
  });
});
