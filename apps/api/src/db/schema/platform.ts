/** Platform mechanics: stored files, the outbox and background jobs. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files; `file_path` is the storage key `YYYY/MM/<uuid>.<ext>`. */
export const sysFile = pgTable(
  'sys_file',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    filePath: text('file_path').notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    kind: text('kind').notNull(),
    uploaderId: uuid('uploader_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_file_path_uq').on(t.filePath)],
);

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** The one outbox: messages written in the caller's transaction, delivered by the dispatcher. */
export const sysOutbox = pgTable(
  'sys_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('sys_outbox_pending_idx').on(t.status, t.availableAt)],
);

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** The one background-job table (pre-match, import, export … in later issues). */
export const sysJob = pgTable(
  'sys_job',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** 0–100. */
    progress: smallint('progress').notNull().default(0),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sys_job_queue_idx').on(t.status, t.createdAt)],
);
