import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { reportData, reportTask } from '../../../db/schema';
import { reportStatusSql, taskCounts } from './report-task.queries';

/**
 * `GET /report/task/list?page&pageSize&keyword&status` (ADMIN, YYF, GOV, DEPT; report:task:list;
 * seeds 001 §7 /report/*): tasks newest first; `keyword` literally in the title; `status` as readers
 * see it (1 past its end time is 2). Each row counts its target and reported enterprises.
 */
export const listReportTask: Handler<'listReportTask'> = async (req, ctx) => {
  const { keyword, status } = req.query;
  const window = toPageWindow(req.query);
  const where = and(
    keyword?.trim() ? ilike(reportTask.reportTitle, `%${escapeLike(keyword.trim())}%`) : undefined,
    status ? sql`${reportStatusSql} = ${status}` : undefined,
  );
  // builder subqueries: drizzle leaves columns of raw SQL unqualified in a one-table select
  const targets = ctx.db.select({ n: count() }).from(reportData).where(eq(reportData.taskId, reportTask.id));
  const reported = ctx.db
    .select({ n: count() })
    .from(reportData)
    .where(and(eq(reportData.taskId, reportTask.id), eq(reportData.reportStatus, '1')));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: reportTask.id,
        reportTitle: reportTask.reportTitle,
        reportPeriod: reportTask.reportPeriod,
        startTime: reportTask.startTime,
        endTime: reportTask.endTime,
        status: reportStatusSql,
        rawStatus: reportTask.status,
        targetCount: sql<number>`(${targets})`.mapWith(Number),
        reportCount: sql<number>`(${reported})`.mapWith(Number),
        createTime: reportTask.createdAt,
      })
      .from(reportTask)
      .where(where)
      .orderBy(desc(reportTask.createdAt), desc(reportTask.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(reportTask).where(where),
  ]);
  const list = await Promise.all(
    rows.map(async ({ rawStatus, ...r }) => ({
      ...r,
      // a draft shows the enterprises its tags and streets select now (预计数)
      ...(rawStatus === '0' ? await taskCounts(ctx.db, { id: r.id, status: rawStatus }) : {}),
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      createTime: r.createTime.toISOString(),
    })),
  );
  return pageResult(list, totals[0]?.n ?? 0);
};

