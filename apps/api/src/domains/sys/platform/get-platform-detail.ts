import type { Handler } from '../../../core/handler';
import { platformById } from './platform.queries';

/** `GET /sys/platform/detail?id=` (ADMIN, sys:platform:list). Unknown id → NOT_FOUND_ENTITY 子平台不存在. */
export const getPlatformDetail: Handler<'getPlatformDetail'> = async (req, ctx) => platformById(ctx.db, req.query.id);
