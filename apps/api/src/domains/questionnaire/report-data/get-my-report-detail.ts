import type { Handler } from '../../../core/handler';
import { callerCompany } from '../targeting';
import { readReportDataDetail } from './report-data.queries';

/**
 * `GET /report/my/detail?taskId` (QY; seeds 001 §7 /report/*): the task's fields with the caller's
 * enterprise's submitted values (empty before the first submission).
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在 (a draft, or the enterprise is not a target);
 *   FORBIDDEN 请先使用企业账号进行登录.
 */
export const getMyReportDetail: Handler<'getMyReportDetail'> = async (req, ctx) => readReportDataDetail(ctx.db, req.query.taskId, callerCompany(ctx.user), true);
