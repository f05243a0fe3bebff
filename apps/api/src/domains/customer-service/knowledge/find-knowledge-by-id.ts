import type { Handler } from '../../../core/handler';
import { knowledgeById } from './knowledge.queries';

/**
 * `GET /knowledge/findById?id` (ADMIN, YYF, CALL, cs:knowledge:list): one knowledge entry.
 * @throws AppError NOT_FOUND_ENTITY 知识不存在.
 */
export const findKnowledgeById: Handler<'findKnowledgeById'> = async (req, ctx) => knowledgeById(ctx.db, req.query.id);
