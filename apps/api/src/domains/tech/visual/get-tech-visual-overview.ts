import { sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';

/**
 * `GET /tech/visual/overview` (staff, tech:visual:view; seeds 001 §7 /tech/visual/*): per kind the
 * total without drafts, the items on the shelf (4) and those waiting for review (1).
 */
export const getTechVisualOverview: Handler<'getTechVisualOverview'> = async (_req, ctx) =>
  Promise.all(
    [achievementRows, requirementRows, expertRows, instituteRows].map(async (rows) => {
      const [row] = await ctx.db
        .select({
          total: sql<number>`count(*) filter (where ${rows.columns.status} <> '0')::int`,
          putaway: sql<number>`count(*) filter (where ${rows.columns.status} = '4')::int`,
          pending: sql<number>`count(*) filter (where ${rows.columns.status} = '1')::int`,
        })
        .from(rows.table);
      return { kind: rows.kind, name: rows.label, total: row?.total ?? 0, putaway: row?.putaway ?? 0, pending: row?.pending ?? 0 };
    }),
  );
