import { TECH_PUBLIC_STATUS } from '@qifu/tech-rules';
import { and, eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';
import { ITEM_DOMAIN_TYPE } from '../item/item.queries';
import { loadDomainRows } from '../domain/tech-domain-tree';

const ROWS = { achievement: achievementRows, requirement: requirementRows, expert: expertRows, institute: instituteRows };

/**
 * `GET /tech/visual/domainStat?kind=` (staff, tech:visual:view; seeds 001 §7 /tech/visual/*): the
 * items on the shelf of one kind per top-level 技术领域 (every top-level domain, 0 included),
 * largest first, then in tree order.
 */
export const getTechVisualDomainStat: Handler<'getTechVisualDomainStat'> = async (req, ctx) => {
  const rows = ROWS[req.query.kind];
  const top = sql<string>`left(${rows.columns.domainId}, 2)`;
  const [domains, counts] = await Promise.all([
    loadDomainRows(ctx.db, ITEM_DOMAIN_TYPE),
    ctx.db
      .select({ code: top, n: sql<number>`count(*)::int` })
      .from(rows.table)
      .where(and(eq(rows.columns.status, TECH_PUBLIC_STATUS)))
      .groupBy(top),
  ]);
  const byCode = new Map(counts.map((c) => [c.code, Number(c.n)]));
  return domains
    .filter((d) => d.parentId === null)
    .map((d, order) => ({ name: d.label, value: byCode.get(d.id) ?? 0, order }))
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .map(({ name, value }) => ({ name, value }));
};
