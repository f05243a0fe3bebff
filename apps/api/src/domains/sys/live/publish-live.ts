import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { changeLivePublishState } from './live.queries';

/**
 * `POST /sys/live/publish` (ADMIN, YYF, sys:live:publish): 0 未发布 → 1 已发布; from 1 →
 * BUSINESS_RULE 当前状态不允许该操作; unknown id → NOT_FOUND_ENTITY 直播不存在.
 */
export const publishLive: Handler<'publishLive'> = async (req, ctx) => {
  await changeLivePublishState(ctx.db, req.body.id, 'publish');
  return ok(null, '发布成功');
};
