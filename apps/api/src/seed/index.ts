/**
 * Start-up seeding. Two kinds of data (decided in issue 4):
 * - **System data** (`./system.ts`, {@link seedSystem}): the built-in roles, the workbench menu tree
 *   with one button per permission string, the built-in roles' grants and the system data rules.
 *   Production needs them as much as the demo, so they are written with or without DEMO, at every
 *   start, idempotently (new entries of a newer version arrive; administrators' changes stay).
 * - **Demo data** ({@link seedDemo}, `DEMO` on, only on a database without users): the demo
 *   accounts, offices, dictionaries, the county's regions, demo companies, published policies and
 *   the system configuration's demo content (`./content/sys-config.ts`: sub-platforms, home
 *   configuration, basic data, live broadcasts, feedback).
 *
 * Both run inside the start-up advisory lock (`./prepare-database.ts`). `seedDemo` runs `seedSystem`
 * first, so the demo path is complete on its own.
 * Without DEMO, `prepareDatabase` (`./prepare-database.ts`) runs `seedSystem` and, when `ADMIN_PASSWORD` is
 * set, {@link ensureFirstAdmin} — the only way into a production database's workbench at first.
 *
 * The demo content (policies, companies, dictionaries, regions, offices) is plain data in `./content`.
 *
 * `seed/` is a layer of its own, above the domains (tools/eslint/server-boundaries.mjs): it uses `db/`, `core/` and
 * each domain's public surface (`domains/<domain>/index.ts`) only; no domain imports it (their tests may read the
 * demo content), and `server.ts`, `main.ts` and the test layer sit above it.
 */
import { count, eq } from 'drizzle-orm';

import { validateNewPassword } from '@qifu/validation';

import { hashPassword } from '../core/auth';
import type { Db } from '../db/client';
import {
  company,
  polInfo,
  sysDictType,
  sysDictValue,
  sysOffice,
  sysRegion,
  sysRole,
  sysUser,
  sysUserRole,
} from '../db/schema';
import { demoCompanies, demoDicts, demoOffices, type DemoOffice, demoPolicies, loadCountyRegions } from './content';
import { seedSysConfig, type SysConfigSeedSummary } from './content/sys-config';
import { BUILT_IN_ROLES } from './grants';
import { seedAppealDemo } from './appeal';
import { seedCallDemo } from './call';
import { seedCmsDemo } from './cms';
import { seedCustomerServiceDemo } from './customer-service';
import { seedEnterpriseArchiveDemo } from './enterprise-archive';
import { seedDemoMediaRows } from './demo-media';
import { seedLandDemo } from './land';
import { seedPolicyServiceDemo } from './policy-service';
import type { PortalSeedContext } from './portal-context';
import { seedPortalDemo } from './portal';
import { seedTechDemo } from './tech';
import { seedTrainingDemo } from './training';
import { seedSessionDemo } from './session';
import { seedSystem, type SystemSeedSummary } from './system';

export { BUILT_IN_ROLES, BUILT_IN_ROLE_CODES, ROLE_GRANTS, SYSTEM_DATA_RULES, type BuiltInRoleCode } from './grants';
export { MENU_TREE, UI_ONLY_PERMISSIONS, flattenMenuTree } from './menus';
export { seedSystem, grantedSeedKeys, type SystemSeedSummary } from './system';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@2026';

/** Roles: code → name (the built-in roles; the codes are the user types of the contract). */
export const DEMO_ROLES = BUILT_IN_ROLES;

/** A demo account (all share {@link DEMO_PASSWORD}). */
export interface DemoAccount {
  userName: string;
  name: string;
  userType: (typeof BUILT_IN_ROLES)[number]['code'];
  phone: string;
  /** Days since the last password change (yyf: 120, so the 90-day prompt shows). */
  passwordAgeDays: number;
  /** Linked to the first demo company. */
  withCompany?: boolean;
  /** Name of the demo office the account belongs to. */
  officeName?: string;
  /** Position (government staff). */
  govEmpPosJob?: string;
}

/** The demo accounts printed at start. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userName: 'admin', name: '王建国', userType: 'ADMIN', phone: '13857208004', passwordAgeDays: 10 },
  { userName: 'yyf', name: '李娜', userType: 'YYF', phone: '13857208002', passwordAgeDays: 120 },
  {
    userName: 'gov',
    name: '陈晓东',
    userType: 'GOV',
    phone: '13857208003',
    passwordAgeDays: 10,
    officeName: '德清县人民政府',
    govEmpPosJob: '科员',
  },
  { userName: 'qy', name: '张伟', userType: 'QY', phone: '13857208001', passwordAgeDays: 10, withCompany: true },
  { userName: 'gr', name: '刘芳', userType: 'GR', phone: '13857208005', passwordAgeDays: 10 },
  {
    userName: 'dept',
    name: '王强',
    userType: 'DEPT',
    phone: '13857208006',
    passwordAgeDays: 10,
    officeName: '德清县经济和信息化局',
    govEmpPosJob: '科长',
  },
  {
    userName: 'callcenter',
    name: '孙晓燕',
    userType: 'CALL',
    phone: '13857208007',
    passwordAgeDays: 10,
    officeName: '德清县企业综合服务中心',
  },
];

/** Row counts written by {@link seedDemo}. */
export interface SeedSummary {
  /** What the system seed wrote in the same start. */
  system: SystemSeedSummary;
  /** The system configuration's demo content. */
  sysConfig: SysConfigSeedSummary;
  roles: number;
  users: number;
  offices: number;
  menus: number;
  dictTypes: number;
  dictValues: number;
  regions: number;
  companies: number;
  policies: number;
  /** Policy-service demo rows per kind (projects, facts, risks, tags …). */
  policyService: Record<string, number>;
  /** Demo rows of the portal domains (issue 6) per domain and kind. */
  portal: Record<string, Record<string, number>>;
}

/** Inserts the demo office tree; @returns office name → id. */
async function insertOffices(db: Db, root: DemoOffice): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const walk = async (office: DemoOffice, parentId: string | null, sort: number) => {
    const { children, ...fields } = office;
    const [row] = await db.insert(sysOffice).values({ ...fields, parentId, sort }).returning({ id: sysOffice.id });
    if (!row) throw new Error(`office ${office.officeName} not inserted`);
    ids.set(office.officeName, row.id);
    for (const [i, child] of (children ?? []).entries()) await walk(child, row.id, i + 1);
  };
  await walk(root, null, 1);
  return ids;
}

/**
 * Runs the system seed, then seeds the demo data when the database has no users.
 * @returns the counts written, or undefined when users already exist (no demo data is written;
 *   the system seed still ran).
 */
export async function seedDemo(db: Db): Promise<SeedSummary | undefined> {
  const system = await seedSystem(db);
  const [existing] = await db.select({ n: count() }).from(sysUser);
  if ((existing?.n ?? 0) > 0) return undefined;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const regions = loadCountyRegions();

  return db.transaction(async (tx) => {
    const roles = await tx.select({ id: sysRole.id, code: sysRole.code }).from(sysRole);
    const roleId = new Map(roles.map((r) => [r.code, r.id]));
    const officeId = await insertOffices(tx, demoOffices);
    const sysConfig = await seedSysConfig(tx);
    // The demo images' sys_file rows (issue 14); their bytes: ensureDemoMedia at start-up.
    const media = await seedDemoMediaRows(tx);

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
          officeId: a.officeName ? (officeId.get(a.officeName) ?? null) : null,
          govEmpPosJob: a.govEmpPosJob ?? null,
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

    await tx.insert(sysDictType).values(demoDicts.map((d) => ({ code: d.code, name: d.name })));
    const dictValues = demoDicts.flatMap((d) =>
      d.options.map((o, i) => ({ dictTypeCode: d.code, label: o.label, value: o.value, sort: i + 1 })),
    );
    await tx.insert(sysDictValue).values(dictValues);

    for (let i = 0; i < regions.length; i += 500) {
      await tx.insert(sysRegion).values(regions.slice(i, i + 500));
    }

    const policies = await tx
      .insert(polInfo)
      .values(
        demoPolicies.map((p) => ({
          ...p,
          policyCreateTime: new Date(p.policyCreateTime),
          status: 'published' as const,
        })),
      )
      .returning({ id: polInfo.id });
    const policyService = await seedPolicyServiceDemo(tx, {
      companyIds: companies.map((c) => c.id),
      policyIds: policies.map((p) => p.id),
      userIds: new Map(users.map((u, i) => [DEMO_ACCOUNTS[i]?.userName ?? '', u.id])),
    });
    // The portal domains of issue 6, each in its own seed file.
    const portalCtx: PortalSeedContext = {
      companyIds: companies.map((c) => c.id),
      policyIds: policies.map((p) => p.id),
      userIds: new Map(users.map((u, i) => [DEMO_ACCOUNTS[i]?.userName ?? '', u.id])),
      officeIds: officeId,
    };
    const portal = {
      cms: await seedCmsDemo(tx, portalCtx),
      land: await seedLandDemo(tx, portalCtx),
      tech: await seedTechDemo(tx, portalCtx),
      training: await seedTrainingDemo(tx, portalCtx),
      appeal: await seedAppealDemo(tx, portalCtx),
      call: await seedCallDemo(tx, portalCtx),
      customerService: await seedCustomerServiceDemo(tx, portalCtx),
      home: await seedPortalDemo(tx, portalCtx),
      session: await seedSessionDemo(tx, portalCtx),
      enterpriseArchive: await seedEnterpriseArchiveDemo(tx, portalCtx),
      media: { images: media },
    };

    return {
      system,
      sysConfig,
      roles: roles.length,
      users: users.length,
      offices: officeId.size,
      menus: system.menusInserted,
      dictTypes: demoDicts.length,
      dictValues: dictValues.length,
      regions: regions.length,
      companies: companies.length,
      policies: demoPolicies.length,
      policyService,
      portal,
    };
  });
}

/**
 * Creates the account `admin` (user type and role ADMIN) with `password` when no ADMIN user exists
 * (first start of a production database, `ADMIN_PASSWORD`). Runs after {@link seedSystem}.
 * @returns true when the account was created.
 * @throws Error when the password breaks the password rule (seeds 000 §5) — the start-up fails
 *   loudly rather than creating an account with a weak password.
 */
export async function ensureFirstAdmin(db: Db, password: string): Promise<boolean> {
  const message = validateNewPassword(password);
  if (message) throw new Error(`ADMIN_PASSWORD: ${message}`);
  const [existing] = await db.select({ n: count() }).from(sysUser).where(eq(sysUser.userType, 'ADMIN'));
  if ((existing?.n ?? 0) > 0) return false;
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'ADMIN'));
  if (!role) throw new Error('role ADMIN missing: seedSystem must run first');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(sysUser)
      .values({ userName: 'admin', passwordHash, name: '平台管理员', userType: 'ADMIN' })
      .returning({ id: sysUser.id });
    if (!user) throw new Error('admin not inserted');
    await tx.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
    return true;
  });
}

/**
 * Users of the whole demo: {@link DEMO_ACCOUNTS} plus the construction company's account `jzqy`
 * of the session demo (issue 6, `./session.ts`).
 */
export const DEMO_USER_COUNT = DEMO_ACCOUNTS.length + 1;

/** Dictionary types of the whole demo: the demo dictionaries plus `constructionArea` of the session demo. */
export const DEMO_DICT_TYPE_COUNT = demoDicts.length + 1;
