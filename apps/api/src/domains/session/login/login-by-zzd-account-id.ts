import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { hashPassword, issueTokenPair } from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { authZzdAccount, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { currentZzdVerifier, type ZzdIdentity } from './zzd-verifier';

/** Display name of a provisioned user when the app sends none. */
export const ZZD_DEFAULT_NAME = '政务钉钉用户';
const UNLINKED = '该政务钉钉账号未关联平台用户';
/** No verifier outside demo mode (issue 13 §1). */
export const ZZD_NOT_CONFIGURED = '未配置政务钉钉登录，请联系平台管理员';
const VERIFIER_DOWN = '政务钉钉登录校验服务暂不可用，请稍后重试';

/** A free user name for a provisioned account: `zzd_<accountId>` (then with a random suffix). */
async function freeUserName(db: Db, accountId: string): Promise<string> {
  const base = `zzd_${accountId.replace(/[^\w.-]/g, '_')}`.slice(0, 60);
  for (const candidate of [base, `${base}_${randomBytes(3).toString('hex')}`]) {
    const [taken] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, candidate)).limit(1);
    if (!taken) return candidate;
  }
  return `${base}_${randomBytes(6).toString('hex')}`;
}

/** Creates an individual (GR) user linked to the account; its password is random (no password login). */
async function provision(db: Db, identity: ZzdIdentity): Promise<string> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const userName = await freeUserName(tx, identity.accountId);
    const [user] = await tx
      .insert(sysUser)
      .values({ userName, passwordHash, name: (identity.name ?? ZZD_DEFAULT_NAME).slice(0, 50), userType: 'GR' })
      .returning({ id: sysUser.id });
    if (!user) throw new Error('zzd user not inserted');
    const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'GR')).limit(1);
    if (role) await tx.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
    // Two first logins at once: the unique account id keeps one link; the loser links nothing.
    const linked = await tx
      .insert(authZzdAccount)
      .values({ accountId: identity.accountId, userId: user.id, name: identity.name ?? null })
      .onConflictDoNothing()
      .returning({ userId: authZzdAccount.userId });
    if (linked.length === 0) throw new AppError('CONFLICT', '登录冲突，请重试');
    return user.id;
  });
}

/**
 * `POST /sys/activeUser/loginByZzdAccountId` (public; seeds 000 §2 "/zzd/login", §3, §7): the
 * pluggable verifier ({@link currentZzdVerifier}) checks `token` for `accountId`; the platform
 * user linked to the account (`auth_zzd_account`) is logged in — a verified account without one
 * gets a new GR user when the verifier provisions unknown accounts (the demo verifier does). A
 * refused token or an unlinked account → BUSINESS_RULE 该政务钉钉账号未关联平台用户; no verifier (demo
 * off, no `ZZD_VERIFY_URL`; issue 13 §1) → 未配置政务钉钉登录，请联系平台管理员, and no user is created;
 * a verifier that cannot be asked → 政务钉钉登录校验服务暂不可用，请稍后重试; a disabled user →
 * 用户已被禁用. `name` is recorded on the link.
 */
export const loginByZzdAccountId: Handler<'loginByZzdAccountId'> = async (req, ctx) => {
  const verifier = currentZzdVerifier(ctx.config);
  if (!verifier) throw new AppError('BUSINESS_RULE', ZZD_NOT_CONFIGURED, '政务钉钉免登未配置');
  let identity: ZzdIdentity | null;
  try {
    identity = await verifier.verify(req.body);
  } catch (err) {
    ctx.log.error({ err }, '政务钉钉身份校验失败');
    throw new AppError('BUSINESS_RULE', VERIFIER_DOWN);
  }
  if (!identity) throw new AppError('BUSINESS_RULE', UNLINKED, '政务钉钉身份校验未通过');

  const [link] = await ctx.db
    .select({ userId: authZzdAccount.userId })
    .from(authZzdAccount)
    .where(eq(authZzdAccount.accountId, identity.accountId))
    .limit(1);
  let userId = link?.userId;
  if (!userId) {
    if (!verifier.provisionUnknownAccounts) throw new AppError('BUSINESS_RULE', UNLINKED);
    userId = await provision(ctx.db, identity);
  }
  const [user] = await ctx.db
    .select({ id: sysUser.id, userType: sysUser.userType, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sysUser.id, userId))
    .limit(1);
  if (!user) throw new AppError('BUSINESS_RULE', UNLINKED);
  if (!user.enabled) throw new AppError('BUSINESS_RULE', '用户已被禁用');
  await ctx.db
    .update(authZzdAccount)
    .set({ lastLoginAt: sql`now()`, ...(identity.name ? { name: identity.name } : {}) })
    .where(eq(authZzdAccount.accountId, identity.accountId));
  return ok(await issueTokenPair(ctx.db, ctx.config, user), '登录成功');
};
