/**
 * Smart tags applied to the enterprises (seeds 001 §7 "POST /tag/info/saveSmartTag"; issue 18 acceptance 4): a smart
 * tag's enterprises are exactly those for which its JSON Logic rule holds over their MatchFacts, evaluated by the
 * matching engine through its public entry (`factRuleProblem`, `compileFactRule`, `factRuleHolds` of
 * `domains/matching/index.ts`: same operators and semantics as project conditions; a rule depending on a missing
 * field does not hold).
 *
 * - saveSmartTag queues a `smartTagEval` job (core/jobs.ts) per tag — a pending one of the same tag is cancelled — and
 *   this process runs it at once ({@link kickSmartTagJobs}): companies are read 1,000 at a time (keyset on id, memory
 *   flat), progress is reported per batch, and the tag's `company_tag` rows are replaced in ONE transaction at the end
 *   (kept rows keep their tagTime), so readers never see a half-applied tag; `tag_info.last_eval_time` follows.
 * - {@link applySmartTagsToCompanies}: after an archive change (`archiveChanged`) every enabled smart tag is
 *   re-evaluated for those enterprises only, synchronously.
 */
import { and, asc, count, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { cancelJob, createJob, createJobLoop, failJob, type Job, reportProgress } from '../../../core/jobs';
import type { Db } from '../../../db/client';
import { company, companyFact, companyTag, sysJob, tagInfo } from '../../../db/schema';
import { compileFactRule, factRuleHolds, factRuleProblem, factsOfCompany, type FactRule } from '../../matching';

/** The job type. */
export const SMART_TAG_JOB = 'smartTagEval';
/** Enterprises read per batch. */
const BATCH = 1000;
/** Rows per insert statement. */
const INSERT_CHUNK = 1000;

/**
 * The rule's problem in Chinese (an operator or field the engine does not accept, too deep, too many operators, or a
 * read of 企业标签), null when acceptable.
 */
export function smartTagRuleProblem(rule: unknown): string | null {
  const problem = factRuleProblem(rule);
  if (problem) return problem;
  if (JSON.stringify(rule).includes('"tagInfoIds"')) return '智能标签规则不能读取企业标签';
  return null;
}

/** Compiles a smart-tag rule. @throws AppError BAD_REQUEST with {@link smartTagRuleProblem}'s message. */
export function compileSmartTagRule(rule: unknown): FactRule {
  const problem = smartTagRuleProblem(rule);
  if (problem) throw new AppError('BAD_REQUEST', `智能标签规则有误：${problem}`);
  return compileFactRule(rule);
}

/**
 * Queues the application of smart tag `tagId` to every enterprise (cancelling a pending one of the same tag) and
 * records the job on the tag. Call {@link kickSmartTagJobs} afterwards.
 */
export async function queueSmartTagEval(db: Db, tagId: string, userId: string | null): Promise<Job> {
  const pending = await db
    .select({ id: sysJob.id })
    .from(sysJob)
    .where(and(eq(sysJob.type, SMART_TAG_JOB), inArray(sysJob.status, ['queued', 'running']), sql`${sysJob.params} ->> 'tagId' = ${tagId}`));
  for (const p of pending) await cancelJob(db, p.id, '智能标签规则已更新，重新计算');
  const [counted] = await db.select({ n: count() }).from(company);
  const job = await createJob(db, { type: SMART_TAG_JOB, params: { tagId }, total: counted?.n ?? 0, createdBy: userId });
  await db.update(tagInfo).set({ evalJobId: job.id }).where(eq(tagInfo.id, tagId));
  return job;
}

type FactsRow = { id: string; companyName: string; creditCode: string; streetId: string | null; industry: string | null; scale: string | null; facts: Record<string, unknown> | null };

const FACT_COLUMNS = {
  id: company.id,
  companyName: company.companyName,
  creditCode: company.creditCode,
  streetId: company.streetId,
  industry: company.industry,
  scale: company.scale,
  facts: companyFact.facts,
};

/** True when the rule holds for the company row (tags are not read by smart tags). */
function holds(rule: FactRule, row: FactsRow): boolean {
  return factRuleHolds(rule, factsOfCompany(row, []));
}

/** Runs one claimed smartTagEval job (see the module comment); a cancelled job changes nothing. */
export async function runSmartTagJob(db: Db, job: Job): Promise<void> {
  const tagId = typeof job.params?.['tagId'] === 'string' ? job.params['tagId'] : undefined;
  try {
    const [tag] = tagId ? await db.select({ rule: tagInfo.rule, tagType: tagInfo.tagType }).from(tagInfo).where(eq(tagInfo.id, tagId)).limit(1) : [];
    if (!tagId || !tag || tag.tagType !== '2' || !tag.rule) {
      await failJob(db, job.id, '智能标签不存在');
      return;
    }
    const rule = compileSmartTagRule(tag.rule);
    const matched: string[] = [];
    let after: string | null = null;
    let done = 0;
    for (;;) {
      const batch: FactsRow[] = await db
        .select(FACT_COLUMNS)
        .from(company)
        .leftJoin(companyFact, eq(companyFact.companyId, company.id))
        .where(after ? gt(company.id, after) : undefined)
        .orderBy(asc(company.id))
        .limit(BATCH);
      for (const row of batch) if (holds(rule, row)) matched.push(row.id);
      done += batch.length;
      if (batch.length > 0 && !(await reportProgress(db, job.id, done, Math.max(done, job.total ?? 0)))) return;
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]?.id ?? null;
    }
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(sysJob)
        .set({ status: 'succeeded', progress: 100, result: { companyCount: matched.length }, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(sysJob.id, job.id), eq(sysJob.status, 'running')))
        .returning({ finishedAt: sysJob.finishedAt });
      if (!finished) return;
      await tx
        .delete(companyTag)
        .where(and(eq(companyTag.tagInfoId, tagId), matched.length > 0 ? notInArray(companyTag.companyId, matched) : undefined));
      for (let i = 0; i < matched.length; i += INSERT_CHUNK) {
        await tx
          .insert(companyTag)
          .values(matched.slice(i, i + INSERT_CHUNK).map((companyId) => ({ companyId, tagInfoId: tagId })))
          .onConflictDoNothing();
      }
      await tx.update(tagInfo).set({ lastEvalTime: finished.finishedAt }).where(eq(tagInfo.id, tagId));
    });
  } catch (e) {
    await failJob(db, job.id, e instanceof AppError ? e.message : e instanceof Error ? e.message : String(e));
  }
}

/** The in-process worker of smartTagEval jobs (core/jobs.ts {@link createJobLoop}). */
const loop = createJobLoop([SMART_TAG_JOB], (db, job) => runSmartTagJob(db, job));

/** Claims and runs queued smartTagEval jobs until none is left. @returns how many ran. */
export const runSmartTagJobs = loop.runAll;

/**
 * Starts this process's smartTagEval loop on `db` unless it runs already (then one more pass afterwards).
 * @returns the loop's promise (tests await it; handlers do not).
 */
export const kickSmartTagJobs = loop.kick;

/** The promise of the running smartTagEval loop on `db` (resolved at once when none runs). */
export const smartTagJobsIdle = loop.idle;

/**
 * Re-applies every enabled smart tag to the given enterprises (after their archive changed): adds the tag where the
 * rule now holds, removes it where it no longer does. Synchronous; a few queries per call whatever the tag count.
 * @returns how many (company, tag) pairs were added and removed.
 */
export async function applySmartTagsToCompanies(db: Db, companyIds: readonly string[]): Promise<{ added: number; removed: number }> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return { added: 0, removed: 0 };
  const tags = await db
    .select({ id: tagInfo.id, rule: tagInfo.rule })
    .from(tagInfo)
    .where(and(eq(tagInfo.tagType, '2'), eq(tagInfo.enableFlag, '1')));
  if (tags.length === 0) return { added: 0, removed: 0 };
  const compiled = tags.flatMap((t) => (t.rule && !smartTagRuleProblem(t.rule) ? [{ id: t.id, rule: compileFactRule(t.rule) }] : []));
  let added = 0;
  let removed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const slice = ids.slice(i, i + BATCH);
    const rows: FactsRow[] = await db.select(FACT_COLUMNS).from(company).leftJoin(companyFact, eq(companyFact.companyId, company.id)).where(inArray(company.id, slice));
    const add: { companyId: string; tagInfoId: string }[] = [];
    const drop: { companyId: string; tagInfoId: string }[] = [];
    for (const row of rows) {
      for (const t of compiled) (holds(t.rule, row) ? add : drop).push({ companyId: row.id, tagInfoId: t.id });
    }
    await db.transaction(async (tx) => {
      if (add.length > 0) added += (await tx.insert(companyTag).values(add).onConflictDoNothing().returning({ c: companyTag.companyId })).length;
      for (const t of compiled) {
        const gone = drop.filter((d) => d.tagInfoId === t.id).map((d) => d.companyId);
        if (gone.length === 0) continue;
        removed += (
          await tx
            .delete(companyTag)
            .where(and(eq(companyTag.tagInfoId, t.id), inArray(companyTag.companyId, gone)))
            .returning({ c: companyTag.companyId })
        ).length;
      }
    });
  }
  return { added, removed };
}

/** Enterprises above which an archive change re-runs whole smart-tag jobs instead of evaluating them one by one. */
export const SMART_TAG_DIRECT_LIMIT = 1000;

/**
 * The smart-tag step of `archiveChanged`: up to {@link SMART_TAG_DIRECT_LIMIT} enterprises are re-evaluated at once
 * ({@link applySmartTagsToCompanies}); a bigger batch (an import) queues one full `smartTagEval` job per enabled smart
 * tag and starts them in the background.
 */
export async function smartTagsAfterArchiveChange(db: Db, companyIds: readonly string[], userId: string | null = null): Promise<void> {
  if (companyIds.length <= SMART_TAG_DIRECT_LIMIT) {
    await applySmartTagsToCompanies(db, companyIds);
    return;
  }
  const tags = await db.select({ id: tagInfo.id }).from(tagInfo).where(and(eq(tagInfo.tagType, '2'), eq(tagInfo.enableFlag, '1')));
  for (const t of tags) await queueSmartTagEval(db, t.id, userId);
  if (tags.length > 0) void kickSmartTagJobs(db);
}
