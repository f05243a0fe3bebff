/**
 * Logging of the API server (issue 13 §5): the level from `LOG_LEVEL`, non-blocking writes to
 * stdout, request ids taken from `X-Request-Id` or generated, and one access line per API or HTML
 * request (none for static files or probes) written when the response is finished.
 *
 * A line (JSON, one per request, pino format):
 * `{"level":30,"time":…,"pid":…,"hostname":…,"reqId":"…","method":"GET","url":"/api/…",
 *   "statusCode":200,"responseTime":1.7,"operationId":"listPolicyDoc","userId":"…",
 *   "remoteAddress":"…","msg":"request completed"}`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Log levels accepted by `LOG_LEVEL` (pino's, plus `silent`). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request header carrying the request id (in and out). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An acceptable incoming request id: 1–64 characters of `[A-Za-z0-9._:-]`. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const SECRET_QUERY = /([?&](?:token|refreshToken|password)=)[^&#]*/gi;

/** A URL for the log: values of `token`, `refreshToken` and `password` query parameters hidden. */
export function redactUrlForLog(url: string): string {
  return url.replace(SECRET_QUERY, '$1***');
}

/**
 * The request id of an incoming request (Fastify `genReqId`): its `X-Request-Id` when that is
 * 1–64 characters of `[A-Za-z0-9._:-]`, otherwise a new random UUID. Source: issue 13 §5.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && VALID_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Wraps Fastify's `frameworkErrors` handler (malformed URLs answer before any hook runs) so that
 * answer carries the `x-request-id` header too.
 */
export function withRequestIdHeader<E extends Error, R extends FastifyRequest, P extends FastifyReply, T>(
  handler: (error: E, req: R, reply: P) => T,
): (error: E, req: R, reply: P) => T {
  return (error, req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    return handler(error, req, reply);
  };
}

let stdoutDestination: pino.DestinationStream | undefined;

/**
 * The process's asynchronous stdout destination (created once): lines are buffered and written in
 * chunks of at least 4 KiB, or after at most one second, so a request never waits for a write.
 * pino also flushes it synchronously when the process exits.
 */
function stdout(): pino.DestinationStream {
  if (!stdoutDestination) {
    const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    const timer = setInterval(() => {
      try {
        dest.flush();
      } catch {
        /* still opening or already closed: the next tick or the exit flush writes it */
      }
    }, 1000);
    timer.unref();
    stdoutDestination = dest;
  }
  return stdoutDestination;
}

/**
 * Writes out the buffered log lines synchronously (call before `process.exit`, on shutdown and on
 * a fatal start error). Does nothing when the server never logged to stdout.
 */
export function flushLogs(): void {
  const dest = stdoutDestination as { flushSync?: () => void } | undefined;
  try {
    dest?.flushSync?.();
  } catch {
    /* the stream is not open yet (nothing written) or stdout is gone */
  }
}

/**
 * Fastify's request-log layer (issue 13 §5): no `incoming request` line, and `request completed`
 * replaced by one access line per API or HTML request ({@link wantsAccessLog}) with method, redacted
 * url, statusCode, responseTime (ms, Fastify's reply timer), operationId (the spec operation, when
 * the route serves one), userId (the authenticated caller, when there is one), remoteAddress and —
 * from the request's child logger — reqId. A response that failed while being sent is logged at
 * error level with the error.
 */
export class AccessLogController extends LogController {
  /** Whether the logger writes info lines (decided on the first request: the level is fixed). */
  private infoEnabled: boolean | undefined;

  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {
    /* one line per request, written when it completes */
  }

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      req.log.error({ err: error, url: redactUrlForLog(req.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.infoEnabled ??= (req.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === true;
    if (!this.infoEnabled || !wantsAccessLog(req.url)) return;
    const fields: AccessFields = {
      method: req.method,
      url: redactUrlForLog(req.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      operationId: req.routeOptions.config.operationId,
      userId: req.user?.id,
      remoteAddress: req.ip,
    };
    if (!writeAccessLineDirect(req.log, fields)) req.log.info(fields, 'request completed');
  }
}

/** The fields of an access line besides pino's own (level, time, pid, hostname, reqId, msg). */
interface AccessFields {
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
  operationId: string | undefined;
  userId: string | undefined;
  remoteAddress: string;
}

/** pino's internals used by {@link writeAccessLineDirect} (stable exported symbols). */
interface PinoInternals {
  [key: symbol]: unknown;
}

const INFO_LEVEL = 30;
const ACCESS_FIELD_NAMES = ['method', 'url', 'statusCode', 'responseTime', 'operationId', 'userId', 'remoteAddress'];

/**
 * Writes the access line straight to the pino logger's stream, byte for byte what
 * `log.info(fields, 'request completed')` writes (`{"level":30,"time":…` + the logger's bindings
 * — pid, hostname, reqId — + the fields without `undefined` ones + `"msg":…}`), without pino's
 * generic serializer (issue 13 §6: a tenth of the CPU of a cached answer went into this line).
 * @returns false when the logger is not a plain pino logger (a mixin, formatters, hooks, a
 *   multistream, a custom time or message key): the caller logs through pino then.
 */
function writeAccessLineDirect(log: unknown, fields: AccessFields): boolean {
  const l = log as PinoInternals;
  // msgPrefixSym exists at run time but is missing from pino's type of `symbols`
  const s = pino.symbols as typeof pino.symbols & { readonly msgPrefixSym: symbol };
  const bindings = l[s.chindingsSym];
  const stream = l[s.streamSym] as { write?: (line: string) => unknown; [key: symbol]: unknown } | undefined;
  if (typeof bindings !== 'string' || !stream || typeof stream.write !== 'function') return false;
  if (l[s.mixinSym] || l[s.timeSym] !== pino.stdTimeFunctions.epochTime || l[s.messageKeySym] !== 'msg' || stream[s.needsMetadataGsym]) return false;
  if (l[s.nestedKeySym] || l[s.msgPrefixSym] || Object.keys((l[s.stringifiersSym] as object | undefined) ?? {}).length > 0) return false;
  const serializers = (l[s.serializersSym] as Record<string, unknown> | undefined) ?? {};
  if (ACCESS_FIELD_NAMES.some((k) => serializers[k])) return false;
  const formatters = l[s.formattersSym] as { level?: (label: string, n: number) => unknown; log?: unknown } | undefined;
  const hooks = l[s.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  if (formatters?.log || hooks?.logMethod || hooks?.streamWrite) return false;
  if (formatters?.level && JSON.stringify(formatters.level('info', INFO_LEVEL)) !== `{"level":${INFO_LEVEL}}`) return false;
  let line = `{"level":${INFO_LEVEL},"time":${Date.now()}${bindings},"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)},"statusCode":${fields.statusCode},"responseTime":${fields.responseTime}`;
  if (fields.operationId !== undefined) line += `,"operationId":${JSON.stringify(fields.operationId)}`;
  if (fields.userId !== undefined) line += `,"userId":${JSON.stringify(fields.userId)}`;
  line += `,"remoteAddress":${JSON.stringify(fields.remoteAddress)},"msg":"request completed"}\n`;
  stream.write(line);
  return true;
}

/** Fastify's options for logging and request ids, built by {@link serverLoggingOptions}. */
export type LoggingServerOptions = Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader' | 'genReqId'>;

/**
 * Fastify constructor options for logging (issue 13 §5): level `logLevel`, JSON to an asynchronous
 * stdout destination, the {@link AccessLogController}, request ids from {@link requestIdOf}
 * logged as `reqId`.
 * @param override a logger option given by the caller (tests pass `false` or their own stream);
 *   used instead of the stdout logger when not undefined.
 */
export function serverLoggingOptions(logLevel: LogLevel, override?: FastifyServerOptions['logger']): LoggingServerOptions {
  return {
    logger: override ?? {
      level: logLevel,
      stream: stdout(),
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrlForLog(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    logController: new AccessLogController(),
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}

/**
 * Whether a request gets an access line: API and HTML requests do; the web app's and Swagger UI's
 * files (`/assets/*`, `/api/docs/*`, other paths with a non-HTML file extension) and the probes
 * `/api/health`, `/api/ready`, `/api/metrics` do not.
 */
export function wantsAccessLog(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.startsWith('/api/')) {
    return !(path.startsWith('/api/docs/') || path === '/api/health' || path === '/api/ready' || path === '/api/metrics');
  }
  if (path.startsWith('/assets/')) return false;
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot <= slash || path.endsWith('.html');
}
