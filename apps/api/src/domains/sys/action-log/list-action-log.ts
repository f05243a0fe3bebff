import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysActionLog, sysUser } from '../../../db/schema';
import { containsPattern, iso } from '../../../core/values';

const SORTABLE = { createTime: sysActionLog.createdAt, routerName: sysActionLog.routerName };

/** Start of a calendar day (YYYY-MM-DD) in China time (UTC+8), as an instant. */
function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * `GET /sys/action/list` (ADMIN, sys:log:list): the route log saveLog writes (seeds 000 §2 "Every
 * route change is logged") and the login attempts (issue 13 §2, `core/login-guard.ts`), newest
 * first. `keyword` matches route or page title, `userName` the user's name or account or the login
 * name typed (literal, any case), `logType` route | login, `ip` the client address (substring); `startTime`/`endTime` are inclusive days in China
 * time. A start after the end → 400 开始日期不能晚于结束日期.
 */
export const listActionLog: Handler<'listActionLog'> = async (req, ctx) => {
  const { startTime, endTime } = req.query;
  if (startTime && endTime && startTime > endTime) {
    throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期', '参数 startTime 不能晚于 endTime');
  }
  const window = toPageWindow(req.query);
  const keyword = containsPattern(req.query.keyword);
  const user = containsPattern(req.query.userName);
  const address = containsPattern(req.query.ip);
  const conditions: (SQL | undefined)[] = [
    keyword ? or(ilike(sysActionLog.routerName, keyword), ilike(sysActionLog.pageTitle, keyword)) : undefined,
    user ? or(ilike(sysUser.name, user), ilike(sysUser.userName, user), ilike(sysActionLog.loginName, user)) : undefined,
    req.query.logType ? eq(sysActionLog.logType, req.query.logType) : undefined,
    address ? ilike(sysActionLog.ip, address) : undefined,
    startTime ? gte(sysActionLog.createdAt, chinaDayStart(startTime)) : undefined,
    endTime ? lt(sysActionLog.createdAt, new Date(chinaDayStart(endTime).getTime() + 86_400_000)) : undefined,
  ];
  const where = and(...conditions);
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [desc(sysActionLog.createdAt)], sysActionLog.id);
  return pagedSelect(
    ctx.db
      .select({
        id: sysActionLog.id,
        logType: sysActionLog.logType,
        routerName: sysActionLog.routerName,
        pageTitle: sysActionLog.pageTitle,
        userId: sysActionLog.userId,
        userName: sysUser.name,
        account: sysUser.userName,
        loginName: sysActionLog.loginName,
        result: sysActionLog.result,
        ip: sysActionLog.ip,
        createdAt: sysActionLog.createdAt,
      })
      .from(sysActionLog)
      .leftJoin(sysUser, eq(sysUser.id, sysActionLog.userId))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(sysActionLog).leftJoin(sysUser, eq(sysUser.id, sysActionLog.userId)).where(where),
    ({ createdAt, ...r }) => ({ ...r, createTime: iso(createdAt) }),
  );
};
