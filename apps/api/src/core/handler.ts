/**
 * The handler contract: one function per operationId, `(req, ctx) => Promise<data>`, typed from
 * the generated SDK (`operations[Id]`). Handlers return the `data` of the envelope (or
 * `ok(data, msg)` for another success message, or a {@link FileResult} for a download) and throw
 * `AppError` for expected failures. They never check roles: see `security.ts`.
 */
import type { Readable } from 'node:stream';

import type { operations } from '@qifu/sdk';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { AppError, type OkResult } from './envelope';
import type { CachedAnswer, ReadCache } from './read-cache';
import type { AuthUser } from './security';
import type { FileStorage } from './storage';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Op<Id extends OperationId> = operations[Id];
type Params<Id extends OperationId> = Op<Id> extends { parameters: infer P } ? P : never;
type Part<P, K extends string> = P extends { [k in K]?: infer Q } ? ([NonNullable<Q>] extends [never] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;

/** Query parameters of an operation (after validation, defaults applied). */
export type QueryOf<Id extends OperationId> = Part<Params<Id>, 'query'>;
/** Path parameters of an operation. */
export type PathOf<Id extends OperationId> = Part<Params<Id>, 'path'>;
/** The request body of an operation (the first declared media type). */
export type BodyOf<Id extends OperationId> =
  Op<Id> extends { requestBody: { content: infer C } }
    ? C[keyof C]
    : Op<Id> extends { requestBody?: { content: infer C } }
      ? C[keyof C] | undefined
      : undefined;

type SuccessContent<Id extends OperationId> = Op<Id> extends { responses: { 200: { content: infer C } } } ? C : never;

/** The `data` of an operation's success envelope (`null` for a data-less envelope). */
export type DataOf<Id extends OperationId> =
  SuccessContent<Id> extends { 'application/json': infer E }
    ? E extends { data?: infer D }
      ? Exclude<D, undefined>
      : null
    : never;

/** A file answer (downloads): streamed with Content-Type and an RFC 5987 Content-Disposition. */
export class FileResult {
  constructor(
    readonly stream: Readable,
    readonly contentType: string,
    readonly fileName: string,
    readonly size?: number,
  ) {}
}

/**
 * True when the 200 answer declares a media type besides JSON: a download (e.g. `excel-file.yaml`,
 * whose JSON alternative is only the failure envelope).
 */
type IsFileAnswer<Id extends OperationId> = [SuccessContent<Id>] extends [never]
  ? false
  : [Exclude<keyof SuccessContent<Id>, 'application/json'>] extends [never]
    ? false
    : true;

/** What a handler may return. */
export type ResultOf<Id extends OperationId> =
  IsFileAnswer<Id> extends true
    ? FileResult
    : SuccessContent<Id> extends { 'application/json': unknown }
      ? DataOf<Id> | OkResult<DataOf<Id>> | CachedAnswer<DataOf<Id>>
      : FileResult;

/** The validated request as a handler sees it. */
export interface HandlerRequest<Id extends OperationId> {
  query: QueryOf<Id>;
  params: PathOf<Id>;
  body: BodyOf<Id>;
  /** Lower-case header names. */
  headers: FastifyRequest['headers'];
  /** Client IP address. */
  ip: string;
  /** The Fastify request, for streaming bodies (multipart). */
  raw: FastifyRequest;
}

/** Everything a handler may use besides the request. */
export interface HandlerContext {
  db: Db;
  /** The caller, when the operation's security attached one. */
  user?: AuthUser;
  config: ServerConfig;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /**
   * The read cache of public read-mostly answers (core/read-cache.ts): cacheable reads answer
   * through it, writes behind its tags invalidate it. Absent outside the server (handlers called
   * directly).
   */
  readCache?: ReadCache;
}

/** A handler for operation `Id`. */
export type Handler<Id extends OperationId> = (req: HandlerRequest<Id>, ctx: HandlerContext) => Promise<ResultOf<Id>>;

/** The handler registry: operationId → handler (operations without one answer 501). */
export type HandlerRegistry = { [Id in OperationId]?: Handler<Id> };

/**
 * The caller of a login-only operation.
 * @throws AppError UNAUTHENTICATED when there is none (the security handler prevents that).
 */
export function requireUser(ctx: HandlerContext): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', undefined, '请先登录');
  return ctx.user;
}
