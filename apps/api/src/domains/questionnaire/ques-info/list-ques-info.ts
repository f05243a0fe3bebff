import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { quesAnswer, quesInfo, quesQuestion, sysUser } from '../../../db/schema';
import { effectiveStatusSql } from './ques-status';

/**
 * `GET /ques/info/list?page&pageSize&keyword&status` (ADMIN, YYF, GOV, DEPT; ques:info:list; seeds
 * 001 §7 /ques/*): questionnaires newest first; `keyword` occurs literally in the title, `status`
 * as readers see it (a published one past its end time is 2 已结束). Each row counts its questions
 * and answers and names its creator.
 */
export const listQuesInfo: Handler<'listQuesInfo'> = async (req, ctx) => {
  const { keyword, status } = req.query;
  const window = toPageWindow(req.query);
  const where = and(
    keyword?.trim() ? ilike(quesInfo.quesTitle, `%${escapeLike(keyword.trim())}%`) : undefined,
    status ? sql`${effectiveStatusSql} = ${status}` : undefined,
  );
  const questionCount = ctx.db
    .select({ n: count() })
    .from(quesQuestion)
    .where(eq(quesQuestion.quesId, quesInfo.id));
  const answerCount = ctx.db.select({ n: count() }).from(quesAnswer).where(eq(quesAnswer.quesId, quesInfo.id));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: quesInfo.id,
        quesTitle: quesInfo.quesTitle,
        startTime: quesInfo.startTime,
        endTime: quesInfo.endTime,
        status: effectiveStatusSql,
        questionCount: sql<number>`(${questionCount})`.mapWith(Number),
        answerCount: sql<number>`(${answerCount})`.mapWith(Number),
        createBy: sysUser.name,
        createTime: quesInfo.createdAt,
      })
      .from(quesInfo)
      .leftJoin(sysUser, eq(sysUser.id, quesInfo.createdBy))
      .where(where)
      .orderBy(desc(quesInfo.createdAt), desc(quesInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(quesInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({
      ...r,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      createBy: r.createBy ?? '',
      createTime: r.createTime.toISOString(),
    })),
    totals[0]?.n ?? 0,
  );
};
