import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { csSmartQuestion } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /smartAq/replyRecord` (login optional; seeds 000 §7 "Reply record (id, answerContent)"):
 * stores the answer the chat finally showed for a smart question record (a suggestion the user
 * clicked, or the not-found text), replacing the one smartAnswer stored.
 * @throws AppError NOT_FOUND_ENTITY 问答记录不存在 for an unknown id.
 */
export const replyRecord: Handler<'replyRecord'> = async (req, ctx) => {
  const rows = await ctx.db
    .update(csSmartQuestion)
    .set({ answerContent: req.body.answerContent, replyTime: sql`now()` })
    .where(eq(csSmartQuestion.id, req.body.id))
    .returning({ id: csSmartQuestion.id });
  found(rows[0], '问答记录不存在');
  return null;
};
