import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig, type ServerConfig } from '../config';
import { buildServer } from '../server';
import { auth, createTestDb, loginAs, testConfig, type TestDb } from '../testing/test-server';
import { requestIdOf, wantsAccessLog } from './logging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  operationId?: string;
  userId?: string;
}

let testDb: TestDb;
let app: FastifyInstance;
let config: ServerConfig;
let webDist: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  config = testConfig({ loginCode: false, demo: true });
  webDist = mkdtempSync(join(tmpdir(), 'qifu-ops-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = await buildServer({
    db: testDb.db,
    config,
    webDist,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(config.dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  lines.length = 0;
});

const accessLines = (reqId?: string) => lines.filter((l) => l.msg === 'request completed' && (reqId === undefined || l.reqId === reqId));

describe('request id', () => {
  it('echoes a valid X-Request-Id', async () => {
    const res = await app.inject({ url: '/api/sys/platform/publicConfig', headers: { 'x-request-id': 'edge-1a2b.c3:d_4-5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-1a2b.c3:d_4-5');
  });

  it('generates a UUID when none is given', async () => {
    const res = await app.inject('/api/sys/platform/publicConfig');
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });

  it('replaces an invalid one (characters, length)', async () => {
    for (const given of ['has space', 'a'.repeat(65), 'x<script>', '']) {
      const res = await app.inject({ url: '/api/sys/platform/publicConfig', headers: { 'x-request-id': given } });
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
    }
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(64) } } as never)).toBe('a'.repeat(64));
  });

  it('is returned on static files, 404s, errors and probes', async () => {
    for (const url of ['/assets/index-abc123.js', '/api/no/such/path', '/api/sys/activeUser/info', '/api/health', '/some/page', '/api/%FF']) {
      const res = await app.inject({ url, headers: { 'x-request-id': 'probe-42' } });
      expect(res.headers['x-request-id'], url).toBe('probe-42');
    }
  });
});

describe('access log', () => {
  it('writes one line per API request with reqId, operationId, status, time and the user id', async () => {
    const tokens = await loginAs({ app, config }, 'gov');
    lines.length = 0;
    const res = await app.inject({ url: '/api/sys/activeUser/info', headers: { ...auth(tokens.token), 'x-request-id': 'req-info-1' } });
    expect(res.statusCode).toBe(200);
    const userId = (JSON.parse(res.body) as { data: { id?: string; userId?: string } }).data;
    const mine = accessLines('req-info-1');
    expect(mine).toHaveLength(1);
    const line = mine[0]!;
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/sys/activeUser/info', statusCode: 200, operationId: 'info' });
    expect(line.userId).toMatch(UUID);
    if (userId.id ?? userId.userId) expect(line.userId).toBe(userId.id ?? userId.userId);
    expect(line.responseTime).toBeGreaterThan(0);
    // nothing else carries that request id at info level (no incoming-request line)
    expect(lines.filter((l) => l.reqId === 'req-info-1')).toHaveLength(1);
  });

  it('leaves the user out for anonymous calls and hides secrets in the url', async () => {
    await app.inject({ url: '/api/sys/platform/publicConfig?token=abc.def&x=1', headers: { 'x-request-id': 'anon-1' } });
    const [line] = accessLines('anon-1');
    expect(line).toMatchObject({ url: '/api/sys/platform/publicConfig?token=***&x=1', operationId: 'getPublicConfig', statusCode: 200 });
    expect(line?.userId).toBeUndefined();
  });

  it('writes nothing for static assets and probes, one line for an HTML page', async () => {
    expect((await app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    expect((await app.inject('/api/metrics')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const page = await app.inject({ url: '/policy/list', headers: { 'x-request-id': 'page-1' } });
    expect(page.statusCode).toBe(200);
    expect(accessLines()).toHaveLength(1);
    expect(accessLines('page-1')[0]).toMatchObject({ url: '/policy/list', statusCode: 200 });
  });

  it('logs 404s under /api', async () => {
    await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'nf-1' } });
    expect(accessLines('nf-1')[0]).toMatchObject({ statusCode: 404, url: '/api/nope' });
  });
});

describe('wantsAccessLog', () => {
  it('keeps API and page requests, drops files and probes', () => {
    expect(wantsAccessLog('/api/pol/consult/add')).toBe(true);
    expect(wantsAccessLog('/')).toBe(true);
    expect(wantsAccessLog('/index.html')).toBe(true);
    expect(wantsAccessLog('/policy/detail?id=1.2')).toBe(true);
    expect(wantsAccessLog('/assets/x-1.js')).toBe(false);
    expect(wantsAccessLog('/banners/home-1.svg')).toBe(false);
    expect(wantsAccessLog('/api/docs/swagger-ui.css')).toBe(false);
    expect(wantsAccessLog('/api/health')).toBe(false);
    expect(wantsAccessLog('/api/metrics?x=1')).toBe(false);
  });
});

describe('LOG_LEVEL', () => {
  it('defaults to info, accepts silent, refuses an unknown level', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('at warn, writes no access lines', async () => {
    const quiet: LogLine[] = [];
    const cfg = testConfig({ demo: false });
    const warnApp = await buildServer({
      db: testDb.db,
      config: cfg,
      webDist: false,
      logger: { level: 'warn', stream: { write: (l: string) => void quiet.push(JSON.parse(l) as LogLine) } },
    });
    try {
      expect((await warnApp.inject('/api/sys/platform/publicConfig')).statusCode).toBe(200);
      expect((await warnApp.inject('/api/nope')).statusCode).toBe(404);
      expect(quiet.filter((l) => l.level < 40)).toEqual([]);
      expect(quiet.filter((l) => l.msg === 'request completed')).toEqual([]);
    } finally {
      await warnApp.close();
      rmSync(cfg.dataDir, { recursive: true, force: true });
    }
  });
});
