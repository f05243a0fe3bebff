/**
 * The questionnaire state table (`QuesStatus` of the contract; also the custom form's 保存 0 /
 * 发布 1 of /preview, seeds 000 §4 "Other"): 0 未发布 --save--> 0, 0 --publish--> 1 已发布,
 * 1 --close--> 2 已结束 (also reached when endTime passes), 0 and 2 --delete--> removed.
 */
import { sql } from 'drizzle-orm';

import { defineStateMachine } from '@qifu/util';
import { quesInfo, type QuesStatusCode } from '../../../db/schema';

export const QUES_STATUS = defineStateMachine({
  states: ['0', '1', '2', 'deleted'],
  transitions: [
    { from: '0', action: 'save', to: '0' },
    { from: '0', action: 'publish', to: '1' },
    { from: '1', action: 'close', to: '2' },
    { from: ['0', '2'], action: 'delete', to: 'deleted' },
  ],
});

/** The status a reader sees: a published questionnaire whose end time has passed is 2 已结束. */
export function effectiveStatus(status: QuesStatusCode, endTime: Date, now: Date = new Date()): QuesStatusCode {
  return status === '1' && endTime.getTime() < now.getTime() ? '2' : status;
}

/** {@link effectiveStatus} in SQL (database clock). */
export const effectiveStatusSql = sql<QuesStatusCode>`(case when ${quesInfo.status} = '1' and ${quesInfo.endTime} < now() then '2' else ${quesInfo.status} end)`;
