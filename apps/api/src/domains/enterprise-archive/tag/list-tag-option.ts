import { and, asc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { containsPattern } from '../../../core/values';
import { tagCategory, tagInfo } from '../../../db/schema';

/**
 * `GET /tag/info/option` (ADMIN, YYF, GOV, DEPT; tag:info:list): tags grouped by category in sort order — enabled ones
 * unless `enableFlag` is given — for tag pickers (the enterprise's tag editor, the lock dialog of seeds 001 §2);
 * filters keyword (contains) and tagType. Categories without a matching tag are left out.
 */
export const listTagOption: Handler<'listTagOption'> = async (req, ctx) => {
  const pattern = containsPattern(req.query.keyword);
  const rows = await ctx.db
    .select({ categoryId: tagCategory.id, categoryName: tagCategory.categoryName, categorySort: tagCategory.sort, id: tagInfo.id, tagName: tagInfo.tagName })
    .from(tagInfo)
    .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
    .where(
      and(
        eq(tagInfo.enableFlag, req.query.enableFlag ?? '1'),
        req.query.tagType ? eq(tagInfo.tagType, req.query.tagType) : undefined,
        pattern ? ilike(tagInfo.tagName, pattern) : undefined,
      ),
    )
    .orderBy(asc(tagCategory.sort), asc(tagCategory.categoryName), asc(tagCategory.id), asc(tagInfo.sort), asc(tagInfo.tagName), asc(tagInfo.id));
  const lines: { categoryId: string; categoryName: string; sort: number; tags: { id: string; tagName: string }[] }[] = [];
  for (const r of rows) {
    let line = lines[lines.length - 1];
    if (!line || line.categoryId !== r.categoryId) {
      line = { categoryId: r.categoryId, categoryName: r.categoryName, sort: r.categorySort, tags: [] };
      lines.push(line);
    }
    line.tags.push({ id: r.id, tagName: r.tagName });
  }
  return lines;
};
