import type { Handler } from '../../../core/handler';
import { taskRow } from '../report-task/report-task.queries';
import { reportDataPage } from './report-data.queries';

/**
 * `GET /report/data/list?taskId&keyword&reportStatus&streetCode&page&pageSize` (ADMIN, YYF, GOV,
 * DEPT; report:data:list; seeds 001 §7 /report/*, 填报情况): the target enterprises of a task with
 * 已填报 / 未填报 (not reported first); empty before publishing.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在.
 */
export const listReportData: Handler<'listReportData'> = async (req, ctx) => {
  await taskRow(ctx.db, req.query.taskId);
  return reportDataPage(ctx.db, req.query);
};
