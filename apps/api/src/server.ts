/**
 * The API server: Fastify 5 with fastify-openapi-glue routing every operation of the bundled
 * contract under `/api` to its handler (`src/domains/index.ts`), or to a 501 NOT_IMPLEMENTED answer
 * when it has none; Ajv 2020 request validation with Chinese messages; the one security handler;
 * envelopes for every answer (never 403); `/api/openapi.json`, `/api/docs`; the demo SSO page; and
 * the built web app with SPA fallback.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import type { ServerConfig } from './config';
import { failureEnvelope, isOkResult, successEnvelope } from './core/envelope';
import { errorHandler } from './core/errors';
import { FileResult, type HandlerContext, type HandlerRequest, type OperationId } from './core/handler';
import { registerInputGuards } from './core/input-guard';
import { registerRateLimits } from './core/rate-limits';
import { CachedAnswer, createReadCache } from './core/read-cache';
import { createAuthCache } from './core/auth-cache';
import { type CachedCheck, createSecurity } from './core/security';
import { indexOperations, loadBundledSpec, type OpenApiSpec, type OperationInfo } from './core/spec';
import type { FileStorage } from './core/storage';
import { createFileStorage } from './core/storage-factory';
import { MAX_UPLOAD_BYTES } from './core/upload-rules';
import { checkRequestBody, createValidatorCompiler } from './core/validation';
import type { Db } from './db/client';
import { handlers as defaultHandlers } from './domains';
import { registerOperations } from './ops';
import { serverLoggingOptions, withRequestIdHeader } from './ops/logging';
import { webDistFolder } from './paths';
import { registerSsoRoutes } from './sso/sso-routes';
import { registerDocs } from './web/docs';
import { registerServing } from './web/serving';
import { registerFirstScreens } from './web/first-screen';
import { registerStaticApp, wantsSpaFallback } from './web/static-app';

/** A handler as the router calls it (the typed {@link Handler}s erased to one shape). */
type AnyHandler = (req: HandlerRequest<OperationId>, ctx: HandlerContext) => Promise<unknown>;

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  db: Db;
  config: ServerConfig;
  /** The contract; default: the bundled spec `openapi/bundled/openapi.json`. */
  spec?: OpenApiSpec;
  /** File storage; default: the configured one (`FILE_STORAGE`, {@link createFileStorage}). */
  storage?: FileStorage;
  /** operationId → handler; default: the registry of `src/domains`. */
  handlers?: Readonly<Partial<Record<string, unknown>>>;
  /** Fastify logger option (default: `config.logLevel`, JSON to non-blocking stdout, see `ops/logging.ts`). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; `false` to never serve it. Default `dist/apps/web`. */
  webDist?: string | false;
}

/** Media types whose bodies are read by the handler itself (no schema validation by Fastify). */
const STREAMED_MEDIA_TYPES = new Set(['multipart/form-data']);

function notImplemented(operationId: string) {
  return failureEnvelope('NOT_IMPLEMENTED', '功能尚未实现', `接口 ${operationId} 尚未实现`);
}

export { redactUrlForLog } from './ops/logging';

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Builds (but does not start) the server.
 * @throws Error when the spec is invalid for the router (missing operationId or security, an
 *   `x-permission` without login) or a plugin fails to load.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const spec = options.spec ?? loadBundledSpec();
  const operations = indexOperations(spec);
  const storage = options.storage ?? (await createFileStorage(config));
  const registry = (options.handlers ?? defaultHandlers) as Readonly<Partial<Record<string, AnyHandler>>>;

  const app = Fastify({
    ...serverLoggingOptions(config.logLevel, options.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy, // TRUST_PROXY (config.ts): whose X-Forwarded-For is believed
    return503OnClosing: true,
    // a malformed URL (`%FF`, `%2` in the path) answers the 400 envelope too (core/input-guard.ts)
    frameworkErrors: withRequestIdHeader(errorHandler),
  });
  app.decorateRequest('user', null);
  app.setValidatorCompiler(createValidatorCompiler());
  // Answers are envelopes built by the server: serialize as they are (no schema-based stripping).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  await registerServing(app, config); // compression and security headers (web/serving.ts)
  await registerOperations(app, { db, config }); // /api/health, /api/ready, /api/metrics, request ids, access log

  // Declared by downloadFile's answer; accepted as raw bytes (operations that do not declare it
  // reject it in the body guard below).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 1000, parts: 25 },
    throwFileSizeLimit: true,
  });
  registerInputGuards(app);

  const authCache = await createAuthCache<CachedCheck>(app, db, config); // session/permission checks (core/auth-cache.ts)
  const security = createSecurity({ db, jwtSecret: config.secrets.jwtSecret, operations, cache: authCache });
  const readCache = await createReadCache(app, config, db); // public read-mostly answers (core/read-cache.ts)

  app.addHook('onRoute', (route) => {
    security.adaptRoute(route);
    const operationId = route.config?.operationId;
    const info: OperationInfo | undefined = operationId ? operations.get(operationId) : undefined;
    if (!info || info.requestContentTypes.length === 0) return;
    const schema = route.schema as { body?: { content?: Record<string, unknown> } } | undefined;
    const content = schema?.body?.content;
    if (content) {
      for (const type of Object.keys(content)) if (STREAMED_MEDIA_TYPES.has(type)) delete content[type];
      if (Object.keys(content).length === 0 && schema) delete schema.body;
    }
    const guard = async (req: FastifyRequest) => checkRequestBody(req, info.requestContentTypes, info.bodyRequired);
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [guard, ...existing];
  });

  await registerRateLimits(app, { db, config, operations }); // per-client limits, shared store (core/rate-limits.ts)

  const serviceHandlers: Record<string, (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {};
  for (const info of operations.values()) {
    const handler = registry[info.operationId];
    serviceHandlers[info.operationId] = async (req, reply) => {
      if (!handler) return reply.code(501).send(notImplemented(info.operationId));
      const ctx: HandlerContext = {
        db,
        config,
        log: req.log,
        storage,
        readCache,
        ...(req.user ? { user: req.user } : {}),
      };
      const request = {
        query: req.query ?? {},
        params: req.params ?? {},
        body: req.body,
        headers: req.headers,
        ip: req.ip,
        raw: req,
      } as HandlerRequest<OperationId>;
      const result = await handler(request, ctx);
      if (result instanceof FileResult) {
        reply.header('content-type', result.contentType).header('content-disposition', contentDisposition(result.fileName));
        reply.header('x-content-type-options', 'nosniff');
        if (result.size !== undefined) reply.header('content-length', String(result.size));
        return reply.send(result.stream);
      }
      if (result instanceof CachedAnswer) return reply.type('application/json; charset=utf-8').send(result.body);
      if (isOkResult(result)) return successEnvelope(result.data ?? null, result.msg);
      return successEnvelope(result ?? null);
    };
  }

  await app.register(openapiGlue, {
    specification: spec,
    prefix: '/api',
    serviceHandlers,
    securityHandlers: security.securityHandlers,
  });

  // the API reference marks the operations without a handler (未实现, issue 17)
  await registerDocs(app, spec, new Set(Object.keys(registry)));
  await registerSsoRoutes(app, { db, config });
  const webDist = options.webDist === undefined ? webDistFolder() : options.webDist;
  const sendIndex = webDist ? await registerStaticApp(app, webDist) : undefined;
  // The home and the policy market with their first screen's answers (issue 14, first paint).
  if (webDist && sendIndex) await registerFirstScreens(app, webDist);

  app.setNotFoundHandler(async (req, reply) => {
    if (sendIndex && wantsSpaFallback(req)) return sendIndex(reply);
    const path = req.url.split('?')[0] ?? req.url;
    return reply.code(404).send(failureEnvelope('NOT_FOUND', '404，路径找不到', path));
  });

  return app;
}
