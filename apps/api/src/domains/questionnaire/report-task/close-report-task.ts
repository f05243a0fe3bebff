import { eq } from 'drizzle-orm';

import { effectiveFormStatus, REPORT_STATUS } from '@qifu/questionnaire-rules';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { reportTask } from '../../../db/schema';
import { taskRow } from './report-task.queries';

/**
 * `POST /report/task/close` (ADMIN, YYF, GOV, DEPT; report:task:close; seeds 001 §7 /report/*):
 * status 1 → 2 已结束; no more submissions.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const closeReportTask: Handler<'closeReportTask'> = async (req, ctx) => {
  await ctx.db.transaction(async (tx) => {
    const task = await taskRow(tx, req.body.id, true);
    const to = assertTransition(REPORT_STATUS, effectiveFormStatus(task.status, task.endTime), 'close');
    await tx
      .update(reportTask)
      .set({ status: to as '2', updatedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(eq(reportTask.id, task.id));
  });
  return ok(null, '填报任务已结束');
};
