import { count, desc } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysFeedback } from '../../../db/schema';
import { feedbackListWhere, selectFeedback, toFeedbackItem } from './feedback.queries';

const SORTABLE = { createTime: sysFeedback.createdAt, handleTime: sysFeedback.handleTime };

/**
 * `GET /sys/feedback/list` (ADMIN, YYF, sys:feedback:list): feedback messages, newest first;
 * `keyword` matches title, message or name (literal, any case), `handleStatus` the state,
 * `startTime`/`endTime` the submission days in China time (inclusive; a start after the end → 400
 * 开始日期不能晚于结束日期).
 */
export const listFeedback: Handler<'listFeedback'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const where = feedbackListWhere(req.query);
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [desc(sysFeedback.createdAt)], sysFeedback.id);
  return pagedSelect(
    selectFeedback(ctx.db).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysFeedback).where(where),
    toFeedbackItem,
  );
};
