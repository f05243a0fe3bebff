import { desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { quesAnswer, quesAnswerItem } from '../../../db/schema';
import { readQuesDetail } from '../ques-info/ques-info.queries';

/** How many latest free texts a 填空题 shows (contract `QuesQuestionStatistics.texts`). */
export const LATEST_TEXTS = 20;

/** A share in percent with two decimals (0 when nobody answered). */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}

/**
 * `GET /ques/answer/statistics?quesId` (ADMIN, YYF, GOV, DEPT; ques:answer:list; seeds 001 §7
 * /ques/*, 答卷统计): per question its answer count; for choice questions each option's count and
 * share of the question's answers (%, two decimals; a 多选题's shares may add up to more than 100);
 * for 评分题 the average score (two decimals, null without answers); for 填空题 the latest 20 texts.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在.
 */
export const getQuesAnswerStatistics: Handler<'getQuesAnswerStatistics'> = async (req, ctx) => {
  const detail = await readQuesDetail(ctx.db, req.query.quesId);
  const items = await ctx.db
    .select({ questionId: quesAnswerItem.questionId, optionIds: quesAnswerItem.optionIds, answerContent: quesAnswerItem.answerContent, answerScore: quesAnswerItem.answerScore })
    .from(quesAnswerItem)
    .innerJoin(quesAnswer, eq(quesAnswer.id, quesAnswerItem.answerId))
    .where(eq(quesAnswer.quesId, detail.id))
    .orderBy(desc(quesAnswer.createdAt));
  return {
    quesId: detail.id,
    quesTitle: detail.quesTitle,
    answerCount: detail.answerCount,
    questions: detail.questions.map((q) => {
      const mine = items.filter((i) => i.questionId === q.id);
      const scores = mine.map((i) => i.answerScore).filter((s): s is number => s !== null);
      return {
        questionId: q.id ?? '',
        questionTitle: q.questionTitle,
        questionType: q.questionType,
        answerCount: mine.length,
        options: (q.options ?? []).map((o) => {
          const n = mine.filter((i) => i.optionIds.includes(o.id ?? '')).length;
          return { optionId: o.id ?? '', optionContent: o.optionContent, count: n, percent: percent(n, mine.length) };
        }),
        avgScore: scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100,
        texts: mine
          .map((i) => i.answerContent)
          .filter((t): t is string => Boolean(t))
          .slice(0, LATEST_TEXTS),
      };
    }),
  };
};
