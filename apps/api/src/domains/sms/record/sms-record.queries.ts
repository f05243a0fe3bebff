/**
 * SQL of SMS messages (`sms_record` joined to its `sys_outbox` row; seeds 001 §7 /sms/*; issue 19): the status of a
 * message is its outbox row's — pending → '0' 待发送, sent → '1' 发送成功, failed → '2' 发送失败 — and '2' with the
 * batch's reason when the batch refused the recipient (no outbox row).
 */
import type { components } from '@qifu/sdk';
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';

import { pagedSelect, toPageWindow } from '../../../core/paging';
import { isoOrNull, iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { smsRecord, sysOutbox } from '../../../db/schema';

type SmsRecord = components['schemas']['SmsRecord'];
type SmsSendStatus = components['schemas']['SmsSendStatus'];

/** The status of a record (SQL). */
export const recordStatusSql = sql<SmsSendStatus>`(case when ${sysOutbox.id} is null then '2' when ${sysOutbox.status} = 'sent' then '1' when ${sysOutbox.status} = 'failed' then '2' else '0' end)`;

/** China-day bounds of `startDate` / `endDate` (YYYY-MM-DD, inclusive) on `column`. */
export function chinaDayRange(column: Parameters<typeof gte>[0], startDate?: string, endDate?: string): SQL | undefined {
  const from = startDate ? new Date(`${startDate}T00:00:00+08:00`) : undefined;
  const to = endDate ? new Date(new Date(`${endDate}T00:00:00+08:00`).getTime() + 86_400_000) : undefined;
  return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
}

/** Filters of the record list and export. */
export interface RecordFilters {
  batchId?: string;
  phone?: string;
  sendStatus?: SmsSendStatus;
  startDate?: string;
  endDate?: string;
}

function recordWhere(f: RecordFilters) {
  return and(
    f.batchId ? eq(smsRecord.batchId, f.batchId) : undefined,
    f.phone ? like(smsRecord.phone, `%${f.phone.replace(/[^0-9]/g, '')}%`) : undefined,
    f.sendStatus ? sql`${recordStatusSql} = ${f.sendStatus}` : undefined,
    chinaDayRange(smsRecord.createdAt, f.startDate, f.endDate),
  );
}

const recordColumns = {
  id: smsRecord.id,
  batchId: smsRecord.batchId,
  phone: smsRecord.phone,
  receiverName: smsRecord.receiverName,
  companyName: smsRecord.companyName,
  smsContent: smsRecord.smsContent,
  sendStatus: recordStatusSql,
  sentAt: sysOutbox.sentAt,
  refusedReason: smsRecord.refusedReason,
  lastError: sysOutbox.lastError,
  createdAt: smsRecord.createdAt,
};

type RecordRow = {
  id: string;
  batchId: string | null;
  phone: string;
  receiverName: string | null;
  companyName: string | null;
  smsContent: string;
  sendStatus: SmsSendStatus;
  sentAt: Date | null;
  refusedReason: string | null;
  lastError: string | null;
  createdAt: Date;
};

/** A row in the contract's shape (failReason: the batch's refusal, else the outbox's last error of a failed message). */
export function toSmsRecord(r: RecordRow): SmsRecord {
  return {
    id: r.id,
    batchId: r.batchId,
    phone: r.phone,
    receiverName: r.receiverName,
    companyName: r.companyName,
    smsContent: r.smsContent,
    sendStatus: r.sendStatus,
    sendTime: isoOrNull(r.sentAt),
    failReason: r.sendStatus === '2' ? (r.refusedReason ?? r.lastError ?? '发送失败') : null,
    createTime: iso(r.createdAt),
  };
}

/** One page of records, newest first. */
export function smsRecordPage(db: Db, query: RecordFilters & { page?: number; pageSize?: number }) {
  const window = toPageWindow(query);
  const where = recordWhere(query);
  const rows = db
    .select(recordColumns)
    .from(smsRecord)
    .leftJoin(sysOutbox, eq(sysOutbox.id, smsRecord.outboxId))
    .where(where)
    .orderBy(desc(smsRecord.createdAt), desc(smsRecord.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(smsRecord)
    .leftJoin(sysOutbox, eq(sysOutbox.id, smsRecord.outboxId))
    .where(where);
  return pagedSelect<RecordRow, SmsRecord>(rows, total, toSmsRecord);
}
