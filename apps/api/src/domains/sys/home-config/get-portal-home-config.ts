import { asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { sysHomeConfig } from '../../../db/schema';
import { HOME_CONFIG_CACHE_TAG } from '../cache-tags';
import { readHomeContact, toHomeConfigItem } from './home-config.queries';

/**
 * `GET /sys/homeConfig/portalConfig` (public): what the portal home and footer show — enabled
 * carousel slides, hot blocks, quick links and friend links, each by sort — and the contact block.
 * Answered through the read cache (tag home-config; issue 13 §6).
 */
export const getPortalHomeConfig: Handler<'getPortalHomeConfig'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'getPortalHomeConfig', req.query, [HOME_CONFIG_CACHE_TAG], async () => {
    const [rows, contact] = await Promise.all([
      ctx.db.select().from(sysHomeConfig).where(eq(sysHomeConfig.enableFlag, '1')).orderBy(asc(sysHomeConfig.sort), asc(sysHomeConfig.title)),
      readHomeContact(ctx.db),
    ]);
    const items = rows.map(toHomeConfigItem);
    const ofType = (t: string) => items.filter((i) => i.configType === t);
    return {
      carousel: ofType('1'),
      hotBlocks: ofType('2'),
      quickLinks: ofType('3'),
      friendLinks: ofType('4'),
      contact,
    };
  });
