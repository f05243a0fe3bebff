import type { Handler } from '../../../core/handler';
import { feedbackById } from './feedback.queries';

/** `GET /sys/feedback/detail?id=` (ADMIN, YYF, sys:feedback:list). Unknown id → NOT_FOUND_ENTITY 反馈不存在. */
export const getFeedbackDetail: Handler<'getFeedbackDetail'> = async (req, ctx) => feedbackById(ctx.db, req.query.id);
