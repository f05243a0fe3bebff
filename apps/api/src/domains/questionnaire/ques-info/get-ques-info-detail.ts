import type { Handler } from '../../../core/handler';
import { readQuesDetail } from './ques-info.queries';

/**
 * `GET /ques/info/detail?id` (ADMIN, YYF, GOV, DEPT; ques:info:list; seeds 001 §7 /ques/*, 000 §2
 * /preview): a questionnaire (custom form) with its questions, options, target tags and answer count.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在.
 */
export const getQuesInfoDetail: Handler<'getQuesInfoDetail'> = async (req, ctx) => readQuesDetail(ctx.db, req.query.id);
