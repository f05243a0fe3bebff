import { and, asc, count, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysDictType } from '../../../db/schema';
import { dictTypeColumns, toDictTypeItem } from './dict.queries';
import { containsPattern } from '../../../core/values';

const SORTABLE = { sort: sysDictType.sort, dictTypeCode: sysDictType.code, dictTypeName: sysDictType.name, createTime: sysDictType.createdAt };

/**
 * `GET /sys/dictType/list` (ADMIN, sys:dict:list): dictionary types with their value counts.
 * `keyword` matches code or name (literal, any case); default order sort, then code.
 */
export const listDictType: Handler<'listDictType'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    pattern ? or(ilike(sysDictType.code, pattern), ilike(sysDictType.name, pattern)) : undefined,
    req.query.enableFlag ? eq(sysDictType.enableFlag, req.query.enableFlag) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [asc(sysDictType.sort), asc(sysDictType.code)]);
  return pagedSelect(
    ctx.db.select(dictTypeColumns).from(sysDictType).where(where).orderBy(...order, asc(sysDictType.code)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysDictType).where(where),
    toDictTypeItem,
  );
};
