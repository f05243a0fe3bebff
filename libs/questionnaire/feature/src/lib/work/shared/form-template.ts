/**
 * The designer's questionnaire and a task's report fields as a template of the shared dynamic form
 * renderer (`@qifu/dynamic-form`; issue 19 "the answering form renders the designer's form"), and
 * the renderer's answers back as the contract's `QuesAnswerItem[]` / `ReportValue[]`.
 */
import type { DynamicFormProps } from '@qifu/dynamic-form';
import type { QuesAnswerItem, QuesQuestion, ReportField } from '@qifu/questionnaire-data-access';

type Template = DynamicFormProps['template'];
type Answers = Parameters<DynamicFormProps['onSubmit']>[0];

/** Field key of question n (1-based): `q1`, `q2` … */
export const questionKey = (index: number) => `q${index + 1}`;

/** The scores a 评分题 offers (1–5 分). */
const SCORES = ['1', '2', '3', '4', '5'].map((s) => ({ label: `${s}分`, value: s }));

/**
 * A questionnaire as a form: 单选题 → radio, 多选题 → checkbox (options by id), 填空题 → textarea
 * (≤ 1000 characters), 评分题 → radio 1分…5分; titles numbered 1. … n.
 */
export function questionsTemplate(questions: readonly QuesQuestion[], title?: string): Template {
  return {
    ...(title ? { title } : {}),
    fields: questions.map((q, i) => {
      const label = `${i + 1}. ${q.questionTitle}`;
      const key = questionKey(i);
      switch (q.questionType) {
        case '1':
        case '2':
          return { key, label, required: q.required, type: q.questionType === '1' ? 'radio' : 'checkbox', options: (q.options ?? []).map((o) => ({ label: o.optionContent, value: o.id ?? '' })) };
        case '4':
          return { key, label, required: q.required, type: 'radio', options: SCORES };
        default:
          return { key, label, required: q.required, type: 'textarea', rules: [{ type: 'maxLength', value: 1000 }] };
      }
    }),
  };
}

/** The form's answers as `QuesAnswerItem[]` (questions left blank are left out). */
export function answersOf(questions: readonly QuesQuestion[], values: Answers): QuesAnswerItem[] {
  const out: QuesAnswerItem[] = [];
  questions.forEach((q, i) => {
    const v = values[questionKey(i)];
    const questionId = q.id ?? '';
    if (v === null || v === undefined || v === '') return;
    if (q.questionType === '2' && Array.isArray(v) && v.length > 0) out.push({ questionId, optionIds: v.map(String) });
    else if (q.questionType === '1') out.push({ questionId, optionIds: [String(v)] });
    else if (q.questionType === '4') out.push({ questionId, answerScore: Number(v) });
    else if (q.questionType === '3' && String(v).trim()) out.push({ questionId, answerContent: String(v).trim() });
  });
  return out;
}

/** Saved answers as the form's initial values (read-only view after submitting). */
export function answersToValues(questions: readonly QuesQuestion[], answers: readonly QuesAnswerItem[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  questions.forEach((q, i) => {
    const a = answers.find((x) => x.questionId === q.id);
    if (!a) return;
    const key = questionKey(i);
    if (q.questionType === '2') out[key] = a.optionIds ?? [];
    else if (q.questionType === '1') out[key] = a.optionIds?.[0] ?? null;
    else if (q.questionType === '4') out[key] = a.answerScore !== undefined ? String(a.answerScore) : null;
    else out[key] = a.answerContent ?? null;
  });
  return out;
}

/** The field label with its unit: 营业收入（万元）. */
export const fieldLabel = (f: ReportField) => (f.fieldUnit ? `${f.fieldName}（${f.fieldUnit}）` : f.fieldName);

/** A task's fields as a form: 数值 → number, 文本 → input (≤ 500), 日期 → date. */
export function reportTemplate(fields: readonly ReportField[]): Template {
  return {
    fields: fields.map((f) =>
      f.fieldType === '1'
        ? { key: f.fieldKey, label: fieldLabel(f), required: f.required, type: 'number' as const }
        : f.fieldType === '3'
          ? { key: f.fieldKey, label: fieldLabel(f), required: f.required, type: 'date' as const }
          : { key: f.fieldKey, label: fieldLabel(f), required: f.required, type: 'input' as const, rules: [{ type: 'maxLength' as const, value: 500 }] },
    ),
  };
}

/** The form's values as `ReportValue[]` (numbers as decimal text; blanks as ''). */
export function reportValuesOf(fields: readonly ReportField[], values: Answers): { fieldKey: string; fieldValue: string }[] {
  return fields.map((f) => {
    const v = values[f.fieldKey];
    return { fieldKey: f.fieldKey, fieldValue: v === null || v === undefined ? '' : String(v).trim() };
  });
}

/** Saved values as the form's initial values (numbers back to numbers). */
export function reportValuesToForm(fields: readonly ReportField[], values: readonly { fieldKey: string; fieldValue: string }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values.find((x) => x.fieldKey === f.fieldKey)?.fieldValue;
    if (v === undefined || v === '') continue;
    out[f.fieldKey] = f.fieldType === '1' ? Number(v) : v;
  }
  return out;
}
