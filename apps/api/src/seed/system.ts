/**
 * The system seed: data every installation needs, with or without DEMO — the built-in roles, the
 * workbench menu tree with its permission buttons, the built-in roles' grants and the system data
 * rules. (Accounts, offices and content are demo data: `./index.ts`.)
 *
 * It is idempotent and runs at every start (inside the start-up advisory lock), so a newer
 * version's entries reach existing databases, without undoing what administrators did:
 * - a built-in role is inserted when its code is missing (existing roles are left alone, except
 *   that a missing `user_type` is filled in);
 * - a menu entry is inserted when its seed key is missing, and only a newly inserted entry is
 *   granted to the roles of {@link ROLE_GRANTS} (an administrator's later revocation stays);
 * - an existing entry is rewritten from the seed only when the seed's `rev` is higher than the
 *   stored `seed_rev` (entries of older databases without a seed key are adopted by route name,
 *   buttons by page and permission);
 * - built-in menu entries cannot be deleted (deleteMenu refuses), so nothing comes back unasked;
 * - the system data rules are written together with a newly inserted role.
 */
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { sysDataRule, sysMenu, sysRole, sysRoleMenu } from '../db/schema';
import { BUILT_IN_ROLES, type BuiltInRoleCode, ROLE_GRANTS, SYSTEM_DATA_RULES } from './grants';
import { type FlatMenuSeed, flattenMenuTree } from './menus';

/** What {@link seedSystem} wrote. */
export interface SystemSeedSummary {
  rolesInserted: number;
  menusInserted: number;
  menusUpdated: number;
  grantsInserted: number;
  dataRulesInserted: number;
}

/**
 * Seed keys of the entries a role gets from {@link ROLE_GRANTS}: each granted page, its buttons
 * (all or the listed permissions) and every catalog above it.
 * @throws Error when the table names a page or permission the tree does not have.
 */
export function grantedSeedKeys(role: BuiltInRoleCode, flat: readonly FlatMenuSeed[] = flattenMenuTree()): Set<string> {
  const byKey = new Map(flat.map((m) => [m.key, m]));
  const keys = new Set<string>();
  for (const [page, grant] of Object.entries(ROLE_GRANTS[role])) {
    const entry = byKey.get(page);
    if (!entry || entry.menuType !== 'menu') throw new Error(`grant of ${role}: no page ${page}`);
    for (let p: FlatMenuSeed | undefined = entry; p; p = p.parentKey ? byKey.get(p.parentKey) : undefined) keys.add(p.key);
    const buttons = flat.filter((m) => m.parentKey === page && m.menuType === 'button');
    if (grant === '*') {
      for (const b of buttons) keys.add(b.key);
    } else {
      for (const permission of grant) {
        const b = buttons.find((x) => x.permission === permission);
        if (!b) throw new Error(`grant of ${role}: page ${page} has no button ${permission}`);
        keys.add(b.key);
      }
    }
  }
  return keys;
}

/** Writes the system data (see the file comment). Safe to run on every start. */
export async function seedSystem(db: Db): Promise<SystemSeedSummary> {
  const flat = flattenMenuTree();
  return db.transaction(async (tx) => {
    // Roles
    const roles = await tx.select({ id: sysRole.id, code: sysRole.code, userType: sysRole.userType }).from(sysRole);
    const roleId = new Map(roles.map((r) => [r.code, r.id]));
    const newRoles = BUILT_IN_ROLES.filter((r) => !roleId.has(r.code));
    if (newRoles.length > 0) {
      const inserted = await tx
        .insert(sysRole)
        .values(newRoles.map((r) => ({ code: r.code, name: r.name, userType: r.code, sort: r.sort, remark: r.remark })))
        .returning({ id: sysRole.id, code: sysRole.code });
      for (const r of inserted) roleId.set(r.code, r.id);
    }
    for (const r of roles) {
      if (r.userType === null && BUILT_IN_ROLES.some((b) => b.code === r.code)) {
        await tx.update(sysRole).set({ userType: r.code }).where(eq(sysRole.id, r.id));
      }
    }

    // Menus
    const rows = await tx
      .select({
        id: sysMenu.id,
        parentId: sysMenu.parentId,
        name: sysMenu.name,
        menuType: sysMenu.menuType,
        permission: sysMenu.permission,
        seedKey: sysMenu.seedKey,
        seedRev: sysMenu.seedRev,
      })
      .from(sysMenu);
    const bySeedKey = new Map(rows.filter((r) => r.seedKey).map((r) => [r.seedKey as string, r]));
    const unkeyed = rows.filter((r) => !r.seedKey);
    const idOf = new Map<string, string>();
    const inserts: (typeof sysMenu.$inferInsert)[] = [];
    const newKeys = new Set<string>();
    let menusUpdated = 0;
    for (const m of flat) {
      const parentId = m.parentKey ? (idOf.get(m.parentKey) ?? null) : null;
      let row = bySeedKey.get(m.key);
      if (!row) {
        const i = unkeyed.findIndex((r) =>
          m.menuType === 'menu'
            ? r.menuType === 'menu' && r.name === m.name
            : r.menuType === 'button' && r.permission === m.permission && r.parentId === parentId,
        );
        if (i >= 0) [row] = unkeyed.splice(i, 1);
      }
      const fields = {
        parentId,
        name: m.name,
        path: m.path,
        title: m.title,
        icon: m.icon,
        sort: m.sort,
        menuType: m.menuType,
        permission: m.permission,
        visible: m.visible,
        noAuth: false,
        seedKey: m.key,
        seedRev: m.rev,
      };
      if (row) {
        idOf.set(m.key, row.id);
        if (row.seedRev < m.rev || row.seedKey !== m.key) {
          await tx.update(sysMenu).set(fields).where(eq(sysMenu.id, row.id));
          menusUpdated += 1;
        }
      } else {
        const id = randomUUID();
        idOf.set(m.key, id);
        newKeys.add(m.key);
        inserts.push({ id, ...fields });
      }
    }
    for (let i = 0; i < inserts.length; i += 200) await tx.insert(sysMenu).values(inserts.slice(i, i + 200));

    // Grants of new entries
    const grants: { roleId: string; menuId: string }[] = [];
    for (const r of BUILT_IN_ROLES) {
      const rid = roleId.get(r.code);
      if (!rid) continue;
      for (const key of grantedSeedKeys(r.code, flat)) {
        const menuId = idOf.get(key);
        if (newKeys.has(key) && menuId) grants.push({ roleId: rid, menuId });
      }
    }
    for (let i = 0; i < grants.length; i += 500) {
      await tx.insert(sysRoleMenu).values(grants.slice(i, i + 500)).onConflictDoNothing();
    }

    // Data rules of new roles
    const newCodes = new Set<string>(newRoles.map((r) => r.code));
    const rules = SYSTEM_DATA_RULES.filter((r) => newCodes.has(r.role)).map(({ role, ...rule }) => ({
      ...rule,
      roleId: roleId.get(role) ?? '',
    }));
    if (rules.length > 0) await tx.insert(sysDataRule).values(rules);

    return {
      rolesInserted: newRoles.length,
      menusInserted: inserts.length,
      menusUpdated,
      grantsInserted: grants.length,
      dataRulesInserted: rules.length,
    };
  });
}
