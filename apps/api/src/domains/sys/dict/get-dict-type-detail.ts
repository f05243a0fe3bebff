import type { Handler } from '../../../core/handler';
import { dictTypeById } from './dict.queries';

/** `GET /sys/dictType/detail?id=` (ADMIN, sys:dict:list). Unknown id → NOT_FOUND_ENTITY 字典类型不存在. */
export const getDictTypeDetail: Handler<'getDictTypeDetail'> = async (req, ctx) => dictTypeById(ctx.db, req.query.id);
