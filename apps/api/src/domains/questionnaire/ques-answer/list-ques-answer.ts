import type { Handler } from '../../../core/handler';
import { assertQuesExists, quesAnswerPage } from './ques-answer.queries';

/**
 * `GET /ques/answer/list?quesId&keyword&page&pageSize` (ADMIN, YYF, GOV, DEPT; ques:answer:list;
 * seeds 001 §7 /ques/*): the enterprises that answered, newest first, with who filled it in.
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在.
 */
export const listQuesAnswer: Handler<'listQuesAnswer'> = async (req, ctx) => {
  await assertQuesExists(ctx.db, req.query.quesId);
  return quesAnswerPage(ctx.db, req.query);
};
