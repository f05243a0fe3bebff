import type { Handler } from '../../../core/handler';
import { readReportDataDetail } from './report-data.queries';

/**
 * `GET /report/data/detail?taskId&companyId` (ADMIN, YYF, GOV, DEPT; report:data:list; seeds 001
 * §7 /report/*): one target enterprise's values (empty while not reported).
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在 (unknown task or not a target enterprise).
 */
export const getReportDataDetail: Handler<'getReportDataDetail'> = async (req, ctx) => readReportDataDetail(ctx.db, req.query.taskId, req.query.companyId, false);
