import type { Handler } from '../../../core/handler';
import { readableImitateRecord } from './imitate-records';

/**
 * `GET /imitate/match/log/getMatchCount` (optional login; seeds 001 §7): the counts per match
 * result and the estimated amount (yuan) of one simulated matching, as computed when it ran.
 * @throws AppError NOT_FOUND_ENTITY 模拟匹配记录不存在 for an unknown id or another user's record.
 */
export const getMatchCount: Handler<'getMatchCount'> = async (req, ctx) => {
  const row = await readableImitateRecord(ctx, req.query.id);
  return {
    total: row.total,
    matchedCount: row.matchedCount,
    partlyMatchedCount: row.partlyMatchedCount,
    notMatchedCount: row.notMatchedCount,
    estimatedAmount: row.estimatedAmount,
  };
};
