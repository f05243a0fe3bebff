import type { components } from '@qifu/sdk';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import { smsBatch, smsRecord, sysJob, sysOutbox, sysRegion, tagInfo } from '../../../db/schema';
import { chinaDayRange, recordStatusSql } from './sms-record.queries';

type SmsBatch = components['schemas']['SmsBatch'];

/**
 * `GET /sms/batch/list` (sms:record:list; seeds 001 §7 /sms/*): batches newest first — the job's status and progress
 * (building the messages), the number of messages, and their delivery by the outbox (success / fail / pending; refused
 * recipients count as failed); `keyword` in the text, China-time days (inclusive).
 */
export const listSmsBatch: Handler<'listSmsBatch'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(pattern ? ilike(smsBatch.smsContent, pattern) : undefined, chinaDayRange(smsBatch.createdAt, req.query.startDate, req.query.endDate));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ batch: smsBatch, status: sysJob.status, progress: sysJob.progress, jobTotal: sysJob.total })
      .from(smsBatch)
      .leftJoin(sysJob, eq(sysJob.id, smsBatch.id))
      .where(where)
      .orderBy(desc(smsBatch.createdAt), desc(smsBatch.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(smsBatch).where(where),
  ]);
  const ids = rows.map((r) => r.batch.id);
  const tagIds = [...new Set(rows.flatMap((r) => r.batch.tagIds))];
  const streetIds = [...new Set(rows.flatMap((r) => r.batch.streetIds))];
  const [counts, tags, streets] = await Promise.all([
    ids.length === 0
      ? []
      : ctx.db
          .select({
            batchId: smsRecord.batchId,
            success: sql<number>`count(*) filter (where ${recordStatusSql} = '1')`.mapWith(Number),
            fail: sql<number>`count(*) filter (where ${recordStatusSql} = '2')`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${recordStatusSql} = '0')`.mapWith(Number),
          })
          .from(smsRecord)
          .leftJoin(sysOutbox, eq(sysOutbox.id, smsRecord.outboxId))
          .where(inArray(smsRecord.batchId, ids))
          .groupBy(smsRecord.batchId),
    tagIds.length === 0 ? [] : ctx.db.select({ id: tagInfo.id, tagName: tagInfo.tagName }).from(tagInfo).where(inArray(tagInfo.id, tagIds)),
    streetIds.length === 0 ? [] : ctx.db.select({ code: sysRegion.code, name: sysRegion.name }).from(sysRegion).where(inArray(sysRegion.code, streetIds)),
  ]);
  const countOf = new Map(counts.map((c) => [c.batchId, c]));
  const tagOf = new Map(tags.map((t) => [t.id, t]));
  const streetOf = new Map(streets.map((s) => [s.code, s.name]));
  const list: SmsBatch[] = rows.map(({ batch, status, progress, jobTotal }) => {
    const c = countOf.get(batch.id);
    return {
      id: batch.id,
      sendType: batch.sendType,
      templateName: batch.templateName,
      smsContent: batch.smsContent,
      tags: batch.tagIds.flatMap((id) => (tagOf.has(id) ? [tagOf.get(id)!] : [])),
      streetNames: batch.streetIds.map((id) => streetOf.get(id) ?? id),
      status: status ?? 'succeeded',
      progress: progress ?? 100,
      total: Math.max(batch.total, jobTotal ?? 0),
      successCount: c?.success ?? 0,
      failCount: c?.fail ?? 0,
      pendingCount: c?.pending ?? 0,
      createBy: batch.createdByName,
      createTime: iso(batch.createdAt),
    };
  });
  return pageResult(list, totals[0]?.n ?? 0);
};
