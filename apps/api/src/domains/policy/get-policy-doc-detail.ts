import { and, eq, sql } from 'drizzle-orm';

import { AppError } from '../../core/envelope';
import type { Handler } from '../../core/handler';
import { polInfo } from '../../db/schema';
import { supportModeLabeller } from './support-modes';

/**
 * `GET /policy/doc/detail?id=` (public): a published policy with its content; counts a view.
 * Unknown or unpublished id → HTTP 200 NOT_FOUND_ENTITY 政策不存在.
 */
export const getPolicyDocDetail: Handler<'getPolicyDocDetail'> = async (req, ctx) => {
  const [row] = await ctx.db
    .update(polInfo)
    .set({ viewCount: sql`${polInfo.viewCount} + 1` })
    .where(and(eq(polInfo.id, req.query.id), eq(polInfo.status, 'published')))
    .returning();
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '政策不存在');
  const label = await supportModeLabeller(ctx.db);
  return {
    id: row.id,
    policyTitle: row.policyTitle,
    policyDepName: row.policyDepName,
    policyCreateTime: row.policyCreateTime.toISOString(),
    supportModes: label(row.supportModes),
    ...(row.policyNo ? { policyNo: row.policyNo } : {}),
    ...(row.policyLevel ? { policyLevel: row.policyLevel } : {}),
    ...(row.validStart ? { validStart: row.validStart } : {}),
    ...(row.validEnd ? { validEnd: row.validEnd } : {}),
    ...(row.summary ? { summary: row.summary } : {}),
    content: row.content,
    viewCount: row.viewCount,
  };
};
