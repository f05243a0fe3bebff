/**
 * The date-range rules of a declaration project (seeds 001 §3 project save payload, §5 "Date range:
 * start and end must not be equal (开始时间和结束时间不能相等)"; contract `AdminApplyProjectForm`,
 * `ApplyProjectForm`): applyStartTime < applyEndTime ≤ examineStartTime < examineEndTime. Used by
 * the server's project saves (400 with the message) and by the 申报项目 form (the same message under
 * the field).
 */

/** The four times of a project (instants; ISO strings or Dates). */
export interface ProjectTimes {
  applyStartTime: string | Date;
  applyEndTime: string | Date;
  examineStartTime: string | Date;
  examineEndTime: string | Date;
}

/** Messages of the time rules. */
export const PROJECT_TIME_MESSAGES = {
  equal: '开始时间和结束时间不能相等',
  applyOrder: '申报结束时间不能早于申报开始时间',
  examineAfterApply: '审核开始时间不能早于申报结束时间',
  examineOrder: '审核结束时间不能早于审核开始时间',
} as const;

const ms = (v: string | Date): number => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * The first broken time rule and the field it belongs to, or null when the times are in order.
 * An equal start and end of one range answers {@link PROJECT_TIME_MESSAGES}.equal.
 */
export function projectTimeProblem(t: ProjectTimes): { field: keyof ProjectTimes; message: string } | null {
  const [as, ae, es, ee] = [ms(t.applyStartTime), ms(t.applyEndTime), ms(t.examineStartTime), ms(t.examineEndTime)];
  if (as === ae) return { field: 'applyEndTime', message: PROJECT_TIME_MESSAGES.equal };
  if (ae < as) return { field: 'applyEndTime', message: PROJECT_TIME_MESSAGES.applyOrder };
  if (es === ee) return { field: 'examineEndTime', message: PROJECT_TIME_MESSAGES.equal };
  if (es < ae) return { field: 'examineStartTime', message: PROJECT_TIME_MESSAGES.examineAfterApply };
  if (ee < es) return { field: 'examineEndTime', message: PROJECT_TIME_MESSAGES.examineOrder };
  return null;
}
