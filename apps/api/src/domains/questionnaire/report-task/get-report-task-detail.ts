import type { Handler } from '../../../core/handler';
import { readTaskDetail } from './report-task.queries';

/**
 * `GET /report/task/detail?id` (ADMIN, YYF, GOV, DEPT; report:task:list; seeds 001 §7 /report/*):
 * a task with its fields, target tags and streets, target and reported counts.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在.
 */
export const getReportTaskDetail: Handler<'getReportTaskDetail'> = async (req, ctx) => readTaskDetail(ctx.db, req.query.id);
