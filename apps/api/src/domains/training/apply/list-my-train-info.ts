import { and, count, desc, eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { company, trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';
import { infoItemColumns, infoJoins, toInfoItem } from '../activity/activity.queries';

/**
 * `GET /train/info/myList` (QY, GR): the caller's own registrations, newest first, with the activity's
 * current status; optionally only valid ('1') or cancelled ('2') ones.
 */
export const listMyTrainInfo: Handler<'listMyTrainInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const window = toPageWindow(req.query);
  const where = and(eq(trainInfo.userId, user.id), req.query.applyStatus ? eq(trainInfo.applyStatus, req.query.applyStatus) : undefined);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(infoItemColumns)
      .from(trainInfo)
      .innerJoin(trainActivity, infoJoins.activity)
      .leftJoin(company, infoJoins.company)
      .where(where)
      .orderBy(desc(trainInfo.applyTime), desc(trainInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(trainInfo).where(where),
  ]);
  return pageResult(rows.map(toInfoItem), totals[0]?.n ?? 0);
};
