import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';

import { officeSubtree } from '../../../core/data-scope';
import type { Handler } from '../../../core/handler';
import { maskPhone } from '../../../core/outbox';
import { escapeLike, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysOffice, sysUser } from '../../../db/schema';

/**
 * `GET /sys/user/selectGovEmp` (staff incl. CALL, sys:user:select): the government-staff selector
 * of seeds 001 §2 — enabled GOV and DEPT accounts as `employeeName`, `govEmpPosJob`,
 * `organizationName` (office name, '' without one), phone masked; remote-paged (default page
 * size 12); `keyword` matches the name (literal), `officeId` includes sub-offices. Sorted by office
 * order, office name, then name. Not limited by data rules: the selector picks staff of any office.
 */
export const selectGovEmp: Handler<'selectGovEmp'> = async (req, ctx) => {
  const q = req.query;
  const window = toPageWindow(q, 12);
  const kw = q.keyword?.trim();
  const where = and(
    eq(sysUser.enabled, true),
    inArray(sysUser.userType, ['GOV', 'DEPT']),
    kw ? ilike(sysUser.name, `%${escapeLike(kw)}%`) : undefined,
    q.officeId ? sql`${sysUser.officeId} in (${officeSubtree(q.officeId)})` : undefined,
  );
  return pagedSelect(
    ctx.db
      .select({
        id: sysUser.id,
        employeeName: sysUser.name,
        govEmpPosJob: sysUser.govEmpPosJob,
        organizationName: sysOffice.officeName,
        officeId: sysUser.officeId,
        phone: sysUser.phone,
      })
      .from(sysUser)
      .leftJoin(sysOffice, eq(sysOffice.id, sysUser.officeId))
      .where(where)
      .orderBy(asc(sysOffice.sort), asc(sysOffice.officeName), asc(sysUser.name), asc(sysUser.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(sysUser).where(where),
    (r) => ({ ...r, organizationName: r.organizationName ?? '', phone: r.phone ? maskPhone(r.phone) : null }),
  );
};
