import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { APPEAL_CONFIG_CACHE_TAG } from '../config/appeal-config';
import { appealClassOptions } from './appeal-options';

/**
 * `GET /appeal/info/queryAppealClassByRedis` (public; seeds 001 §7): the enabled appeal classes as an option tree
 * (label typeName, value typeCode); only leaves may be chosen. Answered through the read cache (tag
 * `appeal-config`, forgotten by every configuration write in every API process).
 */
export const queryAppealClassByRedis: Handler<'queryAppealClassByRedis'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'queryAppealClassByRedis', req.query, [APPEAL_CONFIG_CACHE_TAG], () => appealClassOptions(ctx.db));
