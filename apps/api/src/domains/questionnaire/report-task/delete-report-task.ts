import { inArray } from 'drizzle-orm';

import { effectiveFormStatus, REPORT_STATUS } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { reportTask } from '../../../db/schema';
import { REPORT_NOT_FOUND } from './report-task.queries';

/**
 * `POST /report/task/delete` (ADMIN, YYF, GOV, DEPT; report:task:delete; seeds 001 §7 /report/*):
 * deletes tasks in status 0 or 2 with their reports; one in 1 (填报中) refuses the whole batch.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const deleteReportTask: Handler<'deleteReportTask'> = async (req, ctx) => {
  const ids = [...new Set(req.body.ids)];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ status: reportTask.status, endTime: reportTask.endTime }).from(reportTask).where(inArray(reportTask.id, ids)).for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', REPORT_NOT_FOUND);
    for (const r of rows) {
      if (!REPORT_STATUS.can(effectiveFormStatus(r.status, r.endTime), 'delete')) throw new AppError('BUSINESS_RULE', '当前状态不允许该操作', '填报中的任务请先结束后再删除');
    }
    await tx.delete(reportTask).where(inArray(reportTask.id, ids));
  });
  return ok(null, '删除成功');
};
