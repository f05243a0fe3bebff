import { and, arrayContains, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../core/handler';
import { pageResult, toPageWindow, escapeLike } from '../../core/paging';
import { polInfo } from '../../db/schema';
import { supportModeLabeller } from './support-modes';

/**
 * `GET /policy/doc/list` (public): published policies, newest first, paged; `keyword` matches the
 * title (case-insensitive, literal), `policyDepName` exactly, `supportMode` a dictionary value the
 * policy has. `supportModes` are answered as dictionary labels.
 */
export const listPolicyDoc: Handler<'listPolicyDoc'> = async (req, ctx) => {
  const { keyword, policyDepName, supportMode } = req.query;
  const window = toPageWindow(req.query);
  const kw = keyword?.trim();
  const where = and(
    eq(polInfo.status, 'published'),
    kw ? ilike(polInfo.policyTitle, `%${escapeLike(kw)}%`) : undefined,
    policyDepName ? eq(polInfo.policyDepName, policyDepName) : undefined,
    supportMode ? arrayContains(polInfo.supportModes, [supportMode]) : undefined,
  );
  const [rows, totals, label] = await Promise.all([
    ctx.db
      .select({
        id: polInfo.id,
        policyTitle: polInfo.policyTitle,
        policyDepName: polInfo.policyDepName,
        policyCreateTime: polInfo.policyCreateTime,
        supportModes: polInfo.supportModes,
      })
      .from(polInfo)
      .where(where)
      .orderBy(desc(polInfo.policyCreateTime), desc(polInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polInfo).where(where),
    supportModeLabeller(ctx.db),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, policyCreateTime: r.policyCreateTime.toISOString(), supportModes: label(r.supportModes) })),
    totals[0]?.n ?? 0,
  );
};
