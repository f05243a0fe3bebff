import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/client';
import { migrationsFolder } from '../paths';
import { body, createTestServer, type TestServer } from '../testing/test-server';
import { checkReady, expectedMigrations } from './health';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ demo: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('answers 200 with status ok and the uptime, without a login', async () => {
    const res = await server.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const json = body<{ status: string; uptime: number; startedAt: string }>(res);
    expect(json.status).toBe('ok');
    expect(json.uptime).toBeGreaterThan(0);
    expect(Date.parse(json.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not taken by the web app or the API 404 (HEAD works too)', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 on a migrated database, counting every migration of the journal', async () => {
    const res = await server.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'ready', migrations: expectedMigrations(migrationsFolder()).length });
  });

  it('answers 503 naming the migration whose row is missing, then 503 when nothing is migrated', async () => {
    const expected = expectedMigrations(migrationsFolder());
    const last = expected[expected.length - 1]!;
    await server.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${last.hash}`);
    const res = await server.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ status: 'unavailable', reason: '数据库迁移未全部执行', missing: [last.tag] });

    await server.db.execute(sql`drop table drizzle.__drizzle_migrations`);
    const none = await server.app.inject('/api/ready');
    expect(none.statusCode).toBe(503);
    expect(body(none)).toEqual({ status: 'unavailable', reason: '数据库尚未迁移', missing: expected.map((m) => m.tag) });

    // liveness does not depend on the database
    expect((await server.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('checkReady', () => {
  it('reports a database that does not answer in time as unavailable', async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const result = await checkReady(hanging, expectedMigrations(migrationsFolder()), 50);
    expect(result).toMatchObject({ status: 'unavailable', reason: '数据库无法访问' });
  });

  it('reports a refused connection as unavailable with the driver message', async () => {
    const refused = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } as unknown as Db;
    expect(await checkReady(refused, [])).toEqual({
      status: 'unavailable',
      reason: '数据库无法访问',
      error: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });

  it('lists the journal tags in order', () => {
    const tags = expectedMigrations(migrationsFolder()).map((m) => m.tag);
    expect(tags[0]).toBe('0000_init');
    expect(tags).toEqual([...tags].sort());
  });
});
