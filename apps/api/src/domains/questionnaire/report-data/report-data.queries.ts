/** Reading the reports of a task (填报情况, 我的填报; seeds 001 §7 /report/*, issue 19). */
import type { components } from '@qifu/sdk';
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';

import { effectiveFormStatus } from '@qifu/questionnaire-rules';
import { AppError } from '../../../core/envelope';
import { escapeLike, pageResult, type PageResult, toPageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, reportData, reportTask, sysRegion, sysUser } from '../../../db/schema';
import { REPORT_NOT_FOUND } from '../report-task/report-task.queries';

/** A target enterprise of a task (contract `ReportDataItem`). */
export type ReportDataItem = components['schemas']['ReportDataItem'];
/** One enterprise's report (contract `ReportDataDetail`). */
export type ReportDataDetail = components['schemas']['ReportDataDetail'];

/** Filters of the 填报情况 list. */
export interface ReportDataQuery {
  taskId: string;
  keyword?: string;
  reportStatus?: '0' | '1';
  streetCode?: string;
  page?: number;
  pageSize?: number;
}

/** The condition of {@link ReportDataQuery}'s filters; `streetCode` '' matches enterprises without street. */
export function reportDataWhere(q: Omit<ReportDataQuery, 'page' | 'pageSize'>): SQL {
  return and(
    eq(reportData.taskId, q.taskId),
    q.keyword?.trim() ? ilike(company.companyName, `%${escapeLike(q.keyword.trim())}%`) : undefined,
    q.reportStatus ? eq(reportData.reportStatus, q.reportStatus) : undefined,
    q.streetCode === undefined ? undefined : q.streetCode === '' ? isNull(company.streetId) : eq(company.streetId, q.streetCode),
  ) as SQL;
}

/** The target enterprises of a task: not reported first, then by report time (newest first) and name. */
export async function reportDataPage(db: Db, q: ReportDataQuery): Promise<PageResult<ReportDataItem>> {
  const window = toPageWindow(q);
  const where = reportDataWhere(q);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: reportData.id,
        taskId: reportData.taskId,
        companyId: reportData.companyId,
        companyName: company.companyName,
        streetCode: company.streetId,
        streetName: sysRegion.name,
        reportStatus: reportData.reportStatus,
        reportTime: reportData.reportTime,
        userName: sysUser.name,
      })
      .from(reportData)
      .innerJoin(company, eq(company.id, reportData.companyId))
      .leftJoin(sysRegion, eq(sysRegion.code, company.streetId))
      .leftJoin(sysUser, eq(sysUser.id, reportData.userId))
      .where(where)
      .orderBy(asc(reportData.reportStatus), desc(reportData.reportTime), asc(company.companyName), asc(reportData.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reportData).innerJoin(company, eq(company.id, reportData.companyId)).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({
      ...r,
      id: r.reportStatus === '1' ? r.id : null,
      streetName: r.streetName ?? null,
      reportTime: r.reportTime ? r.reportTime.toISOString() : null,
      userName: r.reportStatus === '1' ? (r.userName ?? null) : null,
    })),
    totals[0]?.n ?? 0,
  );
}

/**
 * One enterprise's report of a task with the task's fields.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在 (unknown task, or the enterprise is not a target;
 *   `publishedOnly` also hides drafts, for the enterprise's own view).
 */
export async function readReportDataDetail(db: Db, taskId: string, companyId: string, publishedOnly: boolean): Promise<ReportDataDetail> {
  const [row] = await db
    .select({ task: reportTask, data: reportData, companyName: company.companyName })
    .from(reportData)
    .innerJoin(reportTask, eq(reportTask.id, reportData.taskId))
    .innerJoin(company, eq(company.id, reportData.companyId))
    .where(and(eq(reportData.taskId, taskId), eq(reportData.companyId, companyId), publishedOnly ? sql`${reportTask.status} in ('1', '2')` : undefined))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', REPORT_NOT_FOUND);
  const { task, data } = row;
  return {
    taskId: task.id,
    reportTitle: task.reportTitle,
    reportPeriod: task.reportPeriod,
    reportDesc: task.reportDesc,
    startTime: task.startTime.toISOString(),
    endTime: task.endTime.toISOString(),
    status: effectiveFormStatus(task.status, task.endTime),
    fields: task.fields,
    companyId: data.companyId,
    companyName: row.companyName,
    reportStatus: data.reportStatus,
    reportTime: data.reportTime ? data.reportTime.toISOString() : null,
    values: data.values,
    attachments: data.attachments,
  };
}
