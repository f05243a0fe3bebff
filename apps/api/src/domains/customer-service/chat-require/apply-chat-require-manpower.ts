import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { isUniqueViolation } from '../../../core/pg-errors';
import { csChatRequire } from '../../../db/schema';
import { openRequireOfUser, requireChatRequire } from './chat-require.queries';

/** Success message of 转人工. */
export const APPLY_MSG = '已为您转接人工客服，请稍候';

/**
 * `POST /chatRequireManpower/apply { question? }` (any login; seeds 000 §4 "Human chat": the
 * contact-human action): opens a manpower request in 1 待接入 for the caller with the last robot
 * question, or returns the caller's open request (1 or 2) — at most one per user (a partial unique
 * index settles two racing calls). Answers the request with 已为您转接人工客服，请稍候.
 */
export const applyChatRequireManpower: Handler<'applyChatRequireManpower'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const existing = await openRequireOfUser(ctx.db, user.id);
  if (existing) return ok(existing, APPLY_MSG);
  const question = req.body.question?.trim() || null;
  try {
    const [row] = await ctx.db.insert(csChatRequire).values({ userId: user.id, question }).returning({ id: csChatRequire.id });
    if (!row) throw new AppError('BUSINESS_RULE', '转人工失败，请稍后重试');
    return ok(await requireChatRequire(ctx.db, row.id), APPLY_MSG);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await openRequireOfUser(ctx.db, user.id);
    if (!raced) throw err;
    return ok(raced, APPLY_MSG);
  }
};
