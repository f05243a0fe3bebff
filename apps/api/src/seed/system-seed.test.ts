import { readdirSync, readFileSync } from 'node:fs';

import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadBundledSpec } from '../core/spec';
import { createTestDb, type TestDb } from '../testing/test-server';
import { sysDataRule, sysMenu, sysRole, sysRoleMenu, sysUser } from '../db/schema';
import { BUILT_IN_ROLES, type BuiltInRoleCode, ROLE_GRANTS } from './grants';
import { flattenMenuTree, UI_ONLY_PERMISSIONS } from './menus';
import { grantedSeedKeys, seedSystem } from './system';
import { ensureFirstAdmin } from './index';

/** The web app's workbench page lists (`apps/web/src/work/*.pages.ts`). */
const WEB_WORK_DIR = new URL('../../../web/src/work/', import.meta.url);

type Op = { operationId: string; security?: Record<string, string[]>[]; 'x-permission'?: string };

const operations: Op[] = Object.values(loadBundledSpec().paths ?? {}).flatMap((item) =>
  Object.values(item as Record<string, unknown>).filter((o): o is Op => typeof o === 'object' && o !== null && 'operationId' in o),
);
const specPermissions = new Set(operations.map((o) => o['x-permission']).filter((p): p is string => Boolean(p)));
const flat = flattenMenuTree();
const seededPermissions = new Set(flat.map((m) => m.permission).filter((p): p is string => Boolean(p)));

/** Role names an operation's security admits ([] = any login). */
function roleList(op: Op): string[] {
  return (op.security ?? []).flatMap((s) => s['bearerAuth'] ?? []);
}

function permissionsOf(role: BuiltInRoleCode): Set<string> {
  const keys = grantedSeedKeys(role, flat);
  return new Set(flat.filter((m) => keys.has(m.key) && m.permission).map((m) => m.permission as string));
}

describe('menu tree and permissions (system seed data)', () => {
  it('has a button for every x-permission of the contract', () => {
    expect(specPermissions.size).toBeGreaterThan(250);
    expect([...specPermissions].filter((p) => !seededPermissions.has(p)).sort()).toEqual([]);
  });

  it('seeds only permissions the contract uses or that are documented as UI-only', () => {
    expect([...seededPermissions].filter((p) => !specPermissions.has(p) && !UI_ONLY_PERMISSIONS.includes(p)).sort()).toEqual([]);
  });

  it('keys every entry uniquely and names only existing pages in the grant table', () => {
    expect(new Set(flat.map((m) => m.key)).size).toBe(flat.length);
    const menuNames = flat.filter((m) => m.menuType === 'menu').map((m) => m.name);
    expect(new Set(menuNames).size).toBe(menuNames.length);
    for (const role of BUILT_IN_ROLES) expect(() => grantedSeedKeys(role.code, flat)).not.toThrow();
  });

  it('shows only the pages the web app has (the rest is hidden)', () => {
    // The web app's workbench pages: the paths of apps/web/src/work/<domain>.pages.ts (the registry reads the same files).
    const webPages = new Set(
      readdirSync(WEB_WORK_DIR)
        .filter((file) => file.endsWith('.pages.ts'))
        .flatMap((file) => [...readFileSync(new URL(file, WEB_WORK_DIR), 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => `/work/${m[1]}`)),
    );
    const visible = flat.filter((m) => m.menuType === 'menu' && m.visible);
    const isCatalog = (m: (typeof flat)[number]) => flat.some((c) => c.menuType === 'menu' && c.parentKey === m.key);
    // Every visible page is served by the web app (/ecall is the seat's own route, not a workbench page) …
    expect(visible.filter((m) => !isCatalog(m) && m.path !== '/ecall' && !webPages.has(m.path)).map((m) => m.path)).toEqual([]);
    // … and a visible catalog shows at least one visible page.
    expect(visible.filter((m) => isCatalog(m) && !visible.some((c) => c.parentKey === m.key)).map((m) => m.path)).toEqual([]);
    expect(visible.length).toBeGreaterThan(90);
  });

  it('gives ADMIN every permission of the contract', () => {
    const admin = permissionsOf('ADMIN');
    expect([...specPermissions].filter((p) => !admin.has(p))).toEqual([]);
  });

  it('grants a role only permissions of operations whose role list admits it', () => {
    for (const { code } of BUILT_IN_ROLES) {
      const wrong = [...permissionsOf(code)].filter(
        (p) => !operations.some((o) => o['x-permission'] === p && (roleList(o).length === 0 || roleList(o).includes(code))),
      );
      expect({ code, wrong }).toEqual({ code, wrong: [] });
    }
  });

  it('gives enterprises and individuals their own-data permissions and no staff ones', () => {
    const qy = permissionsOf('QY');
    expect([...qy]).toEqual(expect.arrayContaining(['ent:archive:view', 'ent:archive:edit', 'land:demand:save', 'workshop:info:save', 'tech:requirement:save']));
    expect(qy.has('land:demand:review')).toBe(false);
    expect(qy.has('pol:consult:view')).toBe(false);
    const gr = permissionsOf('GR');
    expect([...gr].sort()).toEqual(['tech:achievement:commit', 'tech:achievement:delete', 'tech:achievement:list', 'tech:achievement:save', 'tech:expert:commit', 'tech:expert:delete', 'tech:expert:list', 'tech:expert:save']);
  });

  it('gives every staff role the shared selectors (sys:user:select, sys:office:option)', () => {
    for (const code of ['ADMIN', 'YYF', 'GOV', 'DEPT', 'CALL'] as const) {
      expect([...permissionsOf(code)]).toEqual(expect.arrayContaining(['sys:user:select', 'sys:office:option']));
    }
    expect(Object.keys(ROLE_GRANTS.CALL)).toContain('ecall');
    expect(Object.keys(ROLE_GRANTS.ADMIN)).not.toContain('ecall');
  });
});

describe('seedSystem (without demo data)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const menuCount = async () => (await t.db.select({ n: count() }).from(sysMenu))[0]?.n ?? 0;

  it('a start without DEMO writes roles, menus, grants and data rules; a second run writes nothing', async () => {
    // prepareDatabase (run by createTestDb) seeds the system data with or without DEMO.
    expect(await menuCount()).toBe(flat.length);
    const roles = await t.db.select({ code: sysRole.code, userType: sysRole.userType }).from(sysRole);
    expect(roles.map((r) => r.code).sort()).toEqual(['ADMIN', 'CALL', 'DEPT', 'GOV', 'GR', 'QY', 'YYF']);
    expect(roles.every((r) => r.userType === r.code)).toBe(true);
    const rules = await t.db.select({ resource: sysDataRule.resource }).from(sysDataRule);
    expect(rules.map((r) => r.resource).sort()).toEqual(['appeal:info', 'dec:declare', 'pol:consult', 'policy:applyProject', 'policy:applyProject', 'sys:user']);

    const again = await seedSystem(t.db);
    expect(again).toEqual({ rolesInserted: 0, menusInserted: 0, menusUpdated: 0, grantsInserted: 0, dataRulesInserted: 0 });
    expect(await menuCount()).toBe(flat.length);
  });

  it('creates the first administrator from ADMIN_PASSWORD once, and refuses a weak password', async () => {
    await expect(ensureFirstAdmin(t.db, '123456')).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await ensureFirstAdmin(t.db, 'Start@2026x')).toBe(true);
    expect(await ensureFirstAdmin(t.db, 'Other@2026x')).toBe(false);
    const admins = await t.db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.userType, 'ADMIN'));
    expect(admins.map((a) => a.userName)).toEqual(['admin']);
  });

  it('keeps an administrator’s revocation and edits, and restores a seeded entry only when its revision is newer', async () => {
    const [yyf] = await t.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'YYF'));
    const [button] = await t.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.seedKey, 'smsSend:sms:send:batch'));
    await t.db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, yyf!.id), eq(sysRoleMenu.menuId, button!.id)));
    await t.db.update(sysMenu).set({ title: '群发短信' }).where(eq(sysMenu.id, button!.id));
    await seedSystem(t.db);
    const grant = await t.db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, yyf!.id), eq(sysRoleMenu.menuId, button!.id)));
    expect(grant).toHaveLength(0);
    expect((await t.db.select({ title: sysMenu.title }).from(sysMenu).where(eq(sysMenu.id, button!.id)))[0]?.title).toBe('群发短信');

    // an older stored revision is rewritten from the seed
    await t.db.update(sysMenu).set({ seedRev: 0 }).where(eq(sysMenu.id, button!.id));
    const summary = await seedSystem(t.db);
    expect(summary.menusUpdated).toBe(1);
    expect((await t.db.select({ title: sysMenu.title }).from(sysMenu).where(eq(sysMenu.id, button!.id)))[0]?.title).toBe('批量发送');
  });

  it('adopts the entries of a database seeded before the menu tree existed instead of duplicating them', async () => {
    // an entry as the earlier demo seed wrote it: no seed key
    const [home] = await t.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.seedKey, 'workHome'));
    await t.db.update(sysMenu).set({ seedKey: null, seedRev: 0, title: '首页' }).where(eq(sysMenu.id, home!.id));
    expect(await t.db.select({ id: sysMenu.id }).from(sysMenu).where(isNull(sysMenu.seedKey))).toHaveLength(1);
    await seedSystem(t.db);
    expect(await menuCount()).toBe(flat.length);
    const [adopted] = await t.db.select({ seedKey: sysMenu.seedKey, title: sysMenu.title }).from(sysMenu).where(eq(sysMenu.id, home!.id));
    expect(adopted).toEqual({ seedKey: 'workHome', title: '工作台首页' });
    expect(await t.db.select({ id: sysMenu.id }).from(sysMenu).where(isNotNull(sysMenu.seedKey))).toHaveLength(flat.length);
  });
});
