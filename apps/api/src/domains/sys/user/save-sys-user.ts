import { and, eq, inArray, ne } from 'drizzle-orm';

import { validateNewPassword } from '@qifu/validation';

import { hashPassword, revokeAllSessions, sm2Decrypt } from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { company, sysOffice, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { conflictOnUnique, notFound, rule } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

const STAFF_WITH_OFFICE = new Set(['GOV', 'DEPT']);

/**
 * `POST /sys/user/save` (ADMIN, sys:user:save): creates (no id) or updates an account.
 * - userName unique → CONFLICT 登录名已存在;
 * - GOV/DEPT need officeId (请选择所属部门), QY needs companyId (请选择所属企业); unknown office,
 *   company or role → BUSINESS_RULE;
 * - on creation the SM2 password is required (请输入密码) and must meet the complexity rule;
 *   on update it is ignored (resetPwd changes it);
 * - roleIds replace the roles; on creation without roleIds the built-in role of the user type is
 *   given; an empty list is refused (请至少选择一个角色);
 * - disabling (enableFlag '0') ends the account's sessions; an administrator cannot disable
 *   their own account here (请勿停用当前登录账号).
 * Nothing is written when any check fails.
 */
export const saveSysUser: Handler<'saveSysUser'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const b = req.body;
  const userName = b.userName.trim();
  const name = b.name.trim();
  if (!name) throw rule('请输入姓名');
  const officeId = b.officeId ?? null;
  const companyId = b.companyId ?? null;
  if (STAFF_WITH_OFFICE.has(b.userType) && !officeId) throw rule('请选择所属部门');
  if (b.userType === 'QY' && !companyId) throw rule('请选择所属企业');

  const existing = b.id
    ? (await ctx.db.select({ id: sysUser.id, enabled: sysUser.enabled }).from(sysUser).where(eq(sysUser.id, b.id)).limit(1))[0]
    : undefined;
  if (b.id && !existing) throw notFound('用户不存在');
  const enabled = b.enableFlag ? b.enableFlag === '1' : (existing?.enabled ?? true);
  if (existing && b.id === caller.id && !enabled) throw rule('请勿停用当前登录账号');

  if (officeId && (await ctx.db.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.id, officeId)).limit(1)).length === 0) {
    throw rule('所属部门不存在');
  }
  if (companyId && (await ctx.db.select({ id: company.id }).from(company).where(eq(company.id, companyId)).limit(1)).length === 0) {
    throw rule('所属企业不存在');
  }
  let roleIds: string[] | undefined = b.roleIds;
  if (roleIds && roleIds.length === 0) throw rule('请至少选择一个角色');
  if (roleIds) {
    const found = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
    if (found.length !== roleIds.length) throw rule('角色不存在');
  } else if (!existing) {
    const [builtIn] = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, b.userType)).limit(1);
    if (!builtIn) throw rule('请至少选择一个角色');
    roleIds = [builtIn.id];
  }

  const taken = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), b.id ? ne(sysUser.id, b.id) : undefined))
    .limit(1);
  if (taken.length > 0) throw new AppError('CONFLICT', '登录名已存在');

  let passwordHash: string | undefined;
  if (!existing) {
    if (!b.password) throw rule('请输入密码');
    const plain = sm2Decrypt(ctx.config.secrets.sm2PrivateKey, b.password);
    if (!plain) throw rule('密码解密失败');
    const weak = validateNewPassword(plain);
    if (weak) throw rule(weak);
    passwordHash = await hashPassword(plain);
  }

  const fields = {
    userName,
    name,
    userType: b.userType,
    phone: b.phone,
    officeId,
    govEmpPosJob: textOrNull(b.govEmpPosJob),
    companyId,
    enabled,
  };
  const id = await conflictOnUnique('登录名已存在', () =>
    ctx.db.transaction(async (tx) => {
      let userId: string;
      if (existing) {
        userId = existing.id;
        await tx.update(sysUser).set(fields).where(eq(sysUser.id, userId));
        if (existing.enabled && !enabled) await revokeAllSessions(tx, userId);
      } else {
        const [row] = await tx
          .insert(sysUser)
          .values({ ...fields, passwordHash: passwordHash ?? '' })
          .returning({ id: sysUser.id });
        if (!row) throw new Error('user not inserted');
        userId = row.id;
      }
      if (roleIds) {
        await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
        await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
      }
      return userId;
    }),
  );
  return ok({ id }, '保存成功');
};
