/**
 * The custom form as the designer edits it, and its conversions: from and to the stored
 * questionnaire (`QuesDetail` / `QuesForm`), and to the declaration-form template of
 * `@qifu/dynamic-form` (`FormTemplate`) that /preview renders.
 *
 * Field kinds are the questionnaire's question types, each shown by a dynamic-form field type:
 * 1 单选题 → radio, 2 多选题 → checkbox, 3 填空题 → textarea, 4 评分题 → radio of 1分 … 5分.
 */
import type { FormTemplate, FormTemplateField } from '@qifu/validation';

import type { CustomFormDetail, CustomFormPayload } from './custom-form.queries';

/** A field kind (the questionnaire's `QuesQuestionType`). */
export type FieldKind = '1' | '2' | '3' | '4';

/** The field kinds in the order of the designer's buttons, with the dynamic-form type each renders as. */
export const FIELD_KINDS: readonly { kind: FieldKind; label: string; control: FormTemplateField['type'] }[] = [
  { kind: '1', label: '单选题', control: 'radio' },
  { kind: '2', label: '多选题', control: 'checkbox' },
  { kind: '3', label: '填空题', control: 'textarea' },
  { kind: '4', label: '评分题', control: 'radio' },
];

/** Kinds that carry options (2–30 of them). */
export const CHOICE_KINDS: readonly FieldKind[] = ['1', '2'];

/** Limits of the contract (`QuesForm`, `QuesQuestion`, `QuesOption`). */
export const FORM_LIMITS = { title: 100, desc: 1000, fields: 100, label: 300, minOptions: 2, maxOptions: 30, option: 200 } as const;

/** An option while edited; `uid` is a stable React key, `id` the stored one. */
export interface DesignOption {
  uid: string;
  id?: string;
  label: string;
}

/** A field while edited. */
export interface DesignField {
  uid: string;
  id?: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  options: DesignOption[];
}

/** The whole form while edited. */
export interface DesignForm {
  id?: string;
  title: string;
  desc: string;
  /** Filling window: start and end. */
  range: [Date | null, Date | null];
  fields: DesignField[];
}

let counter = 0;
/** A new React key. */
export const newUid = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new field of `kind` (choice kinds start with two options 选项1, 选项2). */
export function newField(kind: FieldKind): DesignField {
  return {
    uid: newUid(),
    kind,
    label: '',
    required: false,
    options: CHOICE_KINDS.includes(kind) ? [1, 2].map((n) => ({ uid: newUid(), label: `选项${n}` })) : [],
  };
}

/** An empty form: filling from tomorrow 00:00 for 30 days (local time). */
export function emptyForm(now: Date = new Date()): DesignForm {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const end = new Date(start.getTime() + 30 * 86_400_000 - 60_000);
  return { title: '', desc: '', range: [start, end], fields: [] };
}

/** The stored form as the designer edits it. */
export function fromDetail(detail: CustomFormDetail): DesignForm {
  return {
    id: detail.id,
    title: detail.quesTitle,
    desc: detail.quesDesc ?? '',
    range: [new Date(detail.startTime), new Date(detail.endTime)],
    fields: detail.questions.map((q) => ({
      uid: q.id ?? newUid(),
      ...(q.id ? { id: q.id } : {}),
      kind: q.questionType,
      label: q.questionTitle,
      required: q.required,
      options: (q.options ?? []).map((o) => ({ uid: o.id ?? newUid(), ...(o.id ? { id: o.id } : {}), label: o.optionContent })),
    })),
  };
}

/**
 * The designer's problems, keyed by place (`title`, `range`, `fields`, `fields.<uid>`,
 * `fields.<uid>.options`); empty when the form can be saved. Texts: 请输入表单标题, 请选择填写时间,
 * 请至少添加一个字段, 请输入第N个字段的标题, 第N个字段至少需要2个选项 / 最多30个选项, 第N个字段的选项不能为空 / 不能重复.
 */
export function validateDesign(form: DesignForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors['title'] = '请输入表单标题';
  if (!form.range[0] || !form.range[1]) errors['range'] = '请选择填写时间';
  if (form.fields.length === 0) errors['fields'] = '请至少添加一个字段';
  if (form.fields.length > FORM_LIMITS.fields) errors['fields'] = `最多${FORM_LIMITS.fields}个字段`;
  form.fields.forEach((field, i) => {
    const n = i + 1;
    if (!field.label.trim()) errors[`fields.${field.uid}`] = `请输入第${n}个字段的标题`;
    if (!CHOICE_KINDS.includes(field.kind)) return;
    const labels = field.options.map((o) => o.label.trim());
    const key = `fields.${field.uid}.options`;
    if (labels.length < FORM_LIMITS.minOptions) errors[key] = `第${n}个字段至少需要${FORM_LIMITS.minOptions}个选项`;
    else if (labels.length > FORM_LIMITS.maxOptions) errors[key] = `第${n}个字段最多${FORM_LIMITS.maxOptions}个选项`;
    else if (labels.some((l) => l === '')) errors[key] = `第${n}个字段的选项不能为空`;
    else if (new Set(labels).size !== labels.length) errors[key] = `第${n}个字段的选项不能重复`;
  });
  return errors;
}

/** The save payload of a valid form (check {@link validateDesign} first). */
export function toPayload(form: DesignForm): CustomFormPayload {
  const [start, end] = form.range;
  return {
    ...(form.id ? { id: form.id } : {}),
    quesTitle: form.title.trim(),
    ...(form.desc.trim() ? { quesDesc: form.desc.trim() } : {}),
    startTime: (start ?? new Date()).toISOString(),
    endTime: (end ?? new Date()).toISOString(),
    questions: form.fields.map((f, i) => ({
      ...(f.id ? { id: f.id } : {}),
      questionTitle: f.label.trim(),
      questionType: f.kind,
      required: f.required,
      sort: i + 1,
      ...(CHOICE_KINDS.includes(f.kind)
        ? { options: f.options.map((o, j) => ({ ...(o.id ? { id: o.id } : {}), optionContent: o.label.trim(), sort: j + 1 })) }
        : {}),
    })),
  };
}

/** The save payload of a stored form as it is (the preview's 保存). */
export function detailToPayload(detail: CustomFormDetail): CustomFormPayload {
  return toPayload(fromDetail(detail));
}

/** The score options of 评分题. */
const SCORE_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ label: `${n}分`, value: String(n) }));

/**
 * The stored form as a `@qifu/dynamic-form` template: one field per question, keys `q1`, `q2` …, its
 * control by {@link FIELD_KINDS}, choice values the option ids (or texts when unsaved).
 */
export function toFormTemplate(detail: Pick<CustomFormDetail, 'quesTitle' | 'questions'>): FormTemplate {
  return {
    title: detail.quesTitle,
    fields: detail.questions.map((q, i) => {
      const base = { key: `q${i + 1}`, label: q.questionTitle, required: q.required };
      if (q.questionType === '1' || q.questionType === '2') {
        return {
          ...base,
          type: q.questionType === '1' ? 'radio' : 'checkbox',
          options: (q.options ?? []).map((o) => ({ label: o.optionContent, value: o.id ?? o.optionContent })),
        };
      }
      if (q.questionType === '4') return { ...base, type: 'radio', options: SCORE_OPTIONS };
      return { ...base, type: 'textarea', rules: [{ type: 'maxLength', value: 1000 }] };
    }),
  };
}
