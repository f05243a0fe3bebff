import { eq } from 'drizzle-orm';

import { REPORT_STATUS } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { company, reportData, reportTask } from '../../../db/schema';
import { companyTargetOf, taskRow } from './report-task.queries';

/**
 * `POST /report/task/publish` (ADMIN, YYF, GOV, DEPT; report:task:publish; seeds 001 §7
 * /report/*): status 0 → 1 填报中. The target enterprises (tags and streets) are fixed now: one
 * `report_data` row (0 未填报) per enterprise.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在; BUSINESS_RULE 当前状态不允许该操作,
 *   填报截止时间已过，不能发布, 没有符合条件的企业，不能发布.
 */
export const publishReportTask: Handler<'publishReportTask'> = async (req, ctx) => {
  const { id } = req.body;
  const targets = await ctx.db.transaction(async (tx) => {
    const task = await taskRow(tx, id, true);
    const to = assertTransition(REPORT_STATUS, task.status, 'publish');
    if (task.endTime.getTime() <= Date.now()) throw new AppError('BUSINESS_RULE', '填报截止时间已过，不能发布');
    const targets = await tx.select({ id: company.id }).from(company).innerJoin(reportTask, eq(reportTask.id, id)).where(companyTargetOf(id));
    const n = targets.length;
    for (let i = 0; i < n; i += 1000) {
      await tx.insert(reportData).values(targets.slice(i, i + 1000).map((c) => ({ taskId: id, companyId: c.id }))).onConflictDoNothing();
    }
    if (n === 0) throw new AppError('BUSINESS_RULE', '没有符合条件的企业，不能发布');
    await tx
      .update(reportTask)
      .set({ status: to as '1', publishTime: new Date(), updatedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(eq(reportTask.id, id));
    return n;
  });
  return ok(null, `发布成功，共${targets}家企业需填报`);
};
