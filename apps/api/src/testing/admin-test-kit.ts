/**
 * Shared set-up of the system domain's administration API tests (`domains/sys/` `user/`, `role/`, `menu/`,
 * `office/`, `data-rule/` `*.test.ts`; issue 4): one demo server per test file, the admin's token,
 * and calls checked against the contract. `server` and `admin` are live bindings, set by
 * {@link startAdminServer} before the file's tests run.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';

import { sysOffice, sysUser } from '../db/schema';
import { auth, body, contractViolations, createTestServer, encryptPassword, loginAs, type TestServer } from './test-server';

export let server: TestServer;
export let admin: string;

export type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data?: T };
export type Page<T> = { list: T[]; total: number };
export type User = { id: string; userName: string; name: string; userType: string; officeName: string | null; roleNames: string[]; roleIds: string[]; enableFlag: string; lastLoginTime: string | null; pwdUpdateTime: string | null };
export type Role = { id: string; roleName: string; roleCode: string; builtIn?: boolean; userCount?: number; menuIds?: string[] };
export type MenuNode = { id: string; title: string; path: string | null; menuType: string; permission: string | null; visible: boolean; builtIn?: boolean; children: MenuNode[] };
export type OfficeNode = { id: string; officeName: string; children: OfficeNode[] };
export type Option = { id: string; label: string; disabled?: boolean; children: Option[] };

/** A password that meets the complexity rule (accounts created by the tests). */
export const PASSWORD = 'Abc@12345';

/** Starts a demo server (login code off) before the file's tests and closes it after them. */
export function startAdminServer(): void {
  beforeAll(async () => {
    server = await createTestServer({ demo: true, loginCode: 'off' });
    admin = (await loginAs(server, 'admin')).token;
    // building the database template (first file after a schema or seed change) may take a while
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
}

/** Calls `method /api<url>` as `token` (none: anonymous), expects a conforming answer, returns its envelope. */
export async function call<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<Envelope<T>> {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: auth(token) } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return body<Envelope<T>>(res);
}

/** GET as the admin unless `token` says otherwise. */
export const get = <T>(url: string, token = admin) => call<T>('GET', url, token);
/** POST as the admin unless `token` says otherwise. */
export const post = <T>(url: string, payload: unknown, token = admin) => call<T>('POST', url, token, payload);
/** A password encrypted with the server's SM2 key, as the login form sends it. */
export const enc = (plain: string) => encryptPassword(server.config.secrets.sm2PublicKey, plain);

/** The id of the office named `name`. */
export async function officeId(name: string): Promise<string> {
  const [row] = await server.db.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.officeName, name));
  if (!row) throw new Error(`no office ${name}`);
  return row.id;
}

/** The number of accounts. */
export async function userCount(): Promise<number> {
  return (await server.db.select({ n: count() }).from(sysUser))[0]?.n ?? 0;
}

/** The first menu node titled `title`, depth first. */
export function find(nodes: MenuNode[], title: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.title === title) return n;
    const hit = find(n.children, title);
    if (hit) return hit;
  }
  return undefined;
}
