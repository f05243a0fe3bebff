/**
 * The start-up banner `main.ts` prints (issue 13 §1, acceptance 2): the address, the database, the
 * login settings, and either the demo accounts (demo mode, marked as such) or — outside demo mode on
 * a database without an administrator — how to create the first one. Never lists demo accounts
 * outside demo mode.
 */
import { count, eq } from 'drizzle-orm';

import type { AppConfig } from './config';
import type { Db } from './db/client';
import { sysUser } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './seed';

/** The demo-mode warning line of the banner. */
export const DEMO_WARNING = '演示模式：含公开的演示账号和密码，请勿用于生产';

/** What the banner shows besides the configuration. */
export interface BannerFacts {
  /** e.g. `http://localhost:8080`. */
  url: string;
  /** The database's label (`DbHandle.label`). */
  database: string;
  /** Whether an ADMIN user exists (after migrations, seeding and `ADMIN_PASSWORD`). */
  hasAdmin: boolean;
  /** Whether this start created `admin` from `ADMIN_PASSWORD`. */
  adminCreated?: boolean;
  /** Start-up time in milliseconds. */
  elapsedMs: number;
}

/** The settings the banner reads. */
export type BannerConfig = Pick<AppConfig, 'demo' | 'loginCode' | 'smsGatewayUrl' | 'zzdVerifyUrl'>;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The banner's lines (no trailing newline). Pure.
 * Demo mode: {@link DEMO_WARNING} and the demo accounts with their published password.
 * Outside demo mode without an administrator: how to create it with `ADMIN_PASSWORD`.
 */
export function startupBanner(config: BannerConfig, facts: BannerFacts): string[] {
  const { url } = facts;
  const lines = ['', `县企业综合服务平台已启动: ${url}`];
  if (config.demo) lines.push(`  ！${DEMO_WARNING} (DEMO=on)`);
  lines.push(`  接口文档: ${url}/api/docs`, `  数据库: ${facts.database}`);

  let code: string;
  if (!config.loginCode) code = config.smsGatewayUrl || config.demo ? '关闭 (LOGIN_CODE=off)' : '关闭（未配置短信网关 SMS_GATEWAY_URL）';
  else if (config.smsGatewayUrl) code = `开启（短信网关 ${hostOf(config.smsGatewayUrl)}）`;
  else code = '开启（演示模式：验证码写入服务器日志，手机号已隐去中间四位）';
  lines.push(`  登录短信验证码: ${code}`);

  let zzd: string;
  if (config.zzdVerifyUrl) zzd = `校验服务 ${hostOf(config.zzdVerifyUrl)} (ZZD_VERIFY_URL)`;
  else if (config.demo) zzd = '演示校验器（任何账号都能登录）';
  else zzd = '未配置，拒绝登录（设置 ZZD_VERIFY_URL 以开启）';
  lines.push(`  政务钉钉登录: ${zzd}`);
  lines.push(`  演示数据: ${config.demo ? '开启 (DEMO)' : '关闭'}`);

  if (config.demo) {
    const roleName = new Map<string, string>(DEMO_ROLES.map((r) => [r.code, r.name]));
    const width = Math.max(...DEMO_ACCOUNTS.map((d) => d.userName.length));
    lines.push(`  演示账号（密码均为 ${DEMO_PASSWORD}）:`);
    for (const a of DEMO_ACCOUNTS) {
      lines.push(`    ${a.userName.padEnd(width)} ${a.userType.padEnd(6)} ${(roleName.get(a.userType) ?? '').padEnd(8, '　')} ${a.name}`);
    }
  } else if (facts.adminCreated) {
    lines.push('  已用 ADMIN_PASSWORD 创建管理员账号 admin；登录后请在 用户管理 中创建其他账号，之后可去掉 ADMIN_PASSWORD');
  } else if (!facts.hasAdmin) {
    lines.push(
      '  尚无管理员账号。创建第一个管理员：停止服务，设置 ADMIN_PASSWORD 后重新启动，例如',
      "    ADMIN_PASSWORD='<至少8位，含数字、字母和 ~!@#$%^&* 之一>' node dist/apps/api/main.mjs",
      '  将创建账号 admin（平台管理员）。 / No administrator yet: restart with ADMIN_PASSWORD set to create the account admin.',
    );
  }
  lines.push(`  启动耗时: ${Math.round(facts.elapsedMs)} ms`, '');
  return lines;
}

/** Whether the database has a user of type ADMIN. */
export async function hasAdminUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sysUser).where(eq(sysUser.userType, 'ADMIN'));
  return (row?.n ?? 0) > 0;
}
