/**
 * Helpers of the system-configuration API tests (`*.test.ts` in this folder): make sure the demo
 * database holds this part's demo content and that a role holds the permission strings of the
 * operations under test, and call an operation while checking the answer against the contract.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';

import type { Db } from '../db/client';
import { sysMenu, sysPlatform, sysRole, sysRoleMenu } from '../db/schema';
import { seedSysConfig } from '../seed/content/sys-config';
import { auth, body, contractViolations, type TestServer } from './test-server';

/** Seeds this part's demo content unless the demo seed already did. */
export async function ensureSysConfigSeed(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(sysPlatform);
  if ((row?.n ?? 0) === 0) await db.transaction((tx) => seedSysConfig(tx));
}

/**
 * Grants `permissions` to the role `roleCode` through permission buttons (created when no menu
 * item carries the permission yet), as the workbench seed does.
 */
export async function ensureGrants(db: Db, roleCode: string, permissions: readonly string[]): Promise<void> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, roleCode)).limit(1);
  if (!role) throw new Error(`no role ${roleCode}`);
  const existing = await db.select({ id: sysMenu.id, permission: sysMenu.permission }).from(sysMenu).where(inArray(sysMenu.permission, [...permissions]));
  const menuIds = existing.map((m) => m.id);
  for (const p of permissions.filter((x) => !existing.some((m) => m.permission === x))) {
    const [m] = await db.insert(sysMenu).values({ name: `test:${p}`, title: p, menuType: 'button', permission: p }).returning({ id: sysMenu.id });
    if (m) menuIds.push(m.id);
  }
  for (const menuId of menuIds) {
    const [has] = await db
      .select({ n: count() })
      .from(sysRoleMenu)
      .where(and(eq(sysRoleMenu.roleId, role.id), eq(sysRoleMenu.menuId, menuId)));
    if ((has?.n ?? 0) === 0) await db.insert(sysRoleMenu).values({ roleId: role.id, menuId });
  }
}

/** The envelope of an answer. */
export interface Answer<T = unknown> {
  status: number;
  json: { success: boolean; code: string; msg: string; description?: string; data?: T };
  res: LightMyRequestResponse;
  /** Contract violations of the answer (empty when it conforms). */
  violations: string[];
}

/**
 * Calls `method path` (JSON body for POST) as the holder of `token` (none: anonymous).
 * @param path - without the `/api` prefix, with its query string.
 */
export async function call<T = unknown>(server: TestServer, method: 'GET' | 'POST', path: string, token?: string, payload?: unknown): Promise<Answer<T>> {
  const url = `/api${path}`;
  const res = await server.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, json: body<Answer<T>['json']>(res), res, violations: contractViolations(method, url, res) };
}

const MULTIPART_BOUNDARY = '----qifu-test-multipart';

/** A file part of {@link callMultipart}. */
export interface MultipartFile {
  content: Buffer;
  /** The part's file name (its extension is what the upload rules check). */
  filename: string;
  /** The part's field name; `file` by default. */
  field?: string;
}

/** The multipart body of text `fields` and `files`, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, files: readonly MultipartFile[]): { payload: Buffer; contentType: string } {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
}

/**
 * POSTs a multipart form (the import shape: the workbook as `file` plus text fields) as the holder of `token`.
 * @param path - without the `/api` prefix.
 */
export async function callMultipart<T = unknown>(
  server: TestServer,
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: readonly MultipartFile[],
): Promise<Answer<T>> {
  const url = `/api${path}`;
  const { payload, contentType } = multipartBody(fields, files);
  const res = await server.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...(token ? auth(token) : {}) }, payload });
  return { status: res.statusCode, json: body<Answer<T>['json']>(res), res, violations: contractViolations('POST', url, res) };
}
