import type { Handler } from '../../../core/handler';
import { appealClassOptions } from './appeal-options';

/**
 * `GET /appeal/info/queryAppealClassByRedis` (public; seeds 001 §7): the enabled appeal classes as an option tree
 * (label typeName, value typeCode); only leaves may be chosen.
 */
export const queryAppealClassByRedis: Handler<'queryAppealClassByRedis'> = async (_req, ctx) => appealClassOptions(ctx.db);
