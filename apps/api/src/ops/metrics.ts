/**
 * Prometheus metrics (issue 13 §5) with prom-client: requests and latency per operation, the job
 * queue, the outbox backlog, the PostgreSQL pool, and Node's default process metrics.
 *
 * Per request the cost is one map lookup and two updates of pre-bound children; gauges that need
 * a query are filled on scrape (`collect()`), never per request.
 */
import { timingSafeEqual } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry, type Metric } from 'prom-client';

import type { Db } from '../db/client';

/** Latency buckets in seconds (5 ms … 10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `operation` label of requests no route matched (404s, the SPA's index.html). */
export const UNMATCHED = 'unmatched';

const STATUS_CLASS = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

let processRegistry: Registry | undefined;

/** Node's default metrics (`process_*`, `nodejs_*`), registered once per process. */
function defaultMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Counts of the node-postgres pool (`pg.Pool`), when the database is PostgreSQL. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The node-postgres pool behind a Drizzle database (`db.$client`), or undefined on PGlite. */
function poolOf(db: Db): PoolCounts | undefined {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PoolCounts)
    : undefined;
}

/** Rows of `db.execute` on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** One label combination of the request metrics, with its histogram buckets (not cumulative). */
interface RequestSeries {
  labels: { operation: string; method: string; status_class: string };
  count: number;
  /** Seconds. */
  sum: number;
  /** Observations per bucket of {@link LATENCY_BUCKETS}, the last one above every bound. */
  buckets: Float64Array;
}

/** A metric as the prom-client registry reads it (`get()` → name, help, type, samples). */
interface CustomMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  get(): { name: string; help: string; type: string; aggregator: 'sum'; values: { labels: Record<string, string | number>; value: number; metricName?: string }[] };
  reset(): void;
}

/**
 * Request count and latency accumulated in plain numbers, exposed through the prom-client
 * registry in the usual counter and histogram formats. prom-client's own `inc`/`observe` hash and
 * validate the labels on every call (about 3 µs per request here, measured); this is one map
 * lookup and three additions.
 */
class RequestStats {
  private readonly series = new Map<string, RequestSeries>();

  /** Records one answered request that took `seconds`. */
  observe(operation: string, method: string, statusCode: number, seconds: number): void {
    const statusClass = STATUS_CLASS[Math.floor(statusCode / 100)] ?? '5xx';
    const key = `${operation} ${method} ${statusClass}`;
    let s = this.series.get(key);
    if (!s) {
      s = { labels: { operation, method, status_class: statusClass }, count: 0, sum: 0, buckets: new Float64Array(LATENCY_BUCKETS.length + 1) };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i += 1;
    s.buckets[i]! += 1;
  }

  /** `qifu_http_requests_total`. */
  counter(): CustomMetric {
    const name = 'qifu_http_requests_total';
    const help = 'HTTP requests answered, by operation, method and status class';
    return {
      name,
      help,
      type: 'counter',
      get: () => ({ name, help, type: 'counter', aggregator: 'sum', values: [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })) }),
      reset: () => this.series.clear(),
    };
  }

  /** `qifu_http_request_duration_seconds` (`_bucket`, `_sum`, `_count`). */
  histogram(): CustomMetric {
    const name = 'qifu_http_request_duration_seconds';
    const help = 'HTTP request duration in seconds (request received to response finished)';
    return {
      name,
      help,
      type: 'histogram',
      get: () => {
        const values: ReturnType<CustomMetric['get']>['values'] = [];
        for (const s of this.series.values()) {
          let cumulative = 0;
          for (let i = 0; i < LATENCY_BUCKETS.length; i += 1) {
            cumulative += s.buckets[i]!;
            values.push({ labels: { ...s.labels, le: LATENCY_BUCKETS[i]! }, value: cumulative, metricName: `${name}_bucket` });
          }
          values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${name}_bucket` });
          values.push({ labels: s.labels, value: s.sum, metricName: `${name}_sum` });
          values.push({ labels: s.labels, value: s.count, metricName: `${name}_count` });
        }
        return { name, help, type: 'histogram', aggregator: 'sum', values };
      },
      reset: () => this.series.clear(),
    };
  }
}

/** The metrics of one server. */
export interface ServerMetrics {
  /** Records one answered request (call from `onResponse`). */
  observe(req: FastifyRequest, reply: FastifyReply): void;
  /** The exposition text (queries the job and outbox tables). */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * Creates the metrics of one server:
 * - `qifu_http_requests_total{operation,method,status_class}` counter;
 * - `qifu_http_request_duration_seconds{operation,method,status_class}` histogram
 *   ({@link LATENCY_BUCKETS}); `operation` is the spec operationId, else the route pattern
 *   (e.g. `/*` for static files), else {@link UNMATCHED};
 * - `qifu_job_queue_depth{status="queued"|"running"}` gauge (`sys_job`);
 * - `qifu_outbox_backlog{status="pending"|"failed"}` gauge and
 *   `qifu_outbox_oldest_pending_seconds` (`sys_outbox`);
 * - `qifu_db_pool_connections{state="total"|"idle"}`, `qifu_db_pool_waiting_requests`,
 *   `qifu_db_pool_max_connections` (PostgreSQL only);
 * - Node's default metrics.
 * A failed table query on scrape leaves those gauges out of that answer (the rest is served).
 */
export function createMetrics(db: Db, log?: { warn: (obj: object, msg: string) => void }): ServerMetrics {
  const registry = new Registry();
  const requests = new RequestStats();
  registry.registerMetric(requests.counter() as unknown as Metric);
  registry.registerMetric(requests.histogram() as unknown as Metric);

  const logFailure = (what: string, err: unknown) => log?.warn({ err }, `指标采集失败: ${what}`);

  new Gauge({
    name: 'qifu_job_queue_depth',
    help: 'Background jobs (sys_job) waiting or running',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = rowsOf<{ status: string; n: number | string }>(
          await db.execute(sql`select status, count(*)::int as n from sys_job where status in ('queued', 'running') group by status`),
        );
        const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
        for (const status of ['queued', 'running']) this.set({ status }, counts.get(status) ?? 0);
      } catch (err) {
        logFailure('sys_job', err);
      }
    },
  });

  const oldestPending = new Gauge({
    name: 'qifu_outbox_oldest_pending_seconds',
    help: 'Age in seconds of the oldest pending outbox message (0 when none)',
    registers: [registry],
  });
  new Gauge({
    name: 'qifu_outbox_backlog',
    help: 'Outbox messages (sys_outbox) not delivered: pending, or failed for good',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      oldestPending.reset();
      try {
        const rows = rowsOf<{ status: string; n: number | string; age: number | string | null }>(
          await db.execute(
            sql`select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
                from sys_outbox where status in ('pending', 'failed') group by status`,
          ),
        );
        const byStatus = new Map(rows.map((r) => [r.status, r]));
        for (const status of ['pending', 'failed']) this.set({ status }, Number(byStatus.get(status)?.n ?? 0));
        oldestPending.set(Math.max(0, Number(byStatus.get('pending')?.age ?? 0)));
      } catch (err) {
        logFailure('sys_outbox', err);
      }
    },
  });

  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'qifu_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'qifu_db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'qifu_db_pool_max_connections',
      help: 'Size limit of the PostgreSQL pool',
      registers: [registry],
      collect() {
        this.set(pool.options?.max ?? 10);
      },
    });
  }

  const processMetrics = defaultMetricsRegistry();

  return {
    observe(req, reply) {
      requests.observe(
        req.routeOptions.config.operationId ?? req.routeOptions.url ?? UNMATCHED,
        req.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    },
    async render() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics.metrics()]);
      return { contentType: registry.contentType, body: `${own}\n${process}` };
    },
  };
}

/**
 * Whether a request may read the metrics: always when no token is configured, else only with
 * `Authorization: Bearer <token>` (compared in constant time).
 */
export function metricsAuthorized(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  if (typeof authorization !== 'string') return false;
  const m = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!m?.[1]) return false;
  const given = Buffer.from(m[1].trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
