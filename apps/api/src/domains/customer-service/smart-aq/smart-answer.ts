import { eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { csKnowledge, csSmartQuestion } from '../../../db/schema';
import { matchKnowledge } from '../knowledge/knowledge-match';

/** Most related entries the smart answer returns (SmartAnswer.knowledgeList). */
export const SMART_ANSWER_RELATED = 5;

/**
 * `POST /smartAq/answer` (login optional; seeds 000 §3 "Smart question record", §7 "Smart answer
 * (question)", §8 "Missing chat match"): matches the question against the enabled knowledge
 * entries ({@link matchKnowledge}); the best entry answers when it is a strong match (its hit
 * count + 1). Stores a smart question record (question, matched, best entry, its answer, the
 * caller when logged in) and answers `{ id, question, matched, answerContent, knowledgeList }` —
 * `matched: false` and `answerContent: null` when nothing answers (the chat shows 未找到您想到的信息);
 * knowledgeList holds up to 5 candidates, best first. Blank after trimming → 400 请输入您的问题.
 */
export const smartAnswer: Handler<'smartAnswer'> = async (req, ctx) => {
  const question = req.body.question.trim();
  if (!question) throw new AppError('BAD_REQUEST', '请输入您的问题', '参数 question 不能为空');
  const { list } = await matchKnowledge(ctx.db, question, SMART_ANSWER_RELATED);
  const best = list[0]?.strong ? list[0] : undefined;
  return ctx.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(csSmartQuestion)
      .values({
        question,
        matched: best !== undefined,
        knowledgeId: best?.id ?? null,
        answerContent: best?.knoReply ?? null,
        userId: ctx.user?.id ?? null,
      })
      .returning({ id: csSmartQuestion.id });
    if (!record) throw new Error('smart question record not inserted');
    if (best) {
      await tx
        .update(csKnowledge)
        .set({ hitCount: sql`${csKnowledge.hitCount} + 1` })
        .where(eq(csKnowledge.id, best.id));
    }
    return {
      id: record.id,
      question,
      matched: best !== undefined,
      answerContent: best?.knoReply ?? null,
      knowledgeList: list.map((k) => ({ id: k.id, knoQuiz: k.knoQuiz, knoReply: k.knoReply })),
    };
  });
};
