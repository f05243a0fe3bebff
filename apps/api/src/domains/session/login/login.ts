import { eq } from 'drizzle-orm';

import { issueTokenPair, sm2Decrypt, verifyPassword } from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { checkLoginCode, consumeLoginCode, countLoginCodeAttempt } from './login-code';

/**
 * `POST /sys/activeUser/login` (form): SM2-encrypted password, SMS code unless LOGIN_CODE=off.
 * Wrong user or password → BUSINESS_RULE 用户名或密码错误 (the same for an unknown user, which is
 * hashed anyway); a disabled account → 用户已被禁用; undecryptable password → 密码解密失败.
 */
export const login: Handler<'login'> = async (req, ctx) => {
  const { userName, password, verifiCode } = req.body;
  const plain = sm2Decrypt(ctx.config.secrets.sm2PrivateKey, password);
  if (!plain) throw new AppError('BUSINESS_RULE', '密码解密失败');
  // The code is checked first (no password guessing without it) and used up only by a login that
  // succeeds; a wrong password spends one of the code's attempts.
  const codeId = ctx.config.loginCode ? await checkLoginCode(ctx.db, ctx.config, userName, verifiCode) : undefined;
  const [user] = await ctx.db
    .select({ id: sysUser.id, userType: sysUser.userType, passwordHash: sysUser.passwordHash, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sysUser.userName, userName))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, plain);
  if (!user || !valid) {
    if (codeId) await countLoginCodeAttempt(ctx.db, codeId);
    throw new AppError('BUSINESS_RULE', '用户名或密码错误');
  }
  if (!user.enabled) throw new AppError('BUSINESS_RULE', '用户已被禁用');
  if (codeId) await consumeLoginCode(ctx.db, codeId);
  const pair = await issueTokenPair(ctx.db, ctx.config, user);
  return ok(pair, '登录成功');
};
