import { and, count, desc, eq, max, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { quesAnswer, quesInfo } from '../../../db/schema';
import { effectiveStatusSql } from '../ques-info/ques-status';
import { callerCompany } from '../targeting';
import { companyOf, quesForCompany } from './my-ques.queries';

/**
 * `GET /ques/my/list?page&pageSize&answered` (QY; seeds 001 §7 /ques/*, 我的问卷): the published and
 * ended questionnaires aimed at the caller's enterprise (its tags and street), newest first, with
 * whether (and when) the enterprise answered.
 * @throws AppError FORBIDDEN 请先使用企业账号进行登录 (an account without enterprise).
 */
export const listMyQues: Handler<'listMyQues'> = async (req, ctx) => {
  const c = await companyOf(ctx.db, callerCompany(ctx.user));
  const window = toPageWindow(req.query);
  // a builder subquery: drizzle leaves columns of raw SQL unqualified in a one-table select
  const answeredAt = sql<Date | null>`(${ctx.db
    .select({ t: max(quesAnswer.createdAt) })
    .from(quesAnswer)
    .where(and(eq(quesAnswer.quesId, quesInfo.id), eq(quesAnswer.companyId, c.id)))})`.mapWith(quesAnswer.createdAt);
  const where = and(
    quesForCompany(c),
    req.query.answered === undefined ? undefined : req.query.answered ? sql`${answeredAt} is not null` : sql`${answeredAt} is null`,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ id: quesInfo.id, quesTitle: quesInfo.quesTitle, startTime: quesInfo.startTime, endTime: quesInfo.endTime, status: effectiveStatusSql, answerTime: answeredAt })
      .from(quesInfo)
      .where(where)
      .orderBy(desc(quesInfo.startTime), desc(quesInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(quesInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => {
      const answerTime = r.answerTime ? r.answerTime.toISOString() : null;
      return { ...r, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), answered: answerTime !== null, answerTime };
    }),
    totals[0]?.n ?? 0,
  );
};

