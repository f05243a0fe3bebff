import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { sysLive } from '../../../db/schema';
import { found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/live/save` (ADMIN, YYF, sys:live:save): creates a broadcast in state 0 未发布 (no id)
 * or updates one in either state (the state is kept). `liveDesc` is rich text, cleaned with
 * `sanitizeRichText`. Equal times → BUSINESS_RULE 开始时间和结束时间不能相等; an end before the start
 * → BUSINESS_RULE 结束时间不能早于开始时间; unknown id → NOT_FOUND_ENTITY 直播不存在.
 */
export const saveLive: Handler<'saveLive'> = async (req, ctx) => {
  const { id, liveUrl, coverPath, hostUnit, liveDesc, sort } = req.body;
  const liveTitle = req.body.liveTitle.trim();
  if (!liveTitle) throw new AppError('BAD_REQUEST', '请输入直播标题', '参数 liveTitle 不能为空');
  const start = new Date(req.body.liveStartTime);
  const end = new Date(req.body.liveEndTime);
  if (start.getTime() === end.getTime()) throw new AppError('BUSINESS_RULE', '开始时间和结束时间不能相等');
  if (end < start) throw new AppError('BUSINESS_RULE', '结束时间不能早于开始时间');
  const values = {
    liveTitle,
    liveUrl: liveUrl.trim(),
    liveStartTime: start,
    liveEndTime: end,
    ...(coverPath !== undefined ? { coverPath: textOrNull(coverPath) } : {}),
    ...(hostUnit !== undefined ? { hostUnit: textOrNull(hostUnit) } : {}),
    ...(liveDesc !== undefined ? { liveDesc: sanitizeOptionalRichText(liveDesc) ?? null } : {}),
    ...(sort !== undefined ? { sort } : {}),
  };
  if (!id) {
    const [row] = await ctx.db.insert(sysLive).values({ ...values, publishStatus: '0' }).returning({ id: sysLive.id });
    return ok({ id: found(row, '直播不存在').id }, '保存成功');
  }
  const updated = await ctx.db.update(sysLive).set({ ...values, updatedAt: sql`now()` }).where(eq(sysLive.id, id)).returning({ id: sysLive.id });
  return ok({ id: found(updated[0], '直播不存在').id }, '保存成功');
};
