/**
 * The questionnaire state table (`QuesStatus` of the contract; also the custom form's 保存 0 /
 * 发布 1 of /preview, seeds 000 §4 "Other"): 0 未发布 --save--> 0, 0 --publish--> 1 已发布,
 * 1 --close--> 2 已结束 (also reached when endTime passes), 0 and 2 --delete--> removed.
 */
import { sql } from 'drizzle-orm';

import { QUES_STATUS } from '@qifu/questionnaire-rules';
import { quesInfo, type QuesStatusCode } from '../../../db/schema';

/** The one table, from `@qifu/questionnaire-rules` (shared with the browser). */
export { QUES_STATUS };

/** The status a reader sees: a published questionnaire whose end time has passed is 2 已结束. */
export function effectiveStatus(status: QuesStatusCode, endTime: Date, now: Date = new Date()): QuesStatusCode {
  return status === '1' && endTime.getTime() < now.getTime() ? '2' : status;
}

/** {@link effectiveStatus} in SQL (database clock). */
export const effectiveStatusSql = sql<QuesStatusCode>`(case when ${quesInfo.status} = '1' and ${quesInfo.endTime} < now() then '2' else ${quesInfo.status} end)`;
