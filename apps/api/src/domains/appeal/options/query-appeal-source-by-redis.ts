import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { APPEAL_CONFIG_CACHE_TAG } from '../config/appeal-config';
import { appealSourceOptions } from './appeal-options';

/**
 * `GET /appeal/sourceValueName/queryAppealSourceByRedis` (public; seeds 001 §7): the enabled sources grouped under
 * their channel. Answered through the read cache (tag `appeal-config`, forgotten by every configuration write in
 * every API process).
 */
export const queryAppealSourceByRedis: Handler<'queryAppealSourceByRedis'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'queryAppealSourceByRedis', req.query, [APPEAL_CONFIG_CACHE_TAG], () => appealSourceOptions(ctx.db));
