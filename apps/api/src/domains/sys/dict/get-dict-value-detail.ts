import type { Handler } from '../../../core/handler';
import { dictValueById } from './dict.queries';

/** `GET /sys/dictValue/detail?id=` (ADMIN, sys:dict:list). Unknown id → NOT_FOUND_ENTITY 字典值不存在. */
export const getDictValueDetail: Handler<'getDictValueDetail'> = async (req, ctx) => dictValueById(ctx.db, req.query.id);
