/** Reading a questionnaire with its questions, options and tags (`QuesDetail` of the contract). */
import type { components } from '@qifu/sdk';
import { asc, count, eq, inArray } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { quesAnswer, quesInfo, quesInfoTag, quesOption, quesQuestion, tagInfo } from '../../../db/schema';
import { effectiveStatus } from './ques-status';

/** The contract's questionnaire detail. */
export type QuesDetail = components['schemas']['QuesDetail'];

/** The message of an unknown questionnaire. */
export const QUES_NOT_FOUND = '问卷不存在';

/**
 * A questionnaire with its questions (by sort), their options (by sort), its target tags and its
 * answer count; the status as readers see it (`effectiveStatus`).
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在.
 */
export async function readQuesDetail(db: Db, id: string): Promise<QuesDetail> {
  const [info] = await db.select().from(quesInfo).where(eq(quesInfo.id, id)).limit(1);
  if (!info) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
  const [questions, tags, answers] = await Promise.all([
    db.select().from(quesQuestion).where(eq(quesQuestion.quesId, id)).orderBy(asc(quesQuestion.sort), asc(quesQuestion.id)),
    db
      .select({ id: tagInfo.id, tagName: tagInfo.tagName })
      .from(quesInfoTag)
      .innerJoin(tagInfo, eq(tagInfo.id, quesInfoTag.tagInfoId))
      .where(eq(quesInfoTag.quesId, id))
      .orderBy(asc(tagInfo.sort), asc(tagInfo.tagName)),
    db.select({ n: count() }).from(quesAnswer).where(eq(quesAnswer.quesId, id)),
  ]);
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(quesOption)
          .where(
            inArray(
              quesOption.questionId,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(asc(quesOption.sort), asc(quesOption.id));
  return {
    id: info.id,
    quesTitle: info.quesTitle,
    quesDesc: info.quesDesc,
    startTime: info.startTime.toISOString(),
    endTime: info.endTime.toISOString(),
    status: effectiveStatus(info.status, info.endTime),
    tags,
    streetCodes: info.streetCodes,
    questions: questions.map((q) => {
      const own = options.filter((o) => o.questionId === q.id);
      return {
        id: q.id,
        questionTitle: q.questionTitle,
        questionType: q.questionType,
        required: q.required,
        sort: q.sort,
        ...(q.questionType === '1' || q.questionType === '2'
          ? { options: own.map((o) => ({ id: o.id, optionContent: o.optionContent, sort: o.sort })) }
          : {}),
      };
    }),
    answerCount: Number(answers[0]?.n ?? 0),
    createTime: info.createdAt.toISOString(),
  };
}
