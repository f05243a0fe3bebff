import { asc, eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { company, reportData, sysRegion } from '../../../db/schema';
import { taskRow } from '../report-task/report-task.queries';

/** The bar label of target enterprises without a street. */
export const NO_STREET = '未登记街道';

/**
 * `GET /report/statistics/street?taskId` (ADMIN, YYF, GOV, DEPT; report:data:list; seeds 001 §2
 * "Bar chart: per street … reported against not reported", §3 "Chart data"): one entry per street
 * that has target enterprises, by street code — `name` the street, `report` / `notReport` the
 * counts; enterprises without a street come last as 未登记街道. Empty before publishing.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在.
 */
export const getReportStreetStatistics: Handler<'getReportStreetStatistics'> = async (req, ctx) => {
  await taskRow(ctx.db, req.query.taskId);
  const rows = await ctx.db
    .select({
      code: company.streetId,
      name: sysRegion.name,
      report: sql<number>`count(*) filter (where ${reportData.reportStatus} = '1')`.mapWith(Number),
      notReport: sql<number>`count(*) filter (where ${reportData.reportStatus} = '0')`.mapWith(Number),
    })
    .from(reportData)
    .innerJoin(company, eq(company.id, reportData.companyId))
    .leftJoin(sysRegion, eq(sysRegion.code, company.streetId))
    .where(eq(reportData.taskId, req.query.taskId))
    .groupBy(company.streetId, sysRegion.name)
    .orderBy(sql`${company.streetId} is null`, asc(company.streetId));
  return rows.map((r) => ({ name: r.code ? (r.name ?? r.code) : NO_STREET, report: r.report, notReport: r.notReport }));
};
