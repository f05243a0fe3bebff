/**
 * SMS login codes (seeds 000 §7 "A login code has a 60-second countdown"): 6 digits, stored as an
 * HMAC, valid 5 minutes, at most 5 attempts, at most one per user name per 60 seconds, delivered
 * through the outbox's 'sms' topic. Shared by getVerifiCode and login.
 */
import { randomInt } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import type { ServerConfig } from '../../../config';
import { hmacHex, sameDigest } from '../../../core/auth';
import { AppError } from '../../../core/envelope';
import { enqueue } from '../../../core/outbox';
import type { Db } from '../../../db/client';
import { authVerifyCode } from '../../../db/schema';

/** Seconds before another code may be requested. */
export const CODE_COUNTDOWN_SECONDS = 60;
/** Lifetime of a code in seconds. */
export const CODE_TTL_SECONDS = 300;
/** Wrong attempts after which a code is dead. */
export const CODE_MAX_ATTEMPTS = 5;

/** The SMS text of a code. */
export function loginCodeText(code: string): string {
  return `【县企业综合服务中心】您的登录验证码为${code}，5分钟内有效。`;
}

function codeHash(config: ServerConfig, userName: string, code: string): string {
  return hmacHex(config.secrets.jwtSecret, `login-code:${userName}:${code}`);
}

/**
 * Issues a new code for a user name and, when the account has a phone, enqueues its SMS in the same
 * transaction. Unknown user names get a throw-away code (no SMS) so the answer and the 60-second
 * limit are the same for every name.
 * @throws AppError BUSINESS_RULE 请60秒后再获取验证码 within 60 s of the previous code.
 */
export async function sendLoginCode(
  db: Db,
  config: ServerConfig,
  userName: string,
  phone: string | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise requests for the same name (two at once must not both pass the 60 s check).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-code:${userName}`}))`);
    const [last] = await tx
      .select({ createdAt: authVerifyCode.createdAt })
      .from(authVerifyCode)
      .where(eq(authVerifyCode.userName, userName))
      .orderBy(desc(authVerifyCode.createdAt))
      .limit(1);
    if (last && Date.now() - last.createdAt.getTime() < CODE_COUNTDOWN_SECONDS * 1000) {
      throw new AppError('BUSINESS_RULE', '请60秒后再获取验证码');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.delete(authVerifyCode).where(eq(authVerifyCode.userName, userName));
    await tx.insert(authVerifyCode).values({
      userName,
      codeHash: codeHash(config, userName, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    });
    if (phone) await enqueue(tx, 'sms', { phone, text: loginCodeText(code), userName });
  });
}

/**
 * Checks a submitted code without using it up; a wrong code counts an attempt.
 * @returns the id of the code row, for {@link consumeLoginCode} or {@link countLoginCodeAttempt}.
 * @throws AppError BUSINESS_RULE 请输入验证码 when none is given, 验证码错误或已过期 when it is wrong,
 *   expired or out of attempts.
 */
export async function checkLoginCode(db: Db, config: ServerConfig, userName: string, code: string | undefined): Promise<string> {
  if (!code) throw new AppError('BUSINESS_RULE', '请输入验证码');
  const [row] = await db
    .select()
    .from(authVerifyCode)
    .where(eq(authVerifyCode.userName, userName))
    .orderBy(desc(authVerifyCode.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= CODE_MAX_ATTEMPTS) throw wrongCode();
  if (!sameDigest(row.codeHash, codeHash(config, userName, code))) {
    await countLoginCodeAttempt(db, row.id);
    throw wrongCode();
  }
  return row.id;
}

function wrongCode(): AppError {
  return new AppError('BUSINESS_RULE', '验证码错误或已过期');
}

/** Counts a failed login against a code (a wrong password spends one of its 5 attempts). */
export async function countLoginCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(authVerifyCode)
    .set({ attempts: sql`${authVerifyCode.attempts} + 1` })
    .where(eq(authVerifyCode.id, id));
}

/**
 * Uses a checked code up after a successful login.
 * @throws AppError BUSINESS_RULE 验证码错误或已过期 when another login used it first.
 */
export async function consumeLoginCode(db: Db, id: string): Promise<void> {
  const consumed = await db.delete(authVerifyCode).where(eq(authVerifyCode.id, id)).returning({ id: authVerifyCode.id });
  if (consumed.length === 0) throw wrongCode();
}
