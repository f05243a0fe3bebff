import { and, count, eq, type SQL } from 'drizzle-orm';

import { pageResult, type PageResult, type PageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { polApplyProject, polInfo } from '../../../db/schema';
import { applyCounts } from '../caller';
import { applyPhaseOf } from '../engine/engine';
import { toApplyProjectItem, type ApplyProjectItem } from './project-items';
import { PROJECT_COLUMNS } from './projects';

/**
 * One page of published projects of published policies as ApplyProjectItems for anyone (no match:
 * matchResult and estimatedAmount null), with their submitted-declaration counts and the phase at
 * `now`. `where` narrows the rows (keyword, policy, phase …), `orderBy` sorts them; ties are broken
 * by the caller's order terms (end with the project id for a stable paging).
 */
export async function pagePublicProjects(
  db: Db,
  options: { where?: SQL; orderBy: SQL[]; window: PageWindow; now: Date },
): Promise<PageResult<ApplyProjectItem>> {
  const where = and(eq(polApplyProject.status, '1'), eq(polInfo.status, 'published'), options.where);
  const [rows, totals] = await Promise.all([
    db
      .select(PROJECT_COLUMNS)
      .from(polApplyProject)
      .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
      .where(where)
      .orderBy(...options.orderBy)
      .limit(options.window.limit)
      .offset(options.window.offset),
    db.select({ n: count() }).from(polApplyProject).innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId)).where(where),
  ]);
  const counts = await applyCounts(
    db,
    rows.map((r) => r.id),
  );
  return pageResult(
    rows.map((r) => toApplyProjectItem(r, applyPhaseOf(r, options.now), counts.get(r.id) ?? 0, null)),
    totals[0]?.n ?? 0,
  );
}
