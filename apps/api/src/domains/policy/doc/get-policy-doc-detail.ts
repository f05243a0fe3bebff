import type { Handler } from '../../../core/handler';
import { viewPublishedPolicy } from './published-policy';

/**
 * `GET /policy/doc/detail?id=` (public): a published policy with its content; counts a view.
 * Unknown or unpublished id → HTTP 200 NOT_FOUND_ENTITY 政策不存在.
 */
export const getPolicyDocDetail: Handler<'getPolicyDocDetail'> = async (req, ctx) => viewPublishedPolicy(ctx.db, req.query.id);
