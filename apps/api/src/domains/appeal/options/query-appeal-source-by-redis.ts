import type { Handler } from '../../../core/handler';
import { appealSourceOptions } from './appeal-options';

/**
 * `GET /appeal/sourceValueName/queryAppealSourceByRedis` (public; seeds 001 §7): the enabled appeal sources grouped
 * under their channel (channels without a source are left out).
 */
export const queryAppealSourceByRedis: Handler<'queryAppealSourceByRedis'> = async (_req, ctx) => appealSourceOptions(ctx.db);
