import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { csSmartQuestion, sysUser } from '../../../db/schema';
import { containsPattern } from '../../../core/values';

/** Start of a calendar day (YYYY-MM-DD) in China time (UTC+8), as an instant. */
function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * `GET /smartAq/list` (ADMIN, YYF, CALL, cs:smartAq:list): the questions asked to the smart chat,
 * unanswered ones first (matched false: what the knowledge base lacks), then newest first, with the answer shown and the asking user (null for visitors). `keyword` matches
 * the question literally (any case), `matched` filters answered or unanswered ones (what the
 * knowledge base lacks), `startTime`/`endTime` are inclusive days in China time (a start after the
 * end → 400 开始日期不能晚于结束日期).
 */
export const listSmartAq: Handler<'listSmartAq'> = async (req, ctx) => {
  const { startTime, endTime, matched } = req.query;
  if (startTime && endTime && startTime > endTime) {
    throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期', '参数 startTime 不能晚于 endTime');
  }
  const window = toPageWindow(req.query);
  const keyword = containsPattern(req.query.keyword);
  const conditions: (SQL | undefined)[] = [
    keyword ? ilike(csSmartQuestion.question, keyword) : undefined,
    matched === undefined ? undefined : eq(csSmartQuestion.matched, matched),
    startTime ? gte(csSmartQuestion.createdAt, chinaDayStart(startTime)) : undefined,
    endTime ? lt(csSmartQuestion.createdAt, new Date(chinaDayStart(endTime).getTime() + 86_400_000)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: csSmartQuestion.id,
        question: csSmartQuestion.question,
        matched: csSmartQuestion.matched,
        answerContent: csSmartQuestion.answerContent,
        userName: sysUser.name,
        createdAt: csSmartQuestion.createdAt,
      })
      .from(csSmartQuestion)
      .leftJoin(sysUser, eq(sysUser.id, csSmartQuestion.userId))
      .where(where)
      .orderBy(asc(csSmartQuestion.matched), desc(csSmartQuestion.createdAt), desc(csSmartQuestion.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(csSmartQuestion).where(where),
  ]);
  return pageResult(
    rows.map(({ createdAt, userName, ...r }) => ({ ...r, userName: userName ?? null, createTime: createdAt.toISOString() })),
    totals[0]?.n ?? 0,
  );
};
