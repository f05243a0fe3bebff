import { and, asc, count, ilike, inArray, eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow, escapeLike } from '../../../core/paging';
import { sysDictValue } from '../../../db/schema';
import { POLICY_DICT_CODES } from './dic-value.queries';

/**
 * `GET /pol/polDicValue/queryByPage` (ADMIN, YYF, GOV with pol:dicValue:list; seeds 001 §7): the
 * values of the policy dictionaries (支持方式, 政策级别, 政策类型, 政策主题 — kept in `sys_dict_value`
 * like every dictionary, so getDict and the policy forms read them), by dictionary and label
 * keyword, ordered by dictTypeCode and sort.
 */
export const queryPolDicValueByPage: Handler<'queryPolDicValueByPage'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const kw = req.query.keyword?.trim();
  const where = and(
    req.query.dictTypeCode ? eq(sysDictValue.dictTypeCode, req.query.dictTypeCode) : inArray(sysDictValue.dictTypeCode, [...POLICY_DICT_CODES]),
    kw ? ilike(sysDictValue.label, `%${escapeLike(kw)}%`) : undefined,
  );
  return ok(
    await pagedSelect(
      ctx.db
        .select()
        .from(sysDictValue)
        .where(where)
        .orderBy(asc(sysDictValue.dictTypeCode), asc(sysDictValue.sort), asc(sysDictValue.createdAt))
        .limit(window.limit)
        .offset(window.offset),
      ctx.db.select({ n: count() }).from(sysDictValue).where(where),
      (r) => ({
        id: r.id,
        dictTypeCode: r.dictTypeCode as (typeof POLICY_DICT_CODES)[number],
        label: r.label,
        value: r.value,
        sort: r.sort,
        enableFlag: r.enableFlag,
        remark: r.remark,
      }),
    ),
  );
};
