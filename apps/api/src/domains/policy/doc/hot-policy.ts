import { desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { polInfo } from '../../../db/schema';
import { supportModeLabeller } from './support-modes';

/**
 * `GET /policy/doc/hotPolicy?limit` (public; seeds 001 §7): the `limit` (default 10, at most 20)
 * most viewed published policies — by view count, then newest first; support modes as labels.
 */
export const hotPolicy: Handler<'hotPolicy'> = async (req, ctx) => {
  const limit = req.query.limit ?? 10;
  const [rows, label] = await Promise.all([
    ctx.db
      .select({
        id: polInfo.id,
        policyTitle: polInfo.policyTitle,
        policyDepName: polInfo.policyDepName,
        policyCreateTime: polInfo.policyCreateTime,
        supportModes: polInfo.supportModes,
        viewCount: polInfo.viewCount,
      })
      .from(polInfo)
      .where(eq(polInfo.status, 'published'))
      .orderBy(desc(polInfo.viewCount), desc(polInfo.policyCreateTime), desc(polInfo.id))
      .limit(limit),
    supportModeLabeller(ctx.db),
  ]);
  return rows.map((r) => ({ ...r, policyCreateTime: r.policyCreateTime.toISOString(), supportModes: label(r.supportModes) }));
};
