import type { Handler } from '../../../core/handler';
import { sysActionLog } from '../../../db/schema';

/** `POST /sys/action/saveLog` (optional login): records a route change with the caller and IP. */
export const saveLog: Handler<'saveLog'> = async (req, ctx) => {
  await ctx.db.insert(sysActionLog).values({
    routerName: req.body.routerName,
    pageTitle: req.body.pageTitle ?? null,
    userId: ctx.user?.id ?? null,
    ip: req.ip,
  });
  return null;
};
