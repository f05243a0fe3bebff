import { eq, sql } from 'drizzle-orm';

import { validateNewPassword } from '@qifu/validation';

import {
  hashPassword,
  revokeAllSessions,
  sm2Decrypt,
  verifyPassword,
} from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysUser } from '../../../db/schema';

/**
 * `POST /sys/user/savePwd`: both passwords SM2-encrypted. Wrong old password → 旧密码错误; a weak
 * new one → 不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号. On success the password age
 * restarts and every session of the user ends (the client logs out).
 */
export const savePwd: Handler<'savePwd'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const key = ctx.config.secrets.sm2PrivateKey;
  const oldPassword = sm2Decrypt(key, req.body.oldPassword);
  const newPassword = sm2Decrypt(key, req.body.newPassword);
  if (!oldPassword || !newPassword) throw new AppError('BUSINESS_RULE', '密码解密失败');
  const [row] = await ctx.db.select({ passwordHash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, user.id)).limit(1);
  if (!(await verifyPassword(row?.passwordHash, oldPassword))) throw new AppError('BUSINESS_RULE', '旧密码错误');
  const weak = validateNewPassword(newPassword);
  if (weak) throw new AppError('BUSINESS_RULE', weak);
  if (newPassword === oldPassword) throw new AppError('BUSINESS_RULE', '新密码不能与旧密码相同');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sysUser).set({ passwordHash, pwdUpdateTime: sql`now()` }).where(eq(sysUser.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
  return ok(null, '密码修改成功,请重新登录');
};
