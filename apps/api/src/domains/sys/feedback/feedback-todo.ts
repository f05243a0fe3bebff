/**
 * The sys domain's to-do counter of the workbench home: feedback messages still to be handled
 * (0 待处理) on 意见反馈, counted with the staff list's own `where` ({@link feedbackListWhere}).
 */
import { PERM } from '@qifu/sdk';
import { count } from 'drizzle-orm';

import type { TodoSource } from '../../../core/todo';
import { sysFeedback } from '../../../db/schema';
import { feedbackListWhere } from './feedback.queries';

/** 待处理意见反馈 → /work/sys/feedback (sys:feedback:list). */
export const feedbackTodo: TodoSource = {
  key: 'feedbackHandle',
  name: '待处理意见反馈',
  path: '/work/sys/feedback',
  permission: PERM.sysFeedbackList,
  async count(ctx) {
    const [row] = await ctx.db.select({ n: count() }).from(sysFeedback).where(feedbackListWhere({ handleStatus: '0' }));
    return Number(row?.n ?? 0);
  },
};
