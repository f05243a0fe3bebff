/**
 * What happens after every save of enterprise-archive data (issue 18 "a saved change re-runs that enterprise's policy
 * matching through the job mechanism (entAsyncMatchPolicy) and the calculator shows the new result").
 *
 * Called by every archive writer (saveEntArchiveDetail, saveEntArchiveOtherDetail, deleteOtherDetail, saveFieldValue,
 * saveCompanyInfo, newEntArchive, updateBusinessType, imports) with the enterprises whose archive changed:
 *
 * 1. **Sync into matching facts.** An enabled single-row extension field whose fieldCode is a MatchFacts field
 *    (establishDate, registeredCapital, employeeCount, revenue, taxAmount, rdExpense, equipmentInvestment,
 *    isAboveScale, qualifications) supplies that fact: its value is converted to the fact's type and written to
 *    `company_fact.facts` (the table's own comment: "what the archive and the enterprise itself supplied"); a value
 *    cleared in the archive removes the fact, a field never filled leaves the fact as it is (saveReplenish, seeds). `company_fact.updated_at` is bumped for every given enterprise, which makes its stored
 *    matches stale (matching recomputes them on the next read, e.g. the calculator).
 * 2. **Re-match through the job mechanism.** For up to {@link ARCHIVE_REMATCH_JOB_LIMIT} enterprises one
 *    `entMatchPolicy` job each is enqueued (the same job entAsyncMatchPolicy starts, reusing a pending one) and the
 *    queued jobs are run in-process before answering (milliseconds per enterprise). A bigger batch (an import) only
 *    marks the facts changed in step 1: each enterprise is recomputed on its next read instead of 100,000 jobs.
 * 3. **Smart tags** (issue 18, tags): re-applied for the given enterprises — see the marked line below.
 */
import { inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { companyFact, type EntStoredValue } from '../../db/schema';
import { findOrCreateEntMatchJob, MATCH_FACT_FIELDS, runEntMatchPolicyJobs } from '../matching';
import { mainValuesByCode } from './archive/archive-values';
import { smartTagsAfterArchiveChange } from './tag/smart-tag-job';

/** Most enterprises one call re-matches through jobs at once; more are only marked changed. */
export const ARCHIVE_REMATCH_JOB_LIMIT = 50;

/** MatchFacts fields an extension field may supply (the company row's own fields and tags excluded). */
export const ARCHIVE_FACT_FIELDS: readonly string[] = MATCH_FACT_FIELDS.filter(
  (f) => !['companyName', 'creditCode', 'streetId', 'industry', 'scale', 'tagInfoIds'].includes(f),
);
const NUMBER_FACTS = new Set(['registeredCapital', 'employeeCount', 'revenue', 'taxAmount', 'rdExpense', 'equipmentInvestment']);

/** An archive value converted to the MatchFacts type of `field`; undefined when it cannot be (left out = missing). */
export function factValueOf(field: string, value: EntStoredValue): unknown {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  if (NUMBER_FACTS.has(field)) {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return undefined;
    return field === 'employeeCount' ? Math.round(n) : n;
  }
  if (field === 'isAboveScale') {
    const v = Array.isArray(value) ? value[0] : String(value);
    return ['1', 'true', '是', 'Y', 'y'].includes(String(v));
  }
  if (field === 'qualifications') return Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * Syncs the archive of `companyIds` into matching facts, re-matches them (see the module comment) and re-applies
 * smart tags. Never throws for an enterprise without values; unknown ids are skipped.
 * @param userId - who saved (company_fact.updated_by, the job's creator), null for the system.
 */
export async function archiveChanged(db: Db, companyIds: readonly string[], userId: string | null = null): Promise<void> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return;
  const byCompany = await mainValuesByCode(db, ids);
  const existing = await db.select({ companyId: companyFact.companyId }).from(companyFact).where(inArray(companyFact.companyId, ids));
  const hasRow = new Set(existing.map((r) => r.companyId));
  for (const companyId of ids) {
    const values = byCompany.get(companyId) ?? {};
    const set: Record<string, unknown> = {};
    const removed: string[] = [];
    for (const field of ARCHIVE_FACT_FIELDS) {
      if (!(field in values)) continue;
      const v = factValueOf(field, values[field] ?? null);
      if (v === undefined) removed.push(field);
      else set[field] = v;
    }
    const json = JSON.stringify(set);
    if (!hasRow.has(companyId)) {
      await db
        .insert(companyFact)
        .values({ companyId, facts: set, updatedBy: userId, updatedAt: sql`now()` })
        .onConflictDoNothing();
    } else {
      const minus =
        removed.length > 0
          ? sql`(${companyFact.facts} - array[${sql.join(
              removed.map((r) => sql`${r}`),
              sql`, `,
            )}]::text[])`
          : sql`${companyFact.facts}`;
      await db
        .update(companyFact)
        .set({ facts: sql`${minus} || ${json}::jsonb`, updatedBy: userId, updatedAt: sql`now()` })
        .where(sql`${companyFact.companyId} = ${companyId}`);
    }
  }
  // smart tags (issue 18, tags): re-applied before the re-match, whose facts include the tags (tagInfoIds).
  await smartTagsAfterArchiveChange(db, ids, userId);
  if (ids.length <= ARCHIVE_REMATCH_JOB_LIMIT) {
    for (const companyId of ids) await findOrCreateEntMatchJob(db, companyId, userId);
    await runEntMatchPolicyJobs(db);
  }
}
