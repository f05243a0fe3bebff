import { asc } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { sysDictType, sysDictValue } from '../../../db/schema';
import { DICT_CACHE_TAG } from '../cache-tags';

/**
 * `GET /sys/dict/getDict`: every dictionary, options sorted, grouped by dictionary code. Answered
 * through the read cache (tag dict; issue 13 §6).
 */
export const getDict: Handler<'getDict'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'getDict', req.query, [DICT_CACHE_TAG], async () => {
    const [types, values] = await Promise.all([
      ctx.db.select({ code: sysDictType.code }).from(sysDictType).orderBy(asc(sysDictType.code)),
      ctx.db
        .select({ code: sysDictValue.dictTypeCode, label: sysDictValue.label, value: sysDictValue.value })
        .from(sysDictValue)
        .orderBy(asc(sysDictValue.dictTypeCode), asc(sysDictValue.sort), asc(sysDictValue.value)),
    ]);
    const result: Record<string, { label: string; value: string }[]> = {};
    for (const t of types) result[t.code] = [];
    for (const v of values) (result[v.code] ??= []).push({ label: v.label, value: v.value });
    return result;
  });
