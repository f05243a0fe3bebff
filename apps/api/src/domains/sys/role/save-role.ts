import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysRole } from '../../../db/schema';
import { isBuiltInRole } from './role.queries';
import { conflictOnUnique, notFound, rule } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/role/save` (ADMIN, sys:role:save): creates (no id) or updates a role. roleCode unique →
 * CONFLICT 角色编码已存在; a built-in role (QY…CALL) keeps its code and user type (BUSINESS_RULE
 * 内置角色不能修改编码和用户类型), and ADMIN cannot be disabled (平台管理员角色不能停用).
 */
export const saveRole: Handler<'saveRole'> = async (req, ctx) => {
  const b = req.body;
  const roleName = b.roleName.trim();
  if (!roleName) throw rule('请输入角色名称');
  const existing = b.id
    ? (await ctx.db.select({ id: sysRole.id, code: sysRole.code, userType: sysRole.userType, enableFlag: sysRole.enableFlag }).from(sysRole).where(eq(sysRole.id, b.id)).limit(1))[0]
    : undefined;
  if (b.id && !existing) throw notFound('角色不存在');
  if (existing && isBuiltInRole(existing.code) && (b.roleCode !== existing.code || b.userType !== (existing.userType ?? existing.code))) {
    throw rule('内置角色不能修改编码和用户类型');
  }
  const enableFlag = b.enableFlag ?? existing?.enableFlag ?? '1';
  if (b.roleCode === 'ADMIN' && enableFlag === '0') throw rule('平台管理员角色不能停用');
  const taken = await ctx.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.code, b.roleCode), b.id ? ne(sysRole.id, b.id) : undefined))
    .limit(1);
  if (taken.length > 0) throw new AppError('CONFLICT', '角色编码已存在');
  const fields = {
    name: roleName,
    code: b.roleCode,
    userType: b.userType,
    remark: textOrNull(b.remark),
    enableFlag,
    ...(b.sort !== undefined ? { sort: b.sort } : {}),
  };
  const id = await conflictOnUnique('角色编码已存在', async () => {
    if (existing) {
      await ctx.db.update(sysRole).set(fields).where(eq(sysRole.id, existing.id));
      return existing.id;
    }
    const [row] = await ctx.db.insert(sysRole).values(fields).returning({ id: sysRole.id });
    if (!row) throw new Error('role not inserted');
    return row.id;
  });
  return ok({ id }, '保存成功');
};
