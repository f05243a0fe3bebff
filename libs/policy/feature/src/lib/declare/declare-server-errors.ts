import { isApiError } from '@qifu/sdk';
import { validateFormData, type FormDataError, type FormTemplate } from '@qifu/validation';

/** The declaration page's own fields (outside the template form). */
export type DeclareOwnField = 'contactName' | 'contactPhone' | 'attachments';

/** A server refusal sorted onto the page: the template form's errors and the page's own fields' errors. */
export interface DeclareServerErrors {
  /** For `DynamicForm`'s `serverErrors` (`path` = the answer's dotted path; `''` = no field: listed above the buttons). */
  form: FormDataError[];
  /** Errors of 联系人, 联系电话 and 申报材料. */
  own: Partial<Record<DeclareOwnField, string>>;
}

const OWN_FIELDS: readonly DeclareOwnField[] = ['contactName', 'contactPhone', 'attachments'];
const BAD_REQUEST_PREFIX = /^请求参数错误[：:]\s*/;
/** The contract check's wording (`describeValidationErrors` of the API): `参数 formData.devices[0].name 不能为空`. */
const CONTRACT_ERROR = /^参数\s+(\S+)\s+(.+)$/;

/** `formData.devices[0].name` → `devices.0.name`. */
function answerPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

function labelOf(template: FormTemplate, path: string): string {
  const [key] = path.split('.');
  return template.fields.find((f) => f.key === key)?.label ?? '';
}

/**
 * Sorts an HTTP 400 BAD_REQUEST of `saveProjectApply` onto the fields that caused it (seeds 000 §5
 * "Form errors scroll into view"). The server names the first problem in `msg`/`description`:
 * either the contract check's `参数 <path> <问题>` (→ that answer or own field), or the template
 * check of `validateFormData` as `标签：问题` or a message already naming the field (→ found by
 * running the same check on the answers sent, else by the field label it names). Anything else is
 * a form-level error (`path: ''`). Returns `null` when `error` is not a 400.
 *
 * @param error - what `mutateAsync` rejected with
 * @param template - the project's template
 * @param formData - the answers sent
 * @param draft - whether it was 保存草稿 (the template check's draft mode)
 */
export function declareServerErrors(error: unknown, template: FormTemplate, formData: Record<string, unknown>, draft: boolean): DeclareServerErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const text = (error.description || error.msg || '').replace(BAD_REQUEST_PREFIX, '').trim();
  const result: DeclareServerErrors = { form: [], own: {} };
  if (!text) return result;

  const contract = CONTRACT_ERROR.exec(text);
  if (contract) {
    const path = contract[1] ?? '';
    const own = OWN_FIELDS.find((f) => path === f || path.startsWith(`${f}[`) || path.startsWith(`${f}.`));
    if (own) result.own[own] = text;
    else if (path.startsWith('formData.')) {
      const answer = answerPath(path.slice('formData.'.length));
      result.form.push({ path: answer, label: labelOf(template, answer), message: text });
    } else result.form.push({ path: '', label: '', message: text });
    return result;
  }

  const same = validateFormData(template, formData, { draft }).find(
    (e) => e.message === text || `${e.label}：${e.message}` === text,
  );
  if (same) {
    result.form.push(same);
    return result;
  }

  const named = [...template.fields].sort((a, b) => b.label.length - a.label.length).find((f) => text.includes(f.label));
  if (named) {
    const message = text.startsWith(`${named.label}：`) ? text.slice(named.label.length + 1) : text;
    result.form.push({ path: named.key, label: named.label, message });
    return result;
  }
  result.form.push({ path: '', label: '', message: text });
  return result;
}
