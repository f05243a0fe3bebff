import { and, asc, eq, inArray, ne } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysDictValue } from '../../../db/schema';

/**
 * `POST /sys/queryDictOptionByOptionIds`: the options of one dictionary (only `optionIds` when
 * given), sorted, never the option labelled 全部 (seeds 001 §5).
 */
export const queryDictOptionByOptionIds: Handler<'queryDictOptionByOptionIds'> = async (req, ctx) => {
  const { dictTypeCode, optionIds } = req.body;
  if (optionIds && optionIds.length === 0) return [];
  return ctx.db
    .select({ label: sysDictValue.label, value: sysDictValue.value })
    .from(sysDictValue)
    .where(
      and(
        eq(sysDictValue.dictTypeCode, dictTypeCode),
        ne(sysDictValue.label, '全部'),
        optionIds ? inArray(sysDictValue.value, optionIds) : undefined,
      ),
    )
    .orderBy(asc(sysDictValue.sort), asc(sysDictValue.value));
};
