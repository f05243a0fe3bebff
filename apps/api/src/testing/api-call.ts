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
