import { and, count, desc, eq, inArray } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { reportData, reportTask } from '../../../db/schema';
import { reportStatusSql } from '../report-task/report-task.queries';
import { callerCompany } from '../targeting';

/**
 * `GET /report/my/list?page&pageSize&reportStatus` (QY; seeds 001 §7 /report/*, 我的填报): the
 * published and ended tasks the caller's enterprise is a target of (fixed at publishing), newest
 * first, with its report status and time.
 * @throws AppError FORBIDDEN 请先使用企业账号进行登录.
 */
export const listMyReport: Handler<'listMyReport'> = async (req, ctx) => {
  const companyId = callerCompany(ctx.user);
  const window = toPageWindow(req.query);
  const where = and(
    eq(reportData.companyId, companyId),
    inArray(reportTask.status, ['1', '2']),
    req.query.reportStatus ? eq(reportData.reportStatus, req.query.reportStatus) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: reportTask.id,
        reportTitle: reportTask.reportTitle,
        reportPeriod: reportTask.reportPeriod,
        startTime: reportTask.startTime,
        endTime: reportTask.endTime,
        status: reportStatusSql,
        reportStatus: reportData.reportStatus,
        reportTime: reportData.reportTime,
      })
      .from(reportData)
      .innerJoin(reportTask, eq(reportTask.id, reportData.taskId))
      .where(where)
      .orderBy(desc(reportTask.startTime), desc(reportTask.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(reportData).innerJoin(reportTask, eq(reportTask.id, reportData.taskId)).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), reportTime: r.reportTime ? r.reportTime.toISOString() : null })),
    totals[0]?.n ?? 0,
  );
};
