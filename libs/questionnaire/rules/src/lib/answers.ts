/**
 * Answer and report validation shared by the answering form (browser) and submitQuesAnswer /
 * submitReport (server) (seeds 001 §7 /ques/*, /report/*; contract `QuesAnswerForm`,
 * `ReportSubmitForm`): the first problem as the Chinese message the server answers with.
 */

/** A question as the answering form knows it (contract `QuesQuestion`). */
export interface AnswerableQuestion {
  id?: string;
  questionType: '1' | '2' | '3' | '4';
  required: boolean;
  options?: readonly { id?: string }[];
}

/** An answer to one question (contract `QuesAnswerItem`). */
export interface AnswerItem {
  questionId: string;
  optionIds?: readonly string[];
  answerContent?: string;
  answerScore?: number;
}

/** Whether an answer carries something (a chosen option, non-blank text, a score). */
export function hasAnswer(a: AnswerItem | undefined): boolean {
  if (!a) return false;
  return (a.optionIds?.length ?? 0) > 0 || (a.answerContent?.trim() ?? '') !== '' || a.answerScore !== undefined;
}

/**
 * The first problem of a set of answers, or null: a required question without answer
 * (请回答第{n}题), an answer to an unknown question (第{n}个答案不属于该问卷), options on a
 * non-choice question or unknown options (第{n}题的选项无效), more than one option on a 单选题
 * (第{n}题只能选择一项), text on a choice question or a score outside 1–5 (第{n}题的答案无效).
 * Questions are numbered 1…n in the given order.
 */
export function answerProblem(questions: readonly AnswerableQuestion[], answers: readonly AnswerItem[]): string | null {
  const index = new Map(questions.map((q, i) => [q.id ?? '', i]));
  for (const [k, a] of answers.entries()) {
    if (!index.has(a.questionId)) return `第${k + 1}个答案不属于该问卷`;
  }
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  for (const [i, q] of questions.entries()) {
    const n = i + 1;
    const a = byQuestion.get(q.id ?? '');
    if (!hasAnswer(a)) {
      if (q.required) return `请回答第${n}题`;
      continue;
    }
    const chosen = a?.optionIds ?? [];
    if (q.questionType === '1' || q.questionType === '2') {
      const known = new Set((q.options ?? []).map((o) => o.id));
      if (chosen.some((id) => !known.has(id)) || new Set(chosen).size !== chosen.length) return `第${n}题的选项无效`;
      if (q.questionType === '1' && chosen.length > 1) return `第${n}题只能选择一项`;
      if (chosen.length === 0 || a?.answerContent?.trim() || a?.answerScore !== undefined) return `第${n}题的答案无效`;
    } else if (chosen.length > 0) {
      return `第${n}题的选项无效`;
    } else if (q.questionType === '4') {
      const s = a?.answerScore;
      if (s === undefined || !Number.isInteger(s) || s < 1 || s > 5 || a?.answerContent?.trim()) return `第${n}题的答案无效`;
    } else if (a?.answerScore !== undefined || !a?.answerContent?.trim()) {
      return `第${n}题的答案无效`;
    }
  }
  return null;
}

/**
 * The first answer naming something the questionnaire does not have, or null: an answer to an
 * unknown question (第{n}个答案不属于该问卷) or an option id a choice question does not have
 * (第{n}题的选项无效). Server-side these are referential errors, answered HTTP 200 BUSINESS_RULE
 * before {@link answerProblem}'s malformed-answer checks (issue 17, docs/decisions/0036-declared-statuses-and-referential-errors.md).
 */
export function answerReferenceProblem(questions: readonly AnswerableQuestion[], answers: readonly AnswerItem[]): string | null {
  const index = new Map(questions.map((q, i) => [q.id ?? '', i]));
  for (const [k, a] of answers.entries()) {
    if (!index.has(a.questionId)) return `第${k + 1}个答案不属于该问卷`;
  }
  for (const a of answers) {
    const i = index.get(a.questionId) ?? 0;
    const q = questions[i];
    if (!q || (q.questionType !== '1' && q.questionType !== '2')) continue;
    const known = new Set((q.options ?? []).map((o) => o.id));
    if ((a.optionIds ?? []).some((id) => !known.has(id))) return `第${i + 1}题的选项无效`;
  }
  return null;
}

/** A field of a reporting task (contract `ReportField`). */
export interface ReportFieldRule {
  fieldKey: string;
  fieldName: string;
  fieldType: '1' | '2' | '3';
  required: boolean;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first value naming a field the task does not have (填报字段{fieldKey}不存在), or null. Server-side a
 * referential error, answered HTTP 200 BUSINESS_RULE before {@link reportProblem}'s checks (issue 17).
 */
export function reportReferenceProblem(fields: readonly ReportFieldRule[], values: readonly { fieldKey: string }[]): string | null {
  const known = new Set(fields.map((f) => f.fieldKey));
  const unknown = values.find((v) => !known.has(v.fieldKey));
  return unknown ? `填报字段${unknown.fieldKey}不存在` : null;
}

/**
 * The first problem of a report's values, or null: a required field without value (请填写{fieldName}),
 * a number field not a decimal ({fieldName}须为数字), a date field not YYYY-MM-DD ({fieldName}须为日期),
 * an unknown key (填报字段{fieldKey}不存在), a key twice (填报字段{fieldKey}重复).
 */
export function reportProblem(fields: readonly ReportFieldRule[], values: readonly { fieldKey: string; fieldValue: string }[]): string | null {
  const known = new Map(fields.map((f) => [f.fieldKey, f]));
  const seen = new Set<string>();
  for (const v of values) {
    if (!known.has(v.fieldKey)) return `填报字段${v.fieldKey}不存在`;
    if (seen.has(v.fieldKey)) return `填报字段${v.fieldKey}重复`;
    seen.add(v.fieldKey);
  }
  const byKey = new Map(values.map((v) => [v.fieldKey, v.fieldValue.trim()]));
  for (const f of fields) {
    const value = byKey.get(f.fieldKey) ?? '';
    if (value === '') {
      if (f.required) return `请填写${f.fieldName}`;
      continue;
    }
    if (f.fieldType === '1' && !DECIMAL.test(value)) return `${f.fieldName}须为数字`;
    if (f.fieldType === '3' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) return `${f.fieldName}须为日期`;
  }
  return null;
}
