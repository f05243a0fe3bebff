import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';

import { pageResult, type PageResult, toPageWindow, escapeLike } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, polConsult, polInfo, sysUser } from '../../../db/schema';

/**
 * The columns of data resource `pol:consult` in {@link consultPage}'s query: the issuing unit of the
 * consulted policy (`pol_info.policy_dep_name`, matched to offices by name — policies carry no office
 * id yet), the asker and the asker's company.
 */
export const consultScopeBinding = {
  policyOffice: polInfo.policyDepName,
  userId: polConsult.userId,
  companyId: polConsult.companyId,
};

/** A consultation as the contract lists it (`PolConsultItem`). */
export interface PolConsultItem {
  id: string;
  polInfoId: string;
  policyTitle: string;
  consultContent: string;
  userName: string;
  companyName: string | null;
  createTime: string;
  status: '0' | '1';
  reply: string | null;
}

/**
 * One page of consultations, newest first, shared by the staff list and "my consultations".
 * `query.keyword` matches the consultation text or the policy title (literal, any case); `query.status`
 * keeps one state (0 待答复, 1 已答复).
 * @param filter.userId - only this user's consultations.
 * @param filter.scope - the caller's data scope (`dataScope(…, 'pol:consult', consultScopeBinding)`).
 */
export async function consultPage(
  db: Db,
  query: { page?: number; pageSize?: number; keyword?: string; status?: '0' | '1' },
  filter: { userId?: string; scope?: SQL } = {},
): Promise<PageResult<PolConsultItem>> {
  const window = toPageWindow(query);
  const kw = query.keyword?.trim();
  const conditions: (SQL | undefined)[] = [
    filter.userId ? eq(polConsult.userId, filter.userId) : undefined,
    kw ? or(ilike(polConsult.consultContent, `%${escapeLike(kw)}%`), ilike(polInfo.policyTitle, `%${escapeLike(kw)}%`)) : undefined,
    query.status ? eq(polConsult.status, query.status) : undefined,
    filter.scope,
  ];
  const where = and(...conditions);
  // one query: the page with the number of all matching rows (count(*) over () is taken before
  // LIMIT/OFFSET); only a page past the end needs a second query for the total (issue 13 §6)
  const rows = await db
    .select({
      id: polConsult.id,
      polInfoId: polConsult.polInfoId,
      policyTitle: polInfo.policyTitle,
      consultContent: polConsult.consultContent,
      userName: sysUser.name,
      companyName: company.companyName,
      createdAt: polConsult.createdAt,
      status: polConsult.status,
      reply: polConsult.reply,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(polConsult)
    .innerJoin(polInfo, eq(polInfo.id, polConsult.polInfoId))
    .leftJoin(sysUser, eq(sysUser.id, polConsult.userId))
    .leftJoin(company, eq(company.id, polConsult.companyId))
    .where(where)
    .orderBy(desc(polConsult.createdAt), desc(polConsult.id))
    .limit(window.limit)
    .offset(window.offset);
  const total =
    rows[0]?.total ??
    (window.offset === 0
      ? 0
      : ((await db.select({ n: count() }).from(polConsult).innerJoin(polInfo, eq(polInfo.id, polConsult.polInfoId)).where(where))[0]?.n ?? 0));
  return pageResult(
    rows.map(({ createdAt, userName, total: _total, ...r }) => ({ ...r, userName: userName ?? '', createTime: createdAt.toISOString() })),
    total,
  );
}
