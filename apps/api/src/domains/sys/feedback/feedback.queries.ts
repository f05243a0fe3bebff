/**
 * Feedback messages of the portal's feedback dialog (`SysFeedback`; seeds 000 §3 "Feedback form")
 * (their handling table `SysFeedbackStatus` is `feedbackMachine` of `@qifu/sys-rules`).
 */
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { type FeedbackStatus, sysFeedback, sysUser } from '../../../db/schema';
import { found } from '../../../core/entity';
import { containsPattern, iso, isoOrNull } from '../../../core/values';
import { AppError } from '../../../core/envelope';

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

/** The filters of the staff list (`listFeedback`), also used by the workbench to-do counter. */
export interface FeedbackListFilter {
  /** Title, message or name (literal, any case). */
  keyword?: string;
  handleStatus?: FeedbackStatus;
  /** Submission day from (YYYY-MM-DD, China time, inclusive). */
  startTime?: string;
  /** Submission day to (YYYY-MM-DD, China time, inclusive). */
  endTime?: string;
}

/** Start of a calendar day (YYYY-MM-DD) in China time (UTC+8), as an instant; `plusDays` later. */
function chinaDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);
}

/**
 * The `where` of the staff list for `filter`.
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期 when the start day is after the end day.
 */
export function feedbackListWhere(filter: FeedbackListFilter): SQL | undefined {
  const { startTime, endTime } = filter;
  if (startTime && endTime && startTime > endTime) {
    throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期', '参数 startTime 不能晚于 endTime');
  }
  const pattern = containsPattern(filter.keyword);
  return and(
    pattern ? or(ilike(sysFeedback.name, pattern), ilike(sysFeedback.textarea, pattern), ilike(sysFeedback.namevalue, pattern)) : undefined,
    filter.handleStatus ? eq(sysFeedback.handleStatus, filter.handleStatus) : undefined,
    startTime ? gte(sysFeedback.createdAt, chinaDayStart(startTime)) : undefined,
    endTime ? lt(sysFeedback.createdAt, chinaDayStart(endTime, 1)) : undefined,
  );
}
