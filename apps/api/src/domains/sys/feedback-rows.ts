/**
 * Feedback messages of the portal's feedback dialog (`SysFeedback`; seeds 000 §3 "Feedback form")
 * and their handling state machine (`SysFeedbackStatus`).
 */
import { eq } from 'drizzle-orm';

import { defineStateMachine } from '../../core/state-machine';
import type { Db } from '../../db/client';
import { type FeedbackStatus, sysFeedback, sysUser } from '../../db/schema';
import { found, iso, isoOrNull } from './config-support';

/** Handling states, one table: 0 待处理 → handle → 1 已处理 (final). */
export const feedbackMachine = defineStateMachine({
  states: ['0', '1'],
  transitions: [{ from: '0', action: 'handle', to: '1' }],
});

/** A feedback message as staff see it. */
export interface FeedbackItem {
  id: string;
  name: string;
  textarea: string;
  othervalue: string;
  namevalue: string;
  phonevalue: string;
  userId: string | null;
  userName: string | null;
  handleStatus: FeedbackStatus;
  handleResult: string | null;
  handleTime: string | null;
  createTime: string;
}

/** Columns selected for {@link FeedbackItem} (left join {@link sysUser} on the author). */
export const feedbackColumns = {
  id: sysFeedback.id,
  name: sysFeedback.name,
  textarea: sysFeedback.textarea,
  othervalue: sysFeedback.othervalue,
  namevalue: sysFeedback.namevalue,
  phonevalue: sysFeedback.phonevalue,
  userId: sysFeedback.userId,
  userName: sysUser.name,
  handleStatus: sysFeedback.handleStatus,
  handleResult: sysFeedback.handleResult,
  handleTime: sysFeedback.handleTime,
  createdAt: sysFeedback.createdAt,
};

type Selected = Omit<FeedbackItem, 'handleTime' | 'createTime'> & { handleTime: Date | null; createdAt: Date };

/** Maps a selected row to {@link FeedbackItem}. */
export function toFeedbackItem({ handleTime, createdAt, ...r }: Selected): FeedbackItem {
  return { ...r, handleTime: isoOrNull(handleTime), createTime: iso(createdAt) };
}

/** A select of {@link feedbackColumns} with the author joined. */
export function selectFeedback(db: Db) {
  return db.select(feedbackColumns).from(sysFeedback).leftJoin(sysUser, eq(sysUser.id, sysFeedback.userId));
}

/**
 * A feedback message by id.
 * @throws AppError NOT_FOUND_ENTITY 反馈不存在.
 */
export async function feedbackById(db: Db, id: string): Promise<FeedbackItem> {
  const [row] = await selectFeedback(db).where(eq(sysFeedback.id, id)).limit(1);
  return toFeedbackItem(found(row, '反馈不存在'));
}
