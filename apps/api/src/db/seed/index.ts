/**
 * Demo seed (`DEMO` on, empty database): roles, demo accounts, menus, dictionaries, the county's
 * regions, demo companies and published policies. Runs inside the start-up advisory lock
 * (`../migrate.ts`) and only when `sys_user` is empty, so it happens once per database.
 *
 * The content (policies, companies, dictionaries, regions) is plain data in `./content`.
 */
import { count } from 'drizzle-orm';

import { hashPassword } from '../../core/auth';
import type { Db } from '../client';
import {
  company,
  polInfo,
  sysDictType,
  sysDictValue,
  sysMenu,
  sysRegion,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../schema';
import { demoCompanies, demoDicts, demoPolicies, loadCountyRegions } from './content';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@2026';

/** Roles: code → name. The codes are the user types of the contract. */
export const DEMO_ROLES = [
  { code: 'ADMIN', name: '平台管理员' },
  { code: 'YYF', name: '运营方' },
  { code: 'GOV', name: '政府工作人员' },
  { code: 'DEPT', name: '部门工作人员' },
  { code: 'CALL', name: '话务员' },
  { code: 'QY', name: '企业用户' },
  { code: 'GR', name: '个人用户' },
] as const;

/** A demo account (all share {@link DEMO_PASSWORD}). */
export interface DemoAccount {
  userName: string;
  name: string;
  userType: (typeof DEMO_ROLES)[number]['code'];
  phone: string;
  /** Days since the last password change (yyf: 120, so the 90-day prompt shows). */
  passwordAgeDays: number;
  /** Linked to the first demo company. */
  withCompany?: boolean;
}

/** The demo accounts printed at start. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userName: 'admin', name: '王建国', userType: 'ADMIN', phone: '13857208004', passwordAgeDays: 10 },
  { userName: 'yyf', name: '李娜', userType: 'YYF', phone: '13857208002', passwordAgeDays: 120 },
  { userName: 'gov', name: '陈晓东', userType: 'GOV', phone: '13857208003', passwordAgeDays: 10 },
  { userName: 'qy', name: '张伟', userType: 'QY', phone: '13857208001', passwordAgeDays: 10, withCompany: true },
  { userName: 'gr', name: '刘芳', userType: 'GR', phone: '13857208005', passwordAgeDays: 10 },
];

const STAFF = ['ADMIN', 'YYF', 'GOV', 'DEPT'] as const;
const PUBLIC_USERS = ['QY', 'GR'] as const;

interface MenuSeed {
  key: string;
  parent?: string;
  name: string;
  path: string;
  title: string;
  icon?: string;
  sort: number;
  menuType: 'menu' | 'button';
  permission?: string;
  roles: readonly string[];
}

/**
 * Menus: staff get 工作台首页 first and 政策咨询 (with the button permission pol:consult:view);
 * enterprises and individuals get 工作台首页 and 我的咨询; the call centre gets /ecall first.
 */
const MENUS: readonly MenuSeed[] = [
  { key: 'ecall', name: 'ecall', path: '/ecall', title: '呼叫中心', icon: 'phone', sort: 0, menuType: 'menu', roles: ['CALL'] },
  { key: 'workHome', name: 'workHome', path: '/work/home', title: '工作台首页', icon: 'home', sort: 1, menuType: 'menu', roles: [...STAFF, ...PUBLIC_USERS, 'CALL'] },
  { key: 'policyConsult', name: 'policyConsult', path: '/work/policy/consult', title: '政策咨询', icon: 'message', sort: 2, menuType: 'menu', roles: STAFF },
  { key: 'policyConsultView', parent: 'policyConsult', name: 'policyConsultView', path: '', title: '查看咨询', sort: 1, menuType: 'button', permission: 'pol:consult:view', roles: STAFF },
  { key: 'myConsult', name: 'myConsult', path: '/work/my/consult', title: '我的咨询', icon: 'message', sort: 2, menuType: 'menu', roles: PUBLIC_USERS },
];

/** Row counts written by {@link seedDemo}. */
export interface SeedSummary {
  roles: number;
  users: number;
  menus: number;
  dictTypes: number;
  dictValues: number;
  regions: number;
  companies: number;
  policies: number;
}

/**
 * Seeds the demo data when the database has no users.
 * @returns the counts written, or undefined when users already exist (nothing is written).
 */
export async function seedDemo(db: Db): Promise<SeedSummary | undefined> {
  const [existing] = await db.select({ n: count() }).from(sysUser);
  if ((existing?.n ?? 0) > 0) return undefined;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const regions = loadCountyRegions();

  return db.transaction(async (tx) => {
    const roles = await tx.insert(sysRole).values([...DEMO_ROLES]).returning({ id: sysRole.id, code: sysRole.code });
    const roleId = new Map(roles.map((r) => [r.code, r.id]));

    const companies = await tx
      .insert(company)
      .values(demoCompanies.map((c) => ({ ...c })))
      .returning({ id: company.id });

    const now = Date.now();
    const users = await tx
      .insert(sysUser)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          userName: a.userName,
          passwordHash: hashes[i] ?? '',
          name: a.name,
          userType: a.userType,
          phone: a.phone,
          companyId: a.withCompany ? (companies[0]?.id ?? null) : null,
          pwdUpdateTime: new Date(now - a.passwordAgeDays * 86_400_000),
        })),
      )
      .returning({ id: sysUser.id, userType: sysUser.userType });
    await tx.insert(sysUserRole).values(
      users.map((u) => {
        const rid = roleId.get(u.userType);
        if (!rid) throw new Error(`no role ${u.userType}`);
        return { userId: u.id, roleId: rid };
      }),
    );

    const menuId = new Map<string, string>();
    for (const m of MENUS) {
      const parentId = m.parent ? menuId.get(m.parent) : undefined;
      const [row] = await tx
        .insert(sysMenu)
        .values({
          parentId: parentId ?? null,
          name: m.name,
          path: m.path,
          title: m.title,
          icon: m.icon ?? null,
          sort: m.sort,
          menuType: m.menuType,
          permission: m.permission ?? null,
        })
        .returning({ id: sysMenu.id });
      if (!row) throw new Error(`menu ${m.key} not inserted`);
      menuId.set(m.key, row.id);
    }
    await tx.insert(sysRoleMenu).values(
      MENUS.flatMap((m) =>
        m.roles.map((code) => ({ roleId: roleId.get(code) ?? '', menuId: menuId.get(m.key) ?? '' })),
      ),
    );

    await tx.insert(sysDictType).values(demoDicts.map((d) => ({ code: d.code, name: d.name })));
    const dictValues = demoDicts.flatMap((d) =>
      d.options.map((o, i) => ({ dictTypeCode: d.code, label: o.label, value: o.value, sort: i + 1 })),
    );
    await tx.insert(sysDictValue).values(dictValues);

    for (let i = 0; i < regions.length; i += 500) {
      await tx.insert(sysRegion).values(regions.slice(i, i + 500));
    }

    await tx.insert(polInfo).values(
      demoPolicies.map((p) => ({
        ...p,
        policyCreateTime: new Date(p.policyCreateTime),
        status: 'published' as const,
      })),
    );

    return {
      roles: roles.length,
      users: users.length,
      menus: MENUS.length,
      dictTypes: demoDicts.length,
      dictValues: dictValues.length,
      regions: regions.length,
      companies: companies.length,
      policies: demoPolicies.length,
    };
  });
}
