import { and, count, desc, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../core/handler';
import { orderByAllowed, pageResult, toPageWindow } from '../../core/paging';
import { sysFeedback } from '../../db/schema';
import { containsPattern } from './config-support';
import { selectFeedback, toFeedbackItem } from './feedback-rows';

const SORTABLE = { createTime: sysFeedback.createdAt, handleTime: sysFeedback.handleTime };

/**
 * `GET /sys/feedback/list` (ADMIN, YYF, sys:feedback:list): feedback messages, newest first;
 * `keyword` matches title, message or name (literal, any case).
 */
export const listFeedback: Handler<'listFeedback'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    pattern ? or(ilike(sysFeedback.name, pattern), ilike(sysFeedback.textarea, pattern), ilike(sysFeedback.namevalue, pattern)) : undefined,
    req.query.handleStatus ? eq(sysFeedback.handleStatus, req.query.handleStatus) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [desc(sysFeedback.createdAt)], sysFeedback.id);
  const [rows, totals] = await Promise.all([
    selectFeedback(ctx.db).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysFeedback).where(where),
  ]);
  return pageResult(rows.map(toFeedbackItem), totals[0]?.n ?? 0);
};
