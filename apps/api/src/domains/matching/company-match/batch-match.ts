/**
 * Matching of every enterprise against one policy's projects in batches (the policy calculator's
 * pre-match, issue 15 P9; seeds 001 §7 preMatch). The same engine, facts and projects as
 * {@link ensureCompanyMatches} with `policyId` (the projects matched at `now`: published, of a
 * published policy, not ended), so an enterprise's best result here equals the best of what the
 * engine answers it one by one — but nothing is stored in `ent_match_result` and the projects are
 * compiled once for all enterprises: the facts are read `batchSize` companies at a time (keyset on
 * the id), so memory stays flat whatever the number of enterprises.
 */
import { asc, count, eq, gt, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { company, companyFact, companyTag } from '../../../db/schema';
import { evaluateProject, FactVector, type MatchResult } from '../engine/engine';
import { factsOfCompany, type MatchFacts } from '../engine/facts';
import { compileRule, type CompiledRule, evaluateRule, MISSING, ruleProblem, truthy } from '../engine/json-logic';
import { loadOpenProjects } from '../project/projects';

/** One enterprise's summary over the projects. */
export interface BatchCompanyMatch {
  companyId: string;
  companyName: string;
  creditCode: string;
  streetId: string | null;
  facts: MatchFacts;
  /** Best result over the projects ('1' 匹配 < '2' 部分匹配 < '3' 不匹配), null without projects. */
  bestResult: MatchResult | null;
  /** Highest match rate over the projects (0–100; 0 without projects). */
  bestRate: number;
}

/** A batch of enterprises with the progress so far. */
export interface CompanyMatchBatch {
  rows: BatchCompanyMatch[];
  /** Enterprises handled so far, this batch included. */
  done: number;
  /** Enterprises at the start. */
  total: number;
}

/** Best result and rate of a list of (result, rate) pairs, as the engine ranks them. */
export function bestOf(results: readonly { matchResult: MatchResult; matchRate: number }[]): { bestResult: MatchResult | null; bestRate: number } {
  let bestResult: MatchResult | null = null;
  let bestRate = 0;
  for (const r of results) {
    if (bestResult === null || r.matchResult < bestResult) bestResult = r.matchResult;
    if (r.matchRate > bestRate) bestRate = r.matchRate;
  }
  return { bestResult, bestRate };
}

/**
 * Every enterprise (by id) matched against the projects of `policyId` matched at `now`, in batches.
 * @param options.batchSize - enterprises per batch (default 1,000).
 */
export async function* matchCompaniesInBatches(
  db: Db,
  options: { policyId: string; now?: Date; batchSize?: number },
): AsyncGenerator<CompanyMatchBatch> {
  const now = options.now ?? new Date();
  const size = options.batchSize ?? 1000;
  const projects = (await loadOpenProjects(db, now, { policyId: options.policyId })).map((p) => p.compiled);
  const [counted] = await db.select({ n: count() }).from(company);
  const total = counted?.n ?? 0;
  let after: string | null = null;
  let done = 0;
  for (;;) {
    const batch = await db
      .select({
        id: company.id,
        companyName: company.companyName,
        creditCode: company.creditCode,
        streetId: company.streetId,
        industry: company.industry,
        scale: company.scale,
        facts: companyFact.facts,
      })
      .from(company)
      .leftJoin(companyFact, eq(companyFact.companyId, company.id))
      .where(after ? gt(company.id, after) : undefined)
      .orderBy(asc(company.id))
      .limit(size);
    if (batch.length === 0) return;
    const tagRows = await db
      .select({ companyId: companyTag.companyId, tagInfoId: companyTag.tagInfoId })
      .from(companyTag)
      .where(
        inArray(
          companyTag.companyId,
          batch.map((b) => b.id),
        ),
      )
      .orderBy(companyTag.createdAt, companyTag.tagInfoId);
    const tags = new Map<string, string[]>();
    for (const t of tagRows) {
      const list = tags.get(t.companyId);
      if (list) list.push(t.tagInfoId);
      else tags.set(t.companyId, [t.tagInfoId]);
    }
    const rows: BatchCompanyMatch[] = batch.map((b) => {
      const facts = factsOfCompany(b, tags.get(b.id) ?? []);
      const vec = new FactVector(facts);
      let bestResult: MatchResult | null = null;
      let bestRate = 0;
      for (const p of projects) {
        const ev = evaluateProject(p, vec);
        if (bestResult === null || ev.matchResult < bestResult) bestResult = ev.matchResult;
        if (ev.matchRate > bestRate) bestRate = ev.matchRate;
      }
      return { companyId: b.id, companyName: b.companyName, creditCode: b.creditCode, streetId: b.streetId, facts, bestResult, bestRate };
    });
    done += batch.length;
    after = batch[batch.length - 1]?.id ?? null;
    yield { rows, done, total: Math.max(total, done) };
    if (batch.length < size) return;
  }
}

/** A rule over MatchFacts (smart-tag-rule.yaml: calculators, smart tags) ready to evaluate. */
export type FactRule = CompiledRule;

/** The first problem of a rule over MatchFacts in Chinese, or null when the engine accepts it. */
export function factRuleProblem(rule: unknown): string | null {
  return ruleProblem(rule);
}

/** Compiles a rule over MatchFacts. @throws InvalidRuleError when {@link factRuleProblem} is not null. */
export function compileFactRule(rule: unknown): FactRule {
  return compileRule(rule);
}

/** True when the rule holds for the facts (a rule depending on a missing fact does not hold). */
export function factRuleHolds(rule: FactRule, facts: MatchFacts): boolean {
  const v = evaluateRule(rule, new FactVector(facts));
  return v !== MISSING && truthy(v);
}
