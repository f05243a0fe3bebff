/**
 * The bundled OpenAPI document and an index of its operations (one entry per operationId), the
 * single source the router, the validation guard and the security handler read.
 */
import { readFileSync } from 'node:fs';

import { bundledSpecPath } from '../paths';

/** The parts of an OpenAPI 3.1 document the server reads; everything else passes through. */
export interface OpenApiSpec {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/** How an operation may be called (docs/architecture.md "Security"). */
export type SecurityMode =
  /** `security: []`. */
  | 'public'
  /** `[{}, {bearerAuth: []}]`: a valid token attaches the user, anything else is ignored. */
  | 'optional'
  /** `[{bearerAuth: []}]` or `[{bearerAuth: [ROLE, …]}]`. */
  | 'login';

/** What the server needs to know about one operation. */
export interface OperationInfo {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The spec's path template (without the `/api` prefix). */
  path: string;
  mode: SecurityMode;
  /** User types / role codes of which the caller needs one; empty = any logged-in user. */
  roles: string[];
  /** `x-permission`: a permission string the caller's roles must grant. */
  permission?: string;
  /** Media types of the request body (empty when there is none). */
  requestContentTypes: string[];
  /** `requestBody.required`. */
  bodyRequired: boolean;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * Reads the bundled spec (`openapi/bundled/openapi.json` under the repository root).
 * @throws Error when the file is missing or not JSON.
 */
export function loadBundledSpec(path: string = bundledSpecPath()): OpenApiSpec {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiSpec;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function securityOf(operationId: string, security: unknown): { mode: SecurityMode; roles: string[] } {
  if (!Array.isArray(security)) {
    throw new Error(`operation ${operationId} declares no security (use [] for public)`);
  }
  if (security.length === 0) return { mode: 'public', roles: [] };
  const requirements = security.filter(isRecord);
  const hasEmpty = requirements.some((r) => Object.keys(r).length === 0);
  const roles = new Set<string>();
  let anyLogin = false;
  for (const req of requirements) {
    for (const [scheme, scopes] of Object.entries(req)) {
      if (scheme !== 'bearerAuth') throw new Error(`operation ${operationId}: unknown security scheme ${scheme}`);
      const list = Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [];
      if (list.length === 0) anyLogin = true;
      for (const s of list) roles.add(s);
    }
  }
  if (hasEmpty) return { mode: 'optional', roles: [] };
  return { mode: 'login', roles: anyLogin ? [] : [...roles] };
}

/**
 * Indexes every operation of a spec by operationId.
 * @throws Error on a missing or duplicate operationId, a missing `security`, or an `x-permission`
 *   on an operation that does not require a login.
 */
export function indexOperations(spec: OpenApiSpec): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !isRecord(op)) continue;
      const operationId = op['operationId'];
      if (typeof operationId !== 'string' || operationId === '') {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      }
      if (index.has(operationId)) throw new Error(`duplicate operationId ${operationId}`);
      const { mode, roles } = securityOf(operationId, op['security'] ?? spec['security']);
      const permission = typeof op['x-permission'] === 'string' ? op['x-permission'] : undefined;
      if (permission && mode !== 'login') {
        throw new Error(`operation ${operationId} has x-permission but does not require a login`);
      }
      const body = isRecord(op['requestBody']) ? op['requestBody'] : undefined;
      const content = body && isRecord(body['content']) ? Object.keys(body['content']) : [];
      index.set(operationId, {
        operationId,
        method: method.toUpperCase(),
        path,
        mode,
        roles,
        ...(permission ? { permission } : {}),
        requestContentTypes: content,
        bodyRequired: body?.['required'] === true,
      });
    }
  }
  return index;
}
