/**
 * Account lockout and the login audit (issue 13 §2 "account lockout after repeated wrong passwords
 * … every login, success or failure, in the audit log with user, client address and time").
 *
 * - **Lockout**: wrong passwords are counted per login name in `auth_login_failure` (the database,
 *   so every API process agrees; times are the database's clock). `LOGIN_MAX_FAILURES` (5) wrong
 *   passwords within `LOGIN_LOCK_MINUTES` (15) lock the name for `LOGIN_LOCK_MINUTES`; during the
 *   lock even the right password is refused with {@link lockedMessage}. Unknown names are counted
 *   the same way, so the answers do not tell which names exist. A successful login and an
 *   administrator's unlock ({@link unlockLogin}) delete the row.
 * - **Audit**: {@link auditLogin} writes one `sys_action_log` row (`log_type` 'login') per attempt
 *   with the login name, the user id when known, the client address and the outcome — never the
 *   password. 操作日志 (listActionLog) lists and filters them.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';

import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { authLoginFailure, sysActionLog, type LoginOutcome } from '../db/schema';
import { AppError } from './envelope';

export type { LoginOutcome };

/** Chinese label of each outcome (the log's page-title column; also in the 操作日志 page). */
export const LOGIN_OUTCOME_LABELS: Readonly<Record<LoginOutcome, string>> = {
  success: '登录成功',
  wrong_password: '登录失败：密码错误',
  unknown_user: '登录失败：用户不存在',
  locked: '登录失败：账号已锁定',
  disabled: '登录失败：用户已被禁用',
  wrong_code: '登录失败：验证码错误',
  refused: '登录失败：账号类型不允许',
  failed: '登录失败',
};

/** Settings of the lockout (from {@link ServerConfig}). */
type LockSettings = Pick<ServerConfig, 'loginMaxFailures' | 'loginLockMinutes'>;

/** The refusal during a lock: 密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试. */
export function lockedMessage(minutesLeft: number): string {
  return `密码错误次数过多，账号已锁定，请 ${Math.max(1, minutesLeft)} 分钟后再试`;
}

/** The wrong-password answer: 用户名或密码错误 plus the attempts left before the lock. */
export function wrongPasswordMessage(remaining: number): string {
  return remaining > 0 ? `用户名或密码错误，还可尝试 ${remaining} 次` : '用户名或密码错误';
}

const secondsLeft = sql<string>`ceil(extract(epoch from (${authLoginFailure.lockedUntil} - now())))`;

/**
 * Minutes left of a running lock of a login name (rounded up), or undefined when it is not locked.
 */
export async function lockMinutesLeft(db: Db, userName: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seconds: secondsLeft })
    .from(authLoginFailure)
    .where(and(eq(authLoginFailure.userName, userName), gt(authLoginFailure.lockedUntil, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  return Math.max(1, Math.ceil(Number(row.seconds) / 60));
}

/**
 * Refuses a locked login name.
 * @throws AppError BUSINESS_RULE {@link lockedMessage} while the name is locked.
 */
export async function assertNotLocked(db: Db, userName: string): Promise<void> {
  const minutes = await lockMinutesLeft(db, userName);
  if (minutes !== undefined) throw new AppError('BUSINESS_RULE', lockedMessage(minutes));
}

/** What {@link recordLoginFailure} answers: attempts left, or the lock it just set. */
export interface FailureCount {
  /** Wrong passwords still allowed before the lock (0 when locked now). */
  remaining: number;
  /** Minutes of the lock when this failure set it. */
  lockedMinutes?: number;
}

/**
 * Counts one wrong password for a login name in one statement (`INSERT … ON CONFLICT DO UPDATE`, safe
 * under concurrent attempts from several processes): a window older than `loginLockMinutes` or an
 * ended lock starts a new count; reaching `loginMaxFailures` sets the lock.
 */
export async function recordLoginFailure(db: Db, settings: LockSettings, userName: string): Promise<FailureCount> {
  const max = settings.loginMaxFailures;
  const minutes = settings.loginLockMinutes;
  const t = authLoginFailure;
  const fresh = sql`(${t.windowStart} <= now() - make_interval(mins => ${minutes}) or ${t.lockedUntil} <= now())`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(t)
    .values({
      userName,
      failures: 1,
      windowStart: sql`now()`,
      lockedUntil: max <= 1 ? sql`now() + make_interval(mins => ${minutes})` : null,
    })
    .onConflictDoUpdate({
      target: t.userName,
      set: {
        failures: next,
        windowStart: sql`case when ${fresh} then now() else ${t.windowStart} end`,
        lockedUntil: sql`case when ${next} >= ${max} then now() + make_interval(mins => ${minutes}) else null end`,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  const failures = row?.failures ?? 1;
  if (row?.lockedUntil) return { remaining: 0, lockedMinutes: minutes };
  return { remaining: Math.max(0, max - failures) };
}

/** Forgets the failures and any lock of a login name (successful login, administrator's unlock). */
export async function clearLoginFailures(db: Db, userName: string): Promise<void> {
  await db.delete(authLoginFailure).where(eq(authLoginFailure.userName, userName));
}

/**
 * Running locks of some login names: name → lock end. Names without a running lock are absent.
 */
export async function runningLocks(db: Db, userNames: readonly string[]): Promise<Map<string, Date>> {
  if (userNames.length === 0) return new Map();
  const rows = await db
    .select({ userName: authLoginFailure.userName, lockedUntil: authLoginFailure.lockedUntil })
    .from(authLoginFailure)
    .where(and(inArray(authLoginFailure.userName, [...userNames]), gt(authLoginFailure.lockedUntil, sql`now()`)));
  return new Map(rows.flatMap((r) => (r.lockedUntil ? [[r.userName, r.lockedUntil] as const] : [])));
}

/**
 * The password check every password login shares (`login`, the demo SSO page): refuses a locked
 * name, counts a wrong password (locking at the limit) and clears the count after a right one.
 * Unknown names count like known ones.
 * @returns the outcome to audit: 'success' or the failure with its answer text.
 */
export async function checkPasswordAttempt(
  db: Db,
  settings: LockSettings,
  userName: string,
  passwordOk: boolean,
  userKnown: boolean,
): Promise<{ outcome: 'success' } | { outcome: Exclude<LoginOutcome, 'success'>; message: string }> {
  if (passwordOk && userKnown) {
    await clearLoginFailures(db, userName);
    return { outcome: 'success' };
  }
  const count = await recordLoginFailure(db, settings, userName);
  const message = count.lockedMinutes ? lockedMessage(count.lockedMinutes) : wrongPasswordMessage(count.remaining);
  return { outcome: userKnown ? 'wrong_password' : 'unknown_user', message };
}

/** One login attempt for the audit log. */
export interface LoginAuditEntry {
  /** The login name as typed (trimmed to 100 characters). */
  loginName: string;
  /** The user when the name is known. */
  userId?: string | null;
  /** Client address (`req.ip`; the proxy's `X-Forwarded-For` is trusted). */
  ip: string;
  outcome: LoginOutcome;
  /** Where the attempt came in: the API path (`/sys/activeUser/login`) or `/sso/login`. */
  channel: string;
  /** Outcome 'failed': the refusal's message, shown after 登录失败：. */
  detail?: string;
}

/** Writes one login attempt to `sys_action_log` (log type 'login'); never the password. */
export async function auditLogin(db: Db, entry: LoginAuditEntry): Promise<void> {
  await db.insert(sysActionLog).values({
    logType: 'login',
    routerName: entry.channel,
    pageTitle: entry.detail ? `${LOGIN_OUTCOME_LABELS[entry.outcome]}：${entry.detail}`.slice(0, 200) : LOGIN_OUTCOME_LABELS[entry.outcome],
    loginName: entry.loginName.slice(0, 100),
    userId: entry.userId ?? null,
    ip: entry.ip,
    result: entry.outcome,
  });
}
