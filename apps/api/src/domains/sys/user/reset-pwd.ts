import { eq } from 'drizzle-orm';

import { validateNewPassword } from '@qifu/validation';

import { hashPassword, revokeAllSessions, sm2Decrypt } from '../../../core/auth';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysUser } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';

/** The password time a reset leaves: the epoch, so the password counts as expired. */
export const RESET_PASSWORD_TIME = new Date(0);

/**
 * `POST /sys/user/resetPwd` `{id, newPassword}` (ADMIN, sys:user:resetPwd): sets the SM2-encrypted
 * password (complexity rule of seeds 000 §5: 不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号),
 * ends every session of the account and clears the password time (stored as the epoch: the
 * account list shows null, an operator is prompted by isNeedUpdatePwd at the next login).
 */
export const resetPwd: Handler<'resetPwd'> = async (req, ctx) => {
  const plain = sm2Decrypt(ctx.config.secrets.sm2PrivateKey, req.body.newPassword);
  if (!plain) throw rule('密码解密失败');
  const weak = validateNewPassword(plain);
  if (weak) throw rule(weak);
  const [target] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, req.body.id)).limit(1);
  if (!target) throw notFound('用户不存在');
  const passwordHash = await hashPassword(plain);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sysUser).set({ passwordHash, pwdUpdateTime: RESET_PASSWORD_TIME }).where(eq(sysUser.id, target.id));
    await revokeAllSessions(tx, target.id);
  });
  return ok(null, '密码重置成功');
};
