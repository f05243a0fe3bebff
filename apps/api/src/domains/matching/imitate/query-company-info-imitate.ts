import { desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { imitateMatchLog } from '../../../db/schema';
import { enterpriseCompanyId } from '../caller';
import { loadCompanyFacts } from '../engine/facts';
import { readableImitateRecord, toImitateLog } from './imitate-records';

/**
 * `POST /imitate/match/log/queryCompanyInfoImitate` (optional login; seeds 001 §7): the record `id`,
 * else the caller's latest record; a logged-in enterprise without one gets its archive facts
 * prefilled (id, createTime and matchTime null, counts 0); anyone else without a record gets null.
 * @throws AppError NOT_FOUND_ENTITY 模拟匹配记录不存在 for an id of another user's record.
 */
export const queryCompanyInfoImitate: Handler<'queryCompanyInfoImitate'> = async (req, ctx) => {
  if (req.body.id) return toImitateLog(await readableImitateRecord(ctx, req.body.id));
  const user = ctx.user;
  if (!user) return null;
  const [latest] = await ctx.db
    .select()
    .from(imitateMatchLog)
    .where(eq(imitateMatchLog.userId, user.id))
    .orderBy(desc(imitateMatchLog.createdAt), desc(imitateMatchLog.id))
    .limit(1);
  if (latest) return toImitateLog(latest);
  const companyId = enterpriseCompanyId(ctx);
  if (!companyId) return null;
  return {
    id: null,
    facts: await loadCompanyFacts(ctx.db, companyId),
    createTime: null,
    matchTime: null,
    total: 0,
    matchedCount: 0,
    partlyMatchedCount: 0,
    notMatchedCount: 0,
    estimatedAmount: 0,
  };
};
