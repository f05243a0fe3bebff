import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { CODE_COUNTDOWN_SECONDS, sendLoginCode } from './login-code';

/**
 * `GET /sys/activeUser/getVerifiCode?userName=`: sends a login code by SMS (through the outbox).
 * The same answer for known and unknown names (no phone number is echoed, so accounts cannot be
 * probed); at most one per name per 60 s (请60秒后再获取验证码). With LOGIN_CODE=off nothing is sent.
 */
export const getVerifiCode: Handler<'getVerifiCode'> = async (req, ctx) => {
  if (!ctx.config.loginCode) return { sent: false, countdown: CODE_COUNTDOWN_SECONDS };
  const { userName } = req.query;
  const [user] = await ctx.db
    .select({ phone: sysUser.phone, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sysUser.userName, userName))
    .limit(1);
  const phone = user?.enabled ? user.phone : null;
  if (user && !phone) ctx.log.warn({ userName }, '账号没有可用的手机号，验证码未发送');
  await sendLoginCode(ctx.db, ctx.config, userName, phone);
  return ok({ sent: true, countdown: CODE_COUNTDOWN_SECONDS }, '验证码已发送');
};
