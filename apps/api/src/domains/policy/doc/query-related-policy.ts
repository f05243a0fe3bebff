import { and, arrayOverlaps, count, eq, inArray, ne, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { companyTag, polInfo, polInfoTag } from '../../../db/schema';
import { ensureCompanyMatches, invalidRuleLogger, requireCompanyId } from '../../matching';
import { supportModeLabeller } from './support-modes';

/** Points of each kind of relation (queryRelatedPolicy's ranking). */
export const RELATED_POLICY_POINTS = {
  /** per tag the policy and the enterprise share */
  sharedTag: 2,
  /** the policy has a project the enterprise matches (匹配) */
  matchedProject: 3,
  /** the policy has a project the enterprise partly matches (部分匹配) */
  partlyMatchedProject: 1,
  /** same issuing unit as the given policy */
  sameIssuer: 2,
  /** per support mode shared with the given policy */
  sharedSupportMode: 1,
} as const;

/**
 * `GET /corp/policyCalculator/queryRelatedPolicy` (QY; seeds 001 §7): up to `limit` (default 5)
 * published policies related to the caller's enterprise — by shared tags (`pol_info_tag` ∩
 * `company_tag`) and by the match of their projects (conditions over the industry and the other
 * archive data); with `policyId` also by the same issuing unit or shared support modes, the policy
 * itself left out. Ranked by the points of {@link RELATED_POLICY_POINTS}, then newest first; only
 * policies with some relation are answered. supportModes as dictionary labels.
 */
export const queryRelatedPolicy: Handler<'queryRelatedPolicy'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const limit = req.query.limit ?? 5;
  const current = req.query.policyId;
  const score = new Map<string, number>();
  const add = (id: string, points: number) => {
    if (id !== current) score.set(id, (score.get(id) ?? 0) + points);
  };

  const [tagged, { matches }, base] = await Promise.all([
    ctx.db
      .select({ policyId: polInfoTag.policyId, n: count() })
      .from(polInfoTag)
      .innerJoin(companyTag, and(eq(companyTag.tagInfoId, polInfoTag.tagInfoId), eq(companyTag.companyId, companyId)))
      .groupBy(polInfoTag.policyId),
    ensureCompanyMatches(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) }),
    current
      ? ctx.db
          .select({ policyDepName: polInfo.policyDepName, supportModes: polInfo.supportModes })
          .from(polInfo)
          .where(eq(polInfo.id, current))
          .limit(1)
      : Promise.resolve([]),
  ]);
  for (const t of tagged) add(t.policyId, RELATED_POLICY_POINTS.sharedTag * Number(t.n));
  const best = new Map<string, number>();
  for (const { match } of matches) {
    const points =
      match.matchResult === '1' ? RELATED_POLICY_POINTS.matchedProject : match.matchResult === '2' ? RELATED_POLICY_POINTS.partlyMatchedProject : 0;
    best.set(match.policyId, Math.max(best.get(match.policyId) ?? 0, points));
  }
  for (const [id, points] of best) if (points > 0) add(id, points);

  const ref = base[0];
  const similar = ref
    ? await ctx.db
        .select({ id: polInfo.id, policyDepName: polInfo.policyDepName, supportModes: polInfo.supportModes })
        .from(polInfo)
        .where(
          and(
            eq(polInfo.status, 'published'),
            ne(polInfo.id, current as string),
            ref.supportModes.length > 0
              ? or(eq(polInfo.policyDepName, ref.policyDepName), arrayOverlaps(polInfo.supportModes, ref.supportModes))
              : eq(polInfo.policyDepName, ref.policyDepName),
          ),
        )
    : [];
  for (const p of similar) {
    const shared = p.supportModes.filter((m) => ref?.supportModes.includes(m)).length;
    add(p.id, (p.policyDepName === ref?.policyDepName ? RELATED_POLICY_POINTS.sameIssuer : 0) + shared * RELATED_POLICY_POINTS.sharedSupportMode);
  }

  const ids = [...score.entries()].filter(([, s]) => s > 0).map(([id]) => id);
  if (ids.length === 0) return [];
  const [rows, label] = await Promise.all([
    ctx.db
      .select({
        id: polInfo.id,
        policyTitle: polInfo.policyTitle,
        policyDepName: polInfo.policyDepName,
        policyCreateTime: polInfo.policyCreateTime,
        supportModes: polInfo.supportModes,
      })
      .from(polInfo)
      .where(and(inArray(polInfo.id, ids), eq(polInfo.status, 'published'))),
    supportModeLabeller(ctx.db),
  ]);
  return rows
    .sort(
      (a, b) =>
        (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) ||
        b.policyCreateTime.getTime() - a.policyCreateTime.getTime() ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map((r) => ({ ...r, policyCreateTime: r.policyCreateTime.toISOString(), supportModes: label(r.supportModes) }));
};
