import { and, eq, ne, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { csKnowledge } from '../../../db/schema';
import { conflictOnUnique, found } from '../../../core/entity';
import { DUPLICATE_QUIZ_MSG } from './knowledge.queries';

/**
 * `POST /knowledge/saveOrUpdate` (ADMIN, YYF, CALL, cs:knowledge:save; seeds 000 §3 "Knowledge
 * entry (knoQuiz, knoReply)"): creates (no id) or updates an entry; texts are trimmed (blank →
 * 400 请输入问题 / 请输入答复); enableFlag defaults to true on create and is kept on update when
 * not sent. Answers `{ id }` with 保存成功.
 * @throws AppError CONFLICT 该问题已存在 when another entry has the same question.
 * @throws AppError NOT_FOUND_ENTITY 知识不存在 for an unknown id.
 */
export const saveOrUpdateKnowledge: Handler<'saveOrUpdateKnowledge'> = async (req, ctx) => {
  const knoQuiz = req.body.knoQuiz.trim();
  const knoReply = req.body.knoReply.trim();
  if (!knoQuiz) throw new AppError('BAD_REQUEST', '请输入问题', '参数 knoQuiz 不能为空');
  if (!knoReply) throw new AppError('BAD_REQUEST', '请输入答复', '参数 knoReply 不能为空');
  const { id, enableFlag } = req.body;

  const [duplicate] = await ctx.db
    .select({ id: csKnowledge.id })
    .from(csKnowledge)
    .where(and(eq(csKnowledge.knoQuiz, knoQuiz), id ? ne(csKnowledge.id, id) : undefined))
    .limit(1);
  if (duplicate) throw new AppError('CONFLICT', DUPLICATE_QUIZ_MSG);

  return conflictOnUnique(DUPLICATE_QUIZ_MSG, async () => {
    if (id) {
      const rows = await ctx.db
        .update(csKnowledge)
        .set({ knoQuiz, knoReply, ...(enableFlag === undefined ? {} : { enableFlag }), updatedAt: sql`now()` })
        .where(eq(csKnowledge.id, id))
        .returning({ id: csKnowledge.id });
      return ok({ id: found(rows[0], '知识不存在').id }, '保存成功');
    }
    const rows = await ctx.db
      .insert(csKnowledge)
      .values({ knoQuiz, knoReply, enableFlag: enableFlag ?? true, createdBy: ctx.user?.id ?? null })
      .returning({ id: csKnowledge.id });
    return ok({ id: found(rows[0], '知识不存在').id }, '保存成功');
  });
};
