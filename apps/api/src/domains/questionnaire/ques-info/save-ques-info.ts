import { eq, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { BodyOf, Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { quesInfo, quesInfoTag, quesOption, quesQuestion } from '../../../db/schema';
import { assertTargets } from '../targeting';
import { QUES_NOT_FOUND } from './ques-info.queries';
import { QUES_STATUS } from './ques-status';

type QuesForm = BodyOf<'saveQuesInfo'>;

/** Choice questions (单选题, 多选题) carry 2–30 options (contract `QuesQuestion`). */
const CHOICE_TYPES = new Set(['1', '2']);
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 30;

function badRequest(text: string): AppError {
  return new AppError('BAD_REQUEST', `请求参数错误：${text}`, text);
}

/**
 * The rules the schema cannot say: the end after the start, options only on choice questions
 * (2–30 of them), no two options of a question alike.
 * @throws AppError BAD_REQUEST naming the question (第N题).
 */
export function assertQuesForm(form: QuesForm): void {
  if (new Date(form.endTime).getTime() <= new Date(form.startTime).getTime()) throw badRequest('结束时间须晚于开始时间');
  form.questions.forEach((q, i) => {
    const n = i + 1;
    const options = q.options ?? [];
    if (CHOICE_TYPES.has(q.questionType)) {
      if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) throw badRequest(`第${n}题须有${MIN_OPTIONS}至${MAX_OPTIONS}个选项`);
      const contents = options.map((o) => o.optionContent.trim());
      if (contents.some((c) => c === '')) throw badRequest(`第${n}题的选项不能为空`);
      if (new Set(contents).size !== contents.length) throw badRequest(`第${n}题的选项不能重复`);
    } else if (options.length > 0) {
      throw badRequest(`第${n}题（填空题、评分题）不能有选项`);
    }
  });
}

/**
 * `POST /ques/info/save` (ADMIN, YYF, GOV, DEPT; ques:info:save; seeds 001 §7 /ques/*; the custom
 * form of /commonform and /preview 保存, seeds 000 §2, §4 "Other"): without id creates a
 * questionnaire in status 0 未发布, with id updates one in status 0. Questions are replaced as a
 * whole in the order given (sort renumbered 1…n, options likewise); ids sent back that belonged
 * to this questionnaire (question) are kept, others are replaced by new ones.
 * Targets: tagIds and streetCodes (issue 19; see `../targeting.ts`).
 * @throws AppError BAD_REQUEST (see {@link assertQuesForm}), BUSINESS_RULE 面向的企业标签不存在 /
 *   面向的街道不存在 (unknown tag or street, issue 17), NOT_FOUND_ENTITY 问卷不存在, BUSINESS_RULE
 *   当前状态不允许该操作 (published or ended).
 */
export const saveQuesInfo: Handler<'saveQuesInfo'> = async (req, ctx) => {
  const form = req.body;
  assertQuesForm(form);
  const userId = ctx.user?.id ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    const { tagIds, streetCodes } = await assertTargets(tx, form.tagIds, form.streetCodes);
    const values = {
      streetCodes,
      quesTitle: form.quesTitle.trim(),
      quesDesc: form.quesDesc?.trim() ? form.quesDesc.trim() : null,
      startTime: new Date(form.startTime),
      endTime: new Date(form.endTime),
      updatedBy: userId,
      updatedAt: new Date(),
    };
    let quesId: string;
    let oldQuestionIds = new Set<string>();
    let oldOptionOwner = new Map<string, string>();
    if (form.id) {
      const [current] = await tx.select({ status: quesInfo.status }).from(quesInfo).where(eq(quesInfo.id, form.id)).for('update');
      if (!current) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
      assertTransition(QUES_STATUS, current.status, 'save');
      await tx.update(quesInfo).set(values).where(eq(quesInfo.id, form.id));
      quesId = form.id;
      const oldQuestions = await tx.select({ id: quesQuestion.id }).from(quesQuestion).where(eq(quesQuestion.quesId, quesId));
      oldQuestionIds = new Set(oldQuestions.map((q) => q.id));
      if (oldQuestionIds.size > 0) {
        const oldOptions = await tx
          .select({ id: quesOption.id, questionId: quesOption.questionId })
          .from(quesOption)
          .where(inArray(quesOption.questionId, [...oldQuestionIds]));
        oldOptionOwner = new Map(oldOptions.map((o) => [o.id, o.questionId]));
      }
      await tx.delete(quesQuestion).where(eq(quesQuestion.quesId, quesId));
      await tx.delete(quesInfoTag).where(eq(quesInfoTag.quesId, quesId));
    } else {
      const [row] = await tx
        .insert(quesInfo)
        .values({ ...values, status: '0', createdBy: userId })
        .returning({ id: quesInfo.id });
      if (!row) throw new Error('ques_info insert returned nothing');
      quesId = row.id;
    }
    const usedQuestionIds = new Set<string>();
    for (const [i, q] of form.questions.entries()) {
      const keepId = q.id && oldQuestionIds.has(q.id) && !usedQuestionIds.has(q.id) ? q.id : undefined;
      const [question] = await tx
        .insert(quesQuestion)
        .values({
          ...(keepId ? { id: keepId } : {}),
          quesId,
          questionTitle: q.questionTitle.trim(),
          questionType: q.questionType,
          required: q.required,
          sort: i + 1,
        })
        .returning({ id: quesQuestion.id });
      if (!question) throw new Error('ques_question insert returned nothing');
      usedQuestionIds.add(question.id);
      const options = q.options ?? [];
      if (options.length > 0) {
        const usedOptionIds = new Set<string>();
        await tx.insert(quesOption).values(
          options.map((o, j) => {
            const keep = o.id && keepId && oldOptionOwner.get(o.id) === keepId && !usedOptionIds.has(o.id) ? o.id : undefined;
            if (keep) usedOptionIds.add(keep);
            return { ...(keep ? { id: keep } : {}), questionId: question.id, optionContent: o.optionContent.trim(), sort: j + 1 };
          }),
        );
      }
    }
    if (tagIds.length > 0) await tx.insert(quesInfoTag).values(tagIds.map((tagInfoId) => ({ quesId, tagInfoId })));
    return quesId;
  });
  return ok({ id }, '保存成功');
};
