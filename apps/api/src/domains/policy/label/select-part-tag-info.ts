import { and, asc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { containsPattern } from '../../../core/values';
import { tagInfo } from '../../../db/schema';

/**
 * `GET /admin/policy/label/selectPartTagInfo` (ADMIN, YYF, GOV, DEPT; policy:label:list): enabled
 * enterprise tags whose name contains `tagName` (of `categoryId` when given), at most 50, by order and
 * name — the choices of the label editor and the lock dialog.
 */
export const selectPartTagInfo: Handler<'selectPartTagInfo'> = async (req, ctx) => {
  const pattern = containsPattern(req.query.tagName);
  return ctx.db
    .select({ id: tagInfo.id, tagName: tagInfo.tagName })
    .from(tagInfo)
    .where(and(eq(tagInfo.enableFlag, '1'), pattern ? ilike(tagInfo.tagName, pattern) : undefined, req.query.categoryId ? eq(tagInfo.categoryId, req.query.categoryId) : undefined))
    .orderBy(asc(tagInfo.sort), asc(tagInfo.tagName), asc(tagInfo.id))
    .limit(50);
};
