import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysOffice } from '../../../db/schema';
import { allOffices } from './office.queries';
import { conflictOnUnique, notFound, rule } from '../../../core/entity';
import { isSelfOrDescendant } from '../../../core/tree';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/office/save` (ADMIN, sys:office:save): creates (no id) or updates an office. The name
 * is unique in the whole tree (CONFLICT 部门名称已存在: policies name their issuing unit by it);
 * the parent must exist (上级部门不存在) and may not be the office or one of its sub-offices
 * (上级部门不能是自身或其下级).
 */
export const saveOffice: Handler<'saveOffice'> = async (req, ctx) => {
  const b = req.body;
  const officeName = b.officeName.trim();
  if (!officeName) throw rule('请输入部门名称');
  const parentId = b.parentId ?? null;
  const rows = await allOffices(ctx.db);
  const existing = b.id ? rows.find((r) => r.id === b.id) : undefined;
  if (b.id && !existing) throw notFound('部门不存在');
  if (parentId) {
    if (!rows.some((r) => r.id === parentId)) throw rule('上级部门不存在');
    if (existing && isSelfOrDescendant(rows, existing.id, parentId)) throw rule('上级部门不能是自身或其下级');
  }
  const taken = await ctx.db
    .select({ id: sysOffice.id })
    .from(sysOffice)
    .where(and(eq(sysOffice.officeName, officeName), b.id ? ne(sysOffice.id, b.id) : undefined))
    .limit(1);
  if (taken.length > 0) throw new AppError('CONFLICT', '部门名称已存在');
  const fields = {
    parentId,
    officeName,
    officeCode: textOrNull(b.officeCode),
    officeType: b.officeType,
    leader: textOrNull(b.leader),
    phone: textOrNull(b.phone),
    sort: b.sort ?? existing?.sort ?? 0,
    enableFlag: b.enableFlag ?? existing?.enableFlag ?? '1',
  };
  const id = await conflictOnUnique('部门名称已存在', async () => {
    if (existing) {
      await ctx.db.update(sysOffice).set(fields).where(eq(sysOffice.id, existing.id));
      return existing.id;
    }
    const [row] = await ctx.db.insert(sysOffice).values(fields).returning({ id: sysOffice.id });
    if (!row) throw new Error('office not inserted');
    return row.id;
  });
  return ok({ id }, '保存成功');
};
