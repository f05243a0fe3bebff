import type { Handler } from '../../../core/handler';
import { basicDataConfigById } from './basic-data-config.queries';

/**
 * `GET /sys/basicDataConfig/findById?id=` (ADMIN, YYF, sys:basicDataConfig:list): the plain entry
 * for the edit form. Unknown id → NOT_FOUND_ENTITY 配置不存在.
 */
export const findBasicDataConfigById: Handler<'findBasicDataConfigById'> = async (req, ctx) => basicDataConfigById(ctx.db, req.query.id);
