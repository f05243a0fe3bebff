/**
 * Match forms (匹配表单, issue 15 P9; seeds 001 §3 "match forms with questionnaires", §7
 * /admin/match/form/*): a questionnaire and the questions of it a calculator asks, in order, each
 * optionally naming the enterprise-data field its answer fills. Questions come from the
 * questionnaire domain's tables (`ques_question`, `ques_option`).
 */
import type { components } from '@qifu/sdk';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';

import { pagedSelect, type PageResult, toPageWindow, escapeLike } from '../../../core/paging';
import { iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { polMatchForm, quesInfo, quesOption, quesQuestion } from '../../../db/schema';

/** The contract's MatchFormItem. */
export type MatchFormItem = components['schemas']['MatchFormItem'];
/** The contract's MatchFormQuestion. */
export type MatchFormQuestion = components['schemas']['MatchFormQuestion'];

/** Message of an unknown match form. */
export const MATCH_FORM_NOT_FOUND = '匹配表单不存在';

/** One page of match forms, newest change first, by name keyword and enable flag. */
export function matchFormPage(
  db: Db,
  query: { page?: number; pageSize?: number; formName?: string; enableFlag?: '0' | '1' },
): Promise<PageResult<MatchFormItem>> {
  const window = toPageWindow(query);
  const kw = query.formName?.trim();
  const where = and(kw ? ilike(polMatchForm.formName, `%${escapeLike(kw)}%`) : undefined, query.enableFlag ? eq(polMatchForm.enableFlag, query.enableFlag) : undefined);
  return pagedSelect(
    db
      .select({ form: polMatchForm, questionnaireTitle: quesInfo.quesTitle })
      .from(polMatchForm)
      .leftJoin(quesInfo, eq(quesInfo.id, polMatchForm.questionnaireId))
      .where(where)
      .orderBy(desc(polMatchForm.updatedAt), desc(polMatchForm.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(polMatchForm).where(where),
    ({ form, questionnaireTitle }) => ({
      id: form.id,
      formName: form.formName,
      questionnaireId: form.questionnaireId,
      questionnaireTitle: questionnaireTitle ?? '',
      questionCount: form.questions.length,
      enableFlag: form.enableFlag,
      remark: form.remark,
      questions: form.questions.map((q) => ({ questionId: q.questionId, ...(q.fieldKey ? { fieldKey: q.fieldKey } : {}), sort: q.sort })),
      createTime: iso(form.createdAt),
      updateTime: iso(form.updatedAt),
    }),
  );
}

/** Questions (with their options, in order) of a questionnaire, or the given question ids. */
export async function questionsOf(db: Db, where: { questionnaireId: string } | { questionIds: readonly string[] }): Promise<MatchFormQuestion[]> {
  if ('questionIds' in where && where.questionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(quesQuestion)
    .where('questionnaireId' in where ? eq(quesQuestion.quesId, where.questionnaireId) : inArray(quesQuestion.id, [...where.questionIds]))
    .orderBy(asc(quesQuestion.sort), asc(quesQuestion.id));
  const options =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(quesOption)
          .where(
            inArray(
              quesOption.questionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(quesOption.sort), asc(quesOption.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.questionTitle,
    questionType: r.questionType,
    required: r.required,
    sort: r.sort,
    options: options.filter((o) => o.questionId === r.id).map((o) => ({ label: o.optionContent, value: o.id })),
  }));
}
