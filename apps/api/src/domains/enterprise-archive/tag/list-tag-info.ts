import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import { tagCategory, tagInfo } from '../../../db/schema';
import { TAG_COLUMNS } from './tag.queries';

/**
 * `GET /tag/info/list` (ADMIN, YYF, GOV, DEPT; tag:info:list; seeds 001 §1 "enterprise archives and tags", §7
 * /tag/info/*): tags with their category and number of enterprises, by category order, tag order, then newest;
 * filters tagName (contains), categoryId, tagType, enableFlag.
 */
export const listTagInfo: Handler<'listTagInfo'> = async (req, ctx) => {
  const { tagName, categoryId, tagType, enableFlag } = req.query;
  const pattern = containsPattern(tagName);
  const where = and(
    pattern ? ilike(tagInfo.tagName, pattern) : undefined,
    categoryId ? eq(tagInfo.categoryId, categoryId) : undefined,
    tagType ? eq(tagInfo.tagType, tagType) : undefined,
    enableFlag ? eq(tagInfo.enableFlag, enableFlag) : undefined,
  );
  const window = toPageWindow(req.query);
  return pagedSelect(
    ctx.db
      .select(TAG_COLUMNS)
      .from(tagInfo)
      .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
      .where(where)
      .orderBy(asc(tagCategory.sort), asc(tagInfo.sort), desc(tagInfo.createdAt), asc(tagInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(tagInfo).where(where),
    ({ createdAt, updatedAt, ...r }) => ({ ...r, createTime: iso(createdAt), updateTime: iso(updatedAt) }),
  );
};
