import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { claimNext, createJob } from '../core/jobs';
import { sysOutbox } from '../db/schema';
import { createMetrics } from './metrics';
import { createTestDb, createTestServer, testDatabaseUrl, type TestDb, type TestServer } from '../testing/test-server';

let testDb: TestDb;
let open: TestServer;
let guarded: TestServer;

beforeAll(async () => {
  testDb = await createTestDb({ demo: false });
  open = await createTestServer({ demo: false, db: testDb });
  guarded = await createTestServer({ demo: false, db: testDb, config: { metricsToken: 'scrape-secret-1' } });
}, 120_000);

afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await testDb?.close();
});

/** The value of a sample line `name{labels} value` in the exposition text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('counts requests per operationId, method and status class, with a latency histogram', async () => {
    for (let i = 0; i < 3; i += 1) expect((await open.app.inject('/api/sys/platform/publicConfig')).statusCode).toBe(200);
    expect((await open.app.inject('/api/sys/activeUser/info')).statusCode).toBe(401);
    const res = await open.app.inject('/api/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'qifu_http_requests_total{operation="getPublicConfig",method="GET",status_class="2xx"}')).toBe(3);
    expect(sample(text, 'qifu_http_requests_total{operation="info",method="GET",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'qifu_http_request_duration_seconds_count{operation="getPublicConfig",method="GET",status_class="2xx"}')).toBe(3);
    expect(sample(text, 'qifu_http_request_duration_seconds_bucket{operation="getPublicConfig",method="GET",status_class="2xx",le="+Inf"}')).toBe(3);
    // never a raw URL as a label
    expect(text).not.toContain('/api/sys/platform/publicConfig');
  });

  it('labels unknown paths "unmatched" whatever the URL', async () => {
    await open.app.inject('/api/no/such/thing-1');
    await open.app.inject('/api/no/such/thing-2');
    const text = (await open.app.inject('/api/metrics')).body;
    expect(sample(text, 'qifu_http_requests_total{operation="unmatched",method="GET",status_class="4xx"}')).toBe(2);
    expect(text).not.toContain('thing-1');
  });

  it('reports the job queue and the outbox backlog at scrape time', async () => {
    const before = (await open.app.inject('/api/metrics')).body;
    expect(sample(before, 'qifu_job_queue_depth{status="queued"}')).toBe(0);
    expect(sample(before, 'qifu_outbox_backlog{status="pending"}')).toBe(0);

    await createJob(testDb.db, { type: 'metrics-test' });
    await createJob(testDb.db, { type: 'metrics-test' });
    await claimNext(testDb.db, ['metrics-test']);
    await testDb.db.insert(sysOutbox).values([
      { topic: 'sms', payload: { phone: '13800000000', text: 'a' } },
      { topic: 'sms', payload: { phone: '13800000000', text: 'b' }, status: 'failed', lastError: 'x' },
      { topic: 'sms', payload: { phone: '13800000000', text: 'c' }, status: 'sent' },
    ]);

    const text = (await open.app.inject('/api/metrics')).body;
    expect(sample(text, 'qifu_job_queue_depth{status="queued"}')).toBe(1);
    expect(sample(text, 'qifu_job_queue_depth{status="running"}')).toBe(1);
    expect(sample(text, 'qifu_outbox_backlog{status="pending"}')).toBe(1);
    expect(sample(text, 'qifu_outbox_backlog{status="failed"}')).toBe(1);
    expect(sample(text, 'qifu_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('includes the default process metrics', async () => {
    const text = (await open.app.inject('/api/metrics')).body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it.skipIf(testDatabaseUrl() !== undefined)('has no pool gauges on PGlite', async () => {
    expect((await open.app.inject('/api/metrics')).body).not.toContain('qifu_db_pool_connections');
  });

  it.runIf(testDatabaseUrl() !== undefined)('reports the PostgreSQL pool', async () => {
    const text = (await open.app.inject('/api/metrics')).body;
    expect(sample(text, 'qifu_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qifu_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'qifu_db_pool_max_connections')).toBe(5);
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses a scrape without the bearer token or with a wrong one (401)', async () => {
    const none = await guarded.app.inject('/api/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('qifu_http_requests_total');
    const wrong = await guarded.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer scrape-secret-2' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers with the token', async () => {
    const res = await guarded.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer scrape-secret-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('qifu_http_requests_total');
  });

  it('keeps health and readiness open', async () => {
    expect((await guarded.app.inject('/api/health')).statusCode).toBe(200);
    expect((await guarded.app.inject('/api/ready')).statusCode).toBe(200);
  });
});

describe('request histogram', () => {
  it('puts each duration in its bucket, cumulative, with sum and count', async () => {
    const metrics = createMetrics({} as never);
    const req = { method: 'POST', routeOptions: { config: { operationId: 'addConsult' }, url: '/api/pol/consult/add' } } as unknown as FastifyRequest;
    for (const [ms, status] of [[3, 200], [20, 200], [20_000, 200], [4, 503]] as const) {
      metrics.observe(req, { statusCode: status, elapsedTime: ms } as unknown as FastifyReply);
    }
    const { body: text, contentType } = await metrics.render();
    expect(contentType).toContain('text/plain');
    const s = (le: string) => sample(text, `qifu_http_request_duration_seconds_bucket{operation="addConsult",method="POST",status_class="2xx",le="${le}"}`);
    expect([s('0.005'), s('0.01'), s('0.025'), s('10'), s('+Inf')]).toEqual([1, 1, 2, 2, 3]);
    expect(sample(text, 'qifu_http_request_duration_seconds_sum{operation="addConsult",method="POST",status_class="2xx"}')).toBeCloseTo(20.023, 6);
    expect(sample(text, 'qifu_http_request_duration_seconds_count{operation="addConsult",method="POST",status_class="2xx"}')).toBe(3);
    expect(sample(text, 'qifu_http_requests_total{operation="addConsult",method="POST",status_class="5xx"}')).toBe(1);
    expect(text).toContain('# TYPE qifu_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE qifu_http_requests_total counter');
  });
});
