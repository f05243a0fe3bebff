import { and, asc, eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';
import { visibleColumnIds } from '../news/news.queries';

const FIELDS = {
  id: cmsNewsColumn.id,
  code: cmsNewsColumn.code,
  columnName: cmsNewsColumn.columnName,
  description: cmsNewsColumn.description,
  linkUrl: cmsNewsColumn.linkUrl,
};

/**
 * `GET /cms/news/column/publicDetail?code=` (public; seeds 000 §2 industryinfo tabs, commercialLaw,
 * quality, financialService, peopleBuild): a shown column (every ancestor shown) with its
 * introduction HTML, its external platform address and its shown sub-columns by `sort`.
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在 for an unknown or hidden code.
 */
export const getPublicNewsColumn: Handler<'getPublicNewsColumn'> = async (req, ctx) => {
  const [column] = await ctx.db
    .select(FIELDS)
    .from(cmsNewsColumn)
    .where(and(eq(cmsNewsColumn.code, req.query.code), sql`${cmsNewsColumn.id} in ${visibleColumnIds}`));
  if (!column) throw new AppError('NOT_FOUND_ENTITY', '栏目不存在');
  const children = await ctx.db
    .select(FIELDS)
    .from(cmsNewsColumn)
    .where(and(eq(cmsNewsColumn.parentId, column.id), eq(cmsNewsColumn.isShow, true)))
    .orderBy(asc(cmsNewsColumn.sort), asc(cmsNewsColumn.createdAt), asc(cmsNewsColumn.id));
  return { ...column, children };
};
