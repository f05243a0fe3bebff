import { and, asc, count, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysDictValue } from '../../../db/schema';
import { dictValueColumns, toDictValueItem } from './dict.queries';
import { containsPattern } from '../../../core/values';

const SORTABLE = { sort: sysDictValue.sort, value: sysDictValue.value, label: sysDictValue.label, createTime: sysDictValue.createdAt };

/**
 * `GET /sys/dictValue/list?dictTypeCode=` (ADMIN, sys:dict:list): the values of one type, every
 * value including 全部 (only dropdowns leave it out). `keyword` matches label or value; default
 * order sort, then value. An unknown type code is an empty page.
 */
export const listDictValue: Handler<'listDictValue'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    eq(sysDictValue.dictTypeCode, req.query.dictTypeCode),
    pattern ? or(ilike(sysDictValue.label, pattern), ilike(sysDictValue.value, pattern)) : undefined,
    req.query.enableFlag ? eq(sysDictValue.enableFlag, req.query.enableFlag) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [asc(sysDictValue.sort), asc(sysDictValue.value)]);
  return pagedSelect(
    ctx.db.select(dictValueColumns).from(sysDictValue).where(where).orderBy(...order, asc(sysDictValue.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysDictValue).where(where),
    toDictValueItem,
  );
};
