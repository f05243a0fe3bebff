import type { Handler } from '../../core/handler';
import { loadDeclare } from './declare-rows';

/**
 * `GET /dec/declare/detail?id=` (staff with dec:declare:list; seeds 001 §7 /dec/declare/*): a submitted
 * declaration with its answers and files.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在 (also for a draft).
 */
export const getDeclareDetail: Handler<'getDeclareDetail'> = async (req, ctx) => loadDeclare(ctx.db, req.query.id, { submittedOnly: true });
