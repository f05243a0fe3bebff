import { sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { polMySub } from '../../../db/schema';
import { enabledTags } from './subscription';

/**
 * `POST /pol/my/saveMySub` (QY, GR; seeds 000 §1 subscription, 001 §4 "Policy tag filter"):
 * replaces the caller's subscription with `tagInfoIds` (an empty list ends it) and answers 订阅成功.
 * Both refusals are business rules, not contract violations (HTTP 200; issue 17).
 * @throws AppError BUSINESS_RULE 标签不存在或已停用 for an unknown or disabled tag; BUSINESS_RULE
 *   同一分类只能订阅一个标签（…） for two tags of one category line.
 */
export const saveMySub: Handler<'saveMySub'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const ids = [...new Set(req.body.tagInfoIds)];
  const tags = await enabledTags(ctx.db, ids);
  if (tags.length !== ids.length) throw new AppError('BUSINESS_RULE', '标签不存在或已停用');
  const seen = new Set<string>();
  for (const t of tags) {
    if (seen.has(t.categoryId)) throw new AppError('BUSINESS_RULE', `同一分类只能订阅一个标签（${t.categoryName}）`);
    seen.add(t.categoryId);
  }
  const tagInfoIds = tags.map((t) => t.id);
  await ctx.db
    .insert(polMySub)
    .values({ userId: user.id, tagInfoIds })
    .onConflictDoUpdate({ target: polMySub.userId, set: { tagInfoIds, updatedAt: sql`now()` } });
  return ok(null, '订阅成功');
};
