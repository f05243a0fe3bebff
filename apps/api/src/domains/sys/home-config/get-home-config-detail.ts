import type { Handler } from '../../../core/handler';
import { homeConfigById } from './home-config.queries';

/** `GET /sys/homeConfig/detail?id=` (ADMIN, YYF, sys:homeConfig:list). Unknown id → NOT_FOUND_ENTITY 首页配置不存在. */
export const getHomeConfigDetail: Handler<'getHomeConfigDetail'> = async (req, ctx) => homeConfigById(ctx.db, req.query.id);
