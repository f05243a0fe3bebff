import { count, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysOffice, sysUser } from '../../../db/schema';
import { notFound } from '../../../core/entity';

/** `GET /sys/office/detail?id=` (ADMIN, sys:office:list): one office with its parent's name and its account count. */
export const getOfficeDetail: Handler<'getOfficeDetail'> = async (req, ctx) => {
  const [office] = await ctx.db.select().from(sysOffice).where(eq(sysOffice.id, req.query.id)).limit(1);
  if (!office) throw notFound('部门不存在');
  const [parent] = office.parentId
    ? await ctx.db.select({ name: sysOffice.officeName }).from(sysOffice).where(eq(sysOffice.id, office.parentId)).limit(1)
    : [];
  const [users] = await ctx.db.select({ n: count() }).from(sysUser).where(eq(sysUser.officeId, office.id));
  return {
    id: office.id,
    parentId: office.parentId,
    parentName: parent?.name ?? null,
    officeName: office.officeName,
    officeCode: office.officeCode,
    officeType: office.officeType,
    leader: office.leader,
    phone: office.phone,
    sort: office.sort,
    enableFlag: office.enableFlag,
    userCount: Number(users?.n ?? 0),
  };
};
