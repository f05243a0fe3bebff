import { and, count, desc, eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { company, entPersonalCompany } from '../../../db/schema';
import { originUserOf } from './session-switch';

/**
 * `GET /personal/company/list` (GR, QY; contract "我的企业"): the enterprises the individual is
 * bound to or asked to be bound to, newest first, optionally by `bindStatus`. For a switched
 * session (changeToCompany) they are the bindings of the individual who switched; an ordinary
 * enterprise account has none. The approved ones (bindStatus '1') are the targets of
 * changeToCompany. Served by the session flows (issue 6) until the enterprise archive arrives.
 */
export const listPersonalCompany: Handler<'listPersonalCompany'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const userId = await originUserOf(ctx.db, caller);
  const window = toPageWindow(req.query);
  const where = and(
    eq(entPersonalCompany.userId, userId),
    req.query.bindStatus ? eq(entPersonalCompany.bindStatus, req.query.bindStatus) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: entPersonalCompany.id,
        companyId: entPersonalCompany.companyId,
        companyName: company.companyName,
        creditCode: company.creditCode,
        bindStatus: entPersonalCompany.bindStatus,
        relation: entPersonalCompany.relation,
        reviewOpinion: entPersonalCompany.reviewOpinion,
        createdAt: entPersonalCompany.createdAt,
        reviewedAt: entPersonalCompany.reviewedAt,
      })
      .from(entPersonalCompany)
      .innerJoin(company, eq(company.id, entPersonalCompany.companyId))
      .where(where)
      .orderBy(desc(entPersonalCompany.createdAt), desc(entPersonalCompany.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(entPersonalCompany).where(where),
  ]);
  return pageResult(
    rows.map(({ createdAt, reviewedAt, ...r }) => ({
      ...r,
      createTime: createdAt.toISOString(),
      reviewTime: reviewedAt ? reviewedAt.toISOString() : null,
    })),
    totals[0]?.n ?? 0,
  );
};
