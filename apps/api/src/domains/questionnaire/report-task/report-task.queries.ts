/** Reading reporting tasks (填报任务; seeds 001 §7 /report/*, issue 19). */
import type { components } from '@qifu/sdk';
import { and, asc, count, eq, sql } from 'drizzle-orm';

import { effectiveFormStatus } from '@qifu/questionnaire-rules';
import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { company, reportData, reportTask, reportTaskTag, tagInfo } from '../../../db/schema';
import { targetCondition } from '../targeting';

/** The contract's task detail. */
export type ReportTaskDetail = components['schemas']['ReportTaskDetail'];

/** The message of an unknown task. */
export const REPORT_NOT_FOUND = '填报任务不存在';

/** {@link effectiveFormStatus} in SQL (a task in 1 past its end time reads as 2 已结束). */
export const reportStatusSql = sql<'0' | '1' | '2'>`(case when ${reportTask.status} = '1' and ${reportTask.endTime} < now() then '2' else ${reportTask.status} end)`;

/** "company is a target of task" (tags and streets, `../targeting.ts`) for a `company` row in scope. */
export function companyTargetOf(taskId: string, streetCodes: typeof reportTask.streetCodes = reportTask.streetCodes) {
  return targetCondition({ tagTable: 'report_task_tag', ownerColumn: 'task_id', formId: taskId, streetCodes, companyId: company.id, streetId: company.streetId });
}

/** The task row. @throws AppError NOT_FOUND_ENTITY 填报任务不存在. */
export async function taskRow(db: Db, id: string, lock = false) {
  const q = db.select().from(reportTask).where(eq(reportTask.id, id));
  const [row] = lock ? await q.for('update') : await q.limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', REPORT_NOT_FOUND);
  return row;
}

/**
 * Target and reported counts: after publishing the fixed target rows; before, the enterprises the
 * tags and streets select now (预计数).
 */
export async function taskCounts(db: Db, task: { id: string; status: string }): Promise<{ targetCount: number; reportCount: number }> {
  if (task.status === '0') {
    const [row] = await db
      .select({ n: count() })
      .from(company)
      .innerJoin(reportTask, eq(reportTask.id, task.id))
      .where(companyTargetOf(task.id));
    return { targetCount: Number(row?.n ?? 0), reportCount: 0 };
  }
  const [row] = await db
    .select({ n: count(), done: sql<number>`count(*) filter (where ${reportData.reportStatus} = '1')`.mapWith(Number) })
    .from(reportData)
    .where(eq(reportData.taskId, task.id));
  return { targetCount: Number(row?.n ?? 0), reportCount: row?.done ?? 0 };
}

/** A task with its fields, tags, streets and counts. @throws AppError NOT_FOUND_ENTITY 填报任务不存在. */
export async function readTaskDetail(db: Db, id: string): Promise<ReportTaskDetail> {
  const task = await taskRow(db, id);
  const [tags, counts] = await Promise.all([
    db
      .select({ id: tagInfo.id, tagName: tagInfo.tagName })
      .from(reportTaskTag)
      .innerJoin(tagInfo, eq(tagInfo.id, reportTaskTag.tagInfoId))
      .where(and(eq(reportTaskTag.taskId, id)))
      .orderBy(asc(tagInfo.sort), asc(tagInfo.tagName)),
    taskCounts(db, task),
  ]);
  return {
    id: task.id,
    reportTitle: task.reportTitle,
    reportPeriod: task.reportPeriod,
    reportDesc: task.reportDesc,
    startTime: task.startTime.toISOString(),
    endTime: task.endTime.toISOString(),
    status: effectiveFormStatus(task.status, task.endTime),
    tags,
    streetCodes: task.streetCodes,
    fields: task.fields,
    ...counts,
    createTime: task.createdAt.toISOString(),
  };
}
