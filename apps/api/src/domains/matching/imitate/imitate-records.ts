/**
 * Simulated matchings (模拟匹配记录, `imitate_match_log`; seeds 001 §7 /imitate/match/log, 000 §2
 * policyserver/simulation): facts typed in by a visitor or a user, matched in memory against the
 * projects not yet ended. Nothing here writes enterprise data.
 *
 * Access: an anonymous record (no user) is reached by its id by anyone who has it; a user's record
 * only by that user — for anyone else it does not exist (NOT_FOUND_ENTITY).
 */
import type { components } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { imitateMatchLog } from '../../../db/schema';
import type { MatchFacts } from '../engine/facts';

/** The contract's ImitateMatchLog. */
export type ImitateMatchLogData = components['schemas']['ImitateMatchLog'];

/** An `imitate_match_log` row. */
export type ImitateRow = typeof imitateMatchLog.$inferSelect;

/**
 * The record `id` if the caller may see it.
 * @throws AppError NOT_FOUND_ENTITY 模拟匹配记录不存在 when it does not exist or belongs to another user.
 */
export async function readableImitateRecord(ctx: HandlerContext, id: string): Promise<ImitateRow> {
  const [row] = await ctx.db.select().from(imitateMatchLog).where(eq(imitateMatchLog.id, id)).limit(1);
  if (!row || (row.userId !== null && row.userId !== ctx.user?.id)) throw new AppError('NOT_FOUND_ENTITY', '模拟匹配记录不存在');
  return row;
}

/** A record in the contract's shape. */
export function toImitateLog(row: ImitateRow): ImitateMatchLogData {
  return {
    id: row.id,
    facts: row.facts as MatchFacts,
    createTime: row.createdAt.toISOString(),
    matchTime: row.matchTime ? row.matchTime.toISOString() : null,
    total: row.total,
    matchedCount: row.matchedCount,
    partlyMatchedCount: row.partlyMatchedCount,
    notMatchedCount: row.notMatchedCount,
    estimatedAmount: row.estimatedAmount,
  };
}
