/**
 * SMS template variables (seeds 001 §1 "SMS templates and sending", §7 /sms/*; issue 19): the ONE list of placeholders a
 * template or a batch text may hold, imported by the server (saveSmsTemplate and sendSmsBatch refuse the rest) and by
 * the browser (the template dialog checks while typing and offers the variables as buttons).
 *
 * A placeholder is `{key}` (letters only). Three sources fill it when a batch is built:
 * - `receiver`: per recipient, from the receiver row or the enterprise (`companyName`, `name`);
 * - `system`: by the server at send time (`date`: the send day in China time, `11月27日`);
 * - `batch`: one value for the whole batch, typed on 短信发送 (`params` of the send form).
 */

/** Where a variable's value comes from (see the module comment). */
export type SmsVariableSource = 'receiver' | 'system' | 'batch';

/** One allowed variable: `key` as written between braces, its Chinese label and an example value. */
export interface SmsTemplateVariable {
  key: string;
  label: string;
  source: SmsVariableSource;
  example: string;
}

/** The allowed variables, in the order the template dialog offers them. */
export const SMS_TEMPLATE_VARIABLES = [
  { key: 'companyName', label: '企业名称', source: 'receiver', example: '德清县恒达新材料有限公司' },
  { key: 'name', label: '接收人姓名', source: 'receiver', example: '张伟' },
  { key: 'date', label: '发送日期', source: 'system', example: '11月27日' },
  { key: 'policyTitle', label: '政策名称', source: 'batch', example: '2026年度技术改造补助' },
  { key: 'projectName', label: '项目名称', source: 'batch', example: '专精特新企业认定' },
  { key: 'activityName', label: '活动名称', source: 'batch', example: '数字化转型培训' },
  { key: 'startTime', label: '开始时间', source: 'batch', example: '12月1日 9:00' },
  { key: 'endDate', label: '截止日期', source: 'batch', example: '11月30日' },
  { key: 'address', label: '地点', source: 'batch', example: '县行政服务中心3楼' },
  { key: 'taskName', label: '任务名称', source: 'batch', example: '2026年三季度经济运行填报' },
  { key: 'content', label: '通知内容', source: 'batch', example: '请按时参加' },
  { key: 'hotline', label: '咨询电话', source: 'batch', example: '0572-8888888' },
] as const satisfies readonly SmsTemplateVariable[];

/** A key of {@link SMS_TEMPLATE_VARIABLES}. */
export type SmsVariableKey = (typeof SMS_TEMPLATE_VARIABLES)[number]['key'];

const BY_KEY = new Map<string, SmsTemplateVariable>(SMS_TEMPLATE_VARIABLES.map((v) => [v.key, v]));

/** Longest template or batch text in characters (the contract's maxLength). */
export const SMS_CONTENT_MAX = 500;

/** The refusal of an unclosed or empty brace. */
export const SMS_VARIABLE_FORMAT_MSG = '模板变量格式错误，变量须写成 {变量名}，如 {companyName}';

/** `{companyName}、{name}…`: the allowed variables as the refusals list them. */
export const SMS_VARIABLE_LIST = SMS_TEMPLATE_VARIABLES.map((v) => `{${v.key}}`).join('、');

/** The refusal of unknown variables, e.g. `模板包含未定义的变量：{foo}（可用变量：{companyName}、…）`. */
export function unknownVariablesMessage(unknown: readonly string[], subject = '模板'): string {
  return `${subject}包含未定义的变量：${unknown.map((k) => `{${k}}`).join('、')}（可用变量：${SMS_VARIABLE_LIST}）`;
}

/** The variables of a text (in order of first use, each once), and whether a brace is unclosed or empty. */
export function parseSmsVariables(content: string): { keys: string[]; malformed: boolean } {
  const keys: string[] = [];
  let malformed = false;
  let i = 0;
  while (i < content.length) {
    const ch = content[i];
    if (ch === '}') malformed = true;
    if (ch !== '{') {
      i += 1;
      continue;
    }
    const close = content.indexOf('}', i + 1);
    const nextOpen = content.indexOf('{', i + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      malformed = true;
      i += 1;
      continue;
    }
    const key = content.slice(i + 1, close).trim();
    if (!key) malformed = true;
    else if (!keys.includes(key)) keys.push(key);
    i = close + 1;
  }
  return { keys, malformed };
}

/**
 * Checks a template or batch text: every placeholder must be one of {@link SMS_TEMPLATE_VARIABLES}.
 * @param subject - the noun of the message (`模板` on save, `短信内容` on send).
 * @returns null when the text is acceptable, else the Chinese refusal.
 */
export function checkSmsContent(content: string, subject = '模板'): string | null {
  const { keys, malformed } = parseSmsVariables(content);
  const unknown = keys.filter((k) => !BY_KEY.has(k));
  if (unknown.length > 0) return unknownVariablesMessage(unknown, subject);
  if (malformed) return SMS_VARIABLE_FORMAT_MSG;
  return null;
}

/** The batch variables (source `batch`) of a text, each once: the values 短信发送 asks for. */
export function batchVariablesOf(content: string): SmsTemplateVariable[] {
  return parseSmsVariables(content)
    .keys.map((k) => BY_KEY.get(k))
    .filter((v): v is SmsTemplateVariable => v !== undefined && v.source === 'batch');
}

/** The label of a variable key (the key itself when unknown). */
export function smsVariableLabel(key: string): string {
  return BY_KEY.get(key)?.label ?? key;
}

/** The refusal of a batch variable without its value. */
export function missingParamMessage(key: string): string {
  return `请填写变量{${key}}（${smsVariableLabel(key)}）的取值`;
}

/**
 * Fills the placeholders of `content` with `values`; a known variable without a value becomes empty, an unknown
 * placeholder stays as written (checked texts hold none).
 */
export function renderSms(content: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return content.replace(/\{([^{}]+)\}/g, (whole, raw: string) => {
    const key = raw.trim();
    if (!BY_KEY.has(key)) return whole;
    return values[key] ?? '';
  });
}

/** `11月27日`: the day of `at` in China Standard Time (UTC+8, no daylight saving), the value of `{date}`. */
export function smsDateText(at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600 * 1000);
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日`;
}

/** A mainland mobile number: 11 digits starting with 1 (seeds 000 §5). */
export function isMobilePhone(phone: string): boolean {
  return /^1[0-9]{10}$/.test(phone);
}

/** The refusal of a malformed phone (seeds 000 §5). */
export const PHONE_FORMAT_MSG = '手机号格式错误';
