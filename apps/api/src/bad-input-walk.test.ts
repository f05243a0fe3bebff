/**
 * Bad input never 500s (issue 13 §3, acceptance 4), generated from the contract: every operation
 * of the bundled spec is called by a caller its `security` admits (a visitor for public and
 * optional operations, else the first demo account whose user type/roles and permissions pass),
 * with a NUL byte in one string field — a query parameter if it declares one, else a header
 * parameter, else a property of its JSON / urlencoded / multipart body (named from the request
 * schema), else an undeclared query parameter — and must answer 400 BAD_REQUEST naming that field
 * (`参数 keyword 含有非法字符（空字符）`), never 500. The other required query parameters and body
 * properties carry minimal valid values (the schema's example, enum, format …), so without the
 * guard many of these requests would reach the handler and PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { indexOperations, loadBundledSpec, type OperationInfo } from './core/spec';
import { handlers } from './domains';
import { auth, body, createTestServer, loginAs, type TestServer } from './testing/test-server';

type Json = Record<string, unknown>;

const spec = loadBundledSpec();
const operations = [...indexOperations(spec).values()];
const registry = handlers as Record<string, unknown>;
/** Calls that may end or change the session go last (they must not run, but if one did …). */
const LAST = ['refreshToken', 'savePwd', 'changeToCompany', 'logout'];
const ordered = [...operations.filter((o) => !LAST.includes(o.operationId)), ...LAST.flatMap((id) => operations.filter((o) => o.operationId === id))];

const NUL = 'a\u0000b';
const ACCOUNTS = ['admin', 'yyf', 'gov', 'dept', 'callcenter', 'qy', 'gr'];

interface Caller {
  token: string;
  userType: string;
  roles: string[];
  permissions: Set<string>;
}

let server: TestServer;
const callers = new Map<string, Caller>();

function isJson(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Follows a local `$ref` (`#/components/...`). */
function deref(node: unknown): Json | undefined {
  let cur = node;
  for (let i = 0; i < 10 && isJson(cur) && typeof cur['$ref'] === 'string'; i++) {
    cur = (cur['$ref'] as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, seg) => (isJson(acc) ? acc[seg] : undefined), spec);
  }
  return isJson(cur) ? cur : undefined;
}

function operationObject(op: OperationInfo): Json {
  const item = spec.paths?.[op.path] as Json;
  return item[op.method.toLowerCase()] as Json;
}

function parameters(op: OperationInfo): Json[] {
  const list = operationObject(op)['parameters'];
  return Array.isArray(list) ? list.map(deref).filter((p): p is Json => p !== undefined) : [];
}

/** A property name of a request body schema, string-typed if there is one (through allOf / $ref). */
function bodyProperty(schema: unknown): string {
  const s = deref(schema);
  if (!s) return 'value';
  const props: [string, Json | undefined][] = [];
  const collect = (node: unknown): void => {
    const n = deref(node);
    if (!n) return;
    if (isJson(n['properties'])) for (const [k, v] of Object.entries(n['properties'])) props.push([k, deref(v)]);
    for (const key of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach(collect);
  };
  collect(s);
  const stringProp = props.find(([, v]) => v?.['type'] === 'string' || (Array.isArray(v?.['type']) && (v['type'] as unknown[]).includes('string')));
  return (stringProp ?? props[0])?.[0] ?? 'value';
}

/** The first demo account the operation's security admits; undefined for public and optional operations. */
function callerFor(op: OperationInfo): Caller | undefined | 'none' {
  if (op.mode !== 'login') return undefined;
  for (const name of ACCOUNTS) {
    const c = callers.get(name);
    if (!c) continue;
    const roleOk = op.roles.length === 0 || op.roles.includes(c.userType) || c.roles.some((r) => op.roles.includes(r));
    if (roleOk && (!op.permission || c.permissions.has(op.permission))) return c;
  }
  return 'none';
}

/** A minimal valid value of a schema: its example, else const / first enum value / a value of its type and format. */
function minimalValue(node: unknown, depth = 0): unknown {
  const s = deref(node);
  if (!s || depth > 6) return 'a';
  if (s['example'] !== undefined) return s['example'];
  if (s['const'] !== undefined) return s['const'];
  if (Array.isArray(s['enum']) && s['enum'].length > 0) return s['enum'][0];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(s[key]) && key !== 'allOf') return minimalValue((s[key] as unknown[])[0], depth + 1);
  }
  const type = Array.isArray(s['type']) ? (s['type'] as unknown[]).find((t) => t !== 'null') : s['type'];
  if (type === 'object' || isJson(s['properties']) || Array.isArray(s['allOf'])) return minimalObject(s, depth + 1);
  if (type === 'array') return typeof s['minItems'] === 'number' && s['minItems'] > 0 ? [minimalValue(s['items'], depth + 1)] : [];
  if (type === 'integer' || type === 'number') return typeof s['minimum'] === 'number' ? s['minimum'] : 1;
  if (type === 'boolean') return false;
  const format = s['format'];
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (format === 'date') return '2026-01-01';
  if (format === 'date-time') return '2026-01-01T00:00:00Z';
  if (format === 'email') return 'a@example.com';
  return 'a'.repeat(typeof s['minLength'] === 'number' ? Math.max(1, s['minLength']) : 1);
}

/** The required properties of an object schema (through allOf) with minimal valid values. */
function minimalObject(schema: unknown, depth = 0): Json {
  const out: Json = {};
  const visit = (node: unknown): void => {
    const n = deref(node);
    if (!n) return;
    if (Array.isArray(n['allOf'])) (n['allOf'] as unknown[]).forEach(visit);
    const props = isJson(n['properties']) ? n['properties'] : {};
    for (const name of Array.isArray(n['required']) ? (n['required'] as string[]) : []) out[name] = minimalValue(props[name], depth);
  };
  visit(schema);
  return out;
}

/** A value for the probed field: its example (or a minimal string) with a NUL byte inside. */
function withNul(example: unknown): string {
  const text = typeof example === 'string' && example.length > 0 ? example : 'ab';
  return `${text.slice(0, 1)}\u0000${text.slice(1)}`;
}

function multipart(field: string, value: string): { payload: Buffer; contentType: string } {
  const boundary = '----qifu-nul-walk';
  const payload = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--${boundary}--\r\n`);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Probe {
  /** The field carrying the NUL byte, as the message must name it. */
  field: string;
  where: 'query' | 'header' | 'json' | 'form' | 'multipart' | 'undeclared query';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function probeFor(op: OperationInfo): Probe {
  const url = `/api${op.path}`;
  const params = parameters(op);
  // the other required query parameters with valid values, so the request is valid but for the NUL byte
  const requiredQuery = (except?: string) =>
    params
      .filter((p) => p['in'] === 'query' && p['required'] === true && p['name'] !== except)
      .map((p) => `&${encodeURIComponent(String(p['name']))}=${encodeURIComponent(String(minimalValue(p['schema'] ?? p)))}`)
      .join('');
  const query = params.find((p) => p['in'] === 'query' && deref(p['schema'])?.['type'] === 'string') ?? params.find((p) => p['in'] === 'query');
  if (query) {
    const name = String(query['name']);
    const value = encodeURIComponent(withNul(minimalValue(query['schema'])));
    return { field: name, where: 'query', url: `${url}?${encodeURIComponent(name)}=${value}${requiredQuery(name)}`, headers: {} };
  }
  const header = params.find((p) => p['in'] === 'header');
  if (header) {
    const name = String(header['name']).toLowerCase();
    return { field: name, where: 'header', url, headers: { [name]: NUL } };
  }
  const content = deref(operationObject(op)['requestBody'])?.['content'];
  if (isJson(content)) {
    const [type, media] = Object.entries(content)[0] ?? [];
    const schema = isJson(media) ? media['schema'] : undefined;
    const field = bodyProperty(schema);
    const base = deref(schema)?.['type'] === 'array' ? {} : minimalObject(schema);
    const value = withNul(base[field]);
    if (type === 'application/json') {
      return { field, where: 'json', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...base, [field]: value }) };
    }
    if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams(Object.entries({ ...base, [field]: value }).map(([k, v]) => [k, String(v)]));
      return { field, where: 'form', url, headers: { 'content-type': type }, payload: form.toString() };
    }
    if (type === 'multipart/form-data') {
      const name = field === 'file' ? 'kind' : field;
      const m = multipart(name, NUL);
      return { field: name, where: 'multipart', url, headers: { 'content-type': m.contentType }, payload: m.payload };
    }
  }
  return { field: 'x', where: 'undeclared query', url: `${url}?x=a%00b${requiredQuery()}`, headers: {} };
}

function envelope(res: LightMyRequestResponse): { code?: string; msg?: string; description?: string } {
  try {
    return body(res);
  } catch {
    return {};
  }
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ACCOUNTS) {
    const { token } = await loginAs(server, name);
    const info = body<{ data: { userType: string; roles: string[] } }>(await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(token) })).data;
    const menus = body<{ data: { permissions: string[] } }>(await server.app.inject({ url: '/api/sys/activeUser/getMenus', headers: auth(token) })).data;
    callers.set(name, { token, userType: info.userType, roles: info.roles, permissions: new Set(menus.permissions) });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('a NUL byte in a field of every operation answers 400 naming the field', () => {
  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(500);
  });

  it('every operation, called as a caller its security admits', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    const notImplemented: string[] = [];
    for (const op of ordered) {
      const caller = callerFor(op);
      if (caller === 'none') {
        failures.push(`${op.operationId}: no demo account passes its security`);
        continue;
      }
      const probe = probeFor(op);
      const res = await server.app.inject({
        method: op.method as 'GET',
        url: probe.url,
        headers: { ...(caller ? auth(caller.token) : {}), ...probe.headers },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      const env = envelope(res);
      counts[probe.where] = (counts[probe.where] ?? 0) + 1;
      // a multipart body is read by the operation's handler; without one the operation answers 501
      if (probe.where === 'multipart' && !registry[op.operationId] && res.statusCode === 501) {
        notImplemented.push(op.operationId);
        continue;
      }
      const named = `${probe.field} 含有非法字符（空字符）`;
      if (res.statusCode !== 400 || env.code !== 'BAD_REQUEST' || !env.description?.includes(named) || !env.msg?.includes(named)) {
        failures.push(`${op.operationId} (${probe.where} ${probe.field}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.info(
      `[bad input walk] ${operations.length} operations: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; multipart without a handler (501): ${notImplemented.join(', ') || 'none'}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
