import { eq } from 'drizzle-orm';

import { issueTokenPair, sm2Decrypt, verifyPassword } from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { auditLogin, checkPasswordAttempt, lockedMessage, lockMinutesLeft, type LoginOutcome } from '../../../core/login-guard';
import { sysUser } from '../../../db/schema';
import { checkLoginCode, consumeLoginCode, countLoginCodeAttempt } from './login-code';

/** The audit log's channel of this operation. */
const LOGIN_CHANNEL = '/sys/activeUser/login';

/**
 * `POST /sys/activeUser/login` (form): SM2-encrypted password, SMS code unless LOGIN_CODE=off.
 * Wrong user or password → BUSINESS_RULE 用户名或密码错误，还可尝试 N 次 (the same for an unknown user,
 * which is hashed and counted anyway); the `LOGIN_MAX_FAILURES`th wrong password within
 * `LOGIN_LOCK_MINUTES` locks the name: 密码错误次数过多，账号已锁定，请 N 分钟后再试, also for the right
 * password until the lock ends or an administrator unlocks (issue 13 §2, `core/login-guard.ts`);
 * a disabled account → 用户已被禁用; undecryptable password → 密码解密失败. Every attempt with a
 * readable password is written to the operation log with the client address.
 */
export const login: Handler<'login'> = async (req, ctx) => {
  const { userName, password, verifiCode } = req.body;
  const plain = sm2Decrypt(ctx.config.secrets.sm2PrivateKey, password);
  if (!plain) throw new AppError('BUSINESS_RULE', '密码解密失败');
  const [user] = await ctx.db
    .select({ id: sysUser.id, userType: sysUser.userType, passwordHash: sysUser.passwordHash, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sysUser.userName, userName))
    .limit(1);
  const audit = (outcome: LoginOutcome) =>
    auditLogin(ctx.db, { loginName: userName, userId: user?.id ?? null, ip: req.ip, outcome, channel: LOGIN_CHANNEL });
  const lockMinutes = await lockMinutesLeft(ctx.db, userName);
  if (lockMinutes !== undefined) {
    await audit('locked');
    throw new AppError('BUSINESS_RULE', lockedMessage(lockMinutes));
  }
  // The code is checked first (no password guessing without it) and used up only by a login that
  // succeeds; a wrong password spends one of the code's attempts.
  let codeId: string | undefined;
  try {
    codeId = ctx.config.loginCode ? await checkLoginCode(ctx.db, ctx.config, userName, verifiCode) : undefined;
  } catch (err) {
    await audit('wrong_code');
    throw err;
  }
  const valid = await verifyPassword(user?.passwordHash, plain);
  const attempt = await checkPasswordAttempt(ctx.db, ctx.config, userName, valid, user !== undefined);
  if (!user || attempt.outcome !== 'success') {
    if (codeId) await countLoginCodeAttempt(ctx.db, codeId);
    await audit(attempt.outcome === 'success' ? 'unknown_user' : attempt.outcome);
    throw new AppError('BUSINESS_RULE', attempt.outcome === 'success' ? '用户名或密码错误' : attempt.message);
  }
  if (!user.enabled) {
    await audit('disabled');
    throw new AppError('BUSINESS_RULE', '用户已被禁用');
  }
  if (codeId) await consumeLoginCode(ctx.db, codeId);
  const pair = await issueTokenPair(ctx.db, ctx.config, user);
  await audit('success');
  return ok(pair, '登录成功');
};
