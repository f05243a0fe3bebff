import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { changeLivePublishState } from './live.queries';

/**
 * `POST /sys/live/offPublish` (ADMIN, YYF, sys:live:publish): 1 已发布 → 0 未发布; from 0 →
 * BUSINESS_RULE 当前状态不允许该操作; unknown id → NOT_FOUND_ENTITY 直播不存在.
 */
export const offPublishLive: Handler<'offPublishLive'> = async (req, ctx) => {
  await changeLivePublishState(ctx.db, req.body.id, 'offPublish');
  return ok(null, '下架成功');
};
