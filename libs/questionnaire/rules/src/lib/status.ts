/**
 * The state tables of questionnaires (`QuesStatus`) and reporting tasks (`ReportStatus`) of the
 * contract (platform choice; seeds 001 §7 /ques/*, /report/* name them without states), shared by
 * the server (assertTransition) and the browser (the actions offered per row).
 *
 * | from | action | to |
 * |---|---|---|
 * | 0 未发布 | save | 0 |
 * | 0 | publish | 1 已发布 / 填报中 |
 * | 1 | close (staff, or automatically at endTime) | 2 已结束 |
 * | 0, 2 | delete | (removed) |
 */
import { defineStateMachine } from '@qifu/util';

/** A questionnaire's or reporting task's status code: '0' 未发布, '1' 已发布 (填报中), '2' 已结束. */
export type FormStatus = '0' | '1' | '2';
/** An action of {@link QUES_STATUS} / {@link REPORT_STATUS}. */
export type FormAction = 'save' | 'publish' | 'close' | 'delete';

const TRANSITIONS = [
  { from: '0', action: 'save', to: '0' },
  { from: '0', action: 'publish', to: '1' },
  { from: '1', action: 'close', to: '2' },
  { from: ['0', '2'], action: 'delete', to: 'deleted' },
] as const;

/** The questionnaire state table (`QuesStatus`). */
export const QUES_STATUS = defineStateMachine<FormStatus | 'deleted', FormAction>({
  states: ['0', '1', '2', 'deleted'],
  transitions: TRANSITIONS,
});

/** The reporting-task state table (`ReportStatus`; the same shape as {@link QUES_STATUS}). */
export const REPORT_STATUS = defineStateMachine<FormStatus | 'deleted', FormAction>({
  states: ['0', '1', '2', 'deleted'],
  transitions: TRANSITIONS,
});

/** Labels of `QuesStatus`. */
export const QUES_STATUS_LABELS: Readonly<Record<FormStatus, string>> = { '0': '未发布', '1': '已发布', '2': '已结束' };
/** Labels of `ReportStatus`. */
export const REPORT_STATUS_LABELS: Readonly<Record<FormStatus, string>> = { '0': '未发布', '1': '填报中', '2': '已结束' };
/** Labels of `ReportDataStatus`. */
export const REPORT_DATA_STATUS_LABELS: Readonly<Record<'0' | '1', string>> = { '0': '未填报', '1': '已填报' };
/** Labels of `QuesQuestionType`. */
export const QUESTION_TYPE_LABELS: Readonly<Record<'1' | '2' | '3' | '4', string>> = { '1': '单选题', '2': '多选题', '3': '填空题', '4': '评分题' };
/** Labels of `ReportFieldType`. */
export const REPORT_FIELD_TYPE_LABELS: Readonly<Record<'1' | '2' | '3', string>> = { '1': '数值', '2': '文本', '3': '日期' };

/**
 * The status a reader sees: a published form whose end time has passed reads as 2 已结束.
 * @param endTime ISO date-time or Date.
 */
export function effectiveFormStatus(status: FormStatus, endTime: Date | string, now: Date = new Date()): FormStatus {
  return status === '1' && new Date(endTime).getTime() < now.getTime() ? '2' : status;
}

/** Whether answers (submissions) are accepted now: status 1 and now within [startTime, endTime]. */
export function isOpenForAnswers(status: FormStatus, startTime: Date | string, endTime: Date | string, now: Date = new Date()): boolean {
  const t = now.getTime();
  return status === '1' && new Date(startTime).getTime() <= t && t <= new Date(endTime).getTime();
}
