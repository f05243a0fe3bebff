/**
 * Operations endpoints and hooks (issue 13 §5), registered by `buildServer` before the API routes:
 * `/api/health`, `/api/ready`, `/api/metrics`; the `x-request-id` response header on every answer;
 * one `onResponse` hook recording the request metrics (the access line: `AccessLogController`).
 * See docs/operations.md "健康检查、指标与日志".
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

import type { ServerConfig } from '../config';
import { failureEnvelope } from '../core/envelope';
import type { Db } from '../db/client';
import { migrationsFolder as defaultMigrationsFolder } from '../paths';
import { checkReady, expectedMigrations, healthBody } from './health';
import { REQUEST_ID_HEADER } from './logging';
import { createMetrics, metricsAuthorized } from './metrics';

/** Options of {@link registerOperations}. */
export interface OperationsOptions {
  db: Db;
  config: Pick<ServerConfig, 'metricsToken'>;
  /** Migrations `/api/ready` expects; default `apps/api/db/migrations`. */
  migrationsFolder?: string;
}

/** Route config of the probes: never rate limited (@fastify/rate-limit reads `rateLimit: false`). */
const PROBE_CONFIG = { rateLimit: false } as unknown as FastifyContextConfig;

/**
 * Registers the probes, the metrics endpoint and the request hooks on `app` (call before the
 * `/api` routes and the not-found handler).
 * @throws Error when the migrations journal cannot be read.
 */
export async function registerOperations(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const { db } = options;
  const expected = expectedMigrations(options.migrationsFolder ?? defaultMigrationsFolder());
  const metrics = createMetrics(db, app.log);

  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observe(req, reply);
    done();
  });

  app.get('/api/health', { config: PROBE_CONFIG }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(healthBody()),
  );

  app.get('/api/ready', { config: PROBE_CONFIG }, async (_req, reply) => {
    const body = await checkReady(db, expected);
    return reply
      .code(body.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/api/metrics', { config: PROBE_CONFIG }, async (req, reply) => {
    if (!metricsAuthorized(req.headers.authorization, options.config.metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(failureEnvelope('UNAUTHENTICATED', '未授权访问指标', '需要 METRICS_TOKEN'));
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
