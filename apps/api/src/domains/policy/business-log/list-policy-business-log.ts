import type { Handler } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { businessLogPage } from './business-log.queries';

/**
 * `GET /pol/policyBusinessLog/list` (pol:businessLog:list): recorded events, newest first, by event
 * name and China-time days (inclusive); start after end → 400 开始日期不能晚于结束日期.
 */
export const listPolicyBusinessLog: Handler<'listPolicyBusinessLog'> = async (req, ctx) => businessLogPage(ctx.db, req.query, toPageWindow(req.query));
