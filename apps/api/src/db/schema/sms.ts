/**
 * SMS templates, send batches and their messages (seeds 001 §1 "SMS templates and sending", §7 /sms/*; issue 19).
 *
 * - `sms_template` — a template with placeholders of `@qifu/sms-rules` SMS_TEMPLATE_VARIABLES; names unique.
 * - `sms_batch` — one send batch; its id IS the id of its `sys_job` (type smsSend) that builds the messages.
 * - `sms_record` — one message of a batch: the rendered text, the recipient, and the `sys_outbox` row that delivers it
 *   (`outbox_id`). The delivery state is the outbox row's (pending → 0, sent → 1, failed → 2); a recipient refused by
 *   the batch (daily limit, no valid phone) has no outbox row and its `refused_reason` (status 2). A resend points the
 *   record at a new outbox row.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const smsTemplate = pgTable(
  'sms_template',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    templateName: text('template_name').notNull(),
    /** SmsTemplateType: '1' 通知类, '2' 宣传类, '3' 提醒类. */
    templateType: text('template_type').$type<'1' | '2' | '3'>().notNull(),
    templateContent: text('template_content').notNull(),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    remark: text('remark'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_template_name_uq').on(t.templateName)],
);

/** A receiver as sent (sendType 1). */
export interface SmsBatchReceiver {
  phone: string;
  name?: string;
  companyName?: string;
}

export const smsBatch = pgTable(
  'sms_batch',
  {
    /** = sys_job.id of the batch's job. */
    id: uuid('id').primaryKey(),
    /** SmsSendType: '1' phones, '2' tags, '3' streets. */
    sendType: text('send_type').$type<'1' | '2' | '3'>().notNull(),
    templateId: uuid('template_id'),
    templateName: text('template_name'),
    smsContent: text('sms_content').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    receivers: jsonb('receivers').$type<SmsBatchReceiver[]>().notNull().default([]),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    streetIds: text('street_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Messages of the batch (recipients, refused ones included). */
    total: integer('total').notNull().default(0),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_batch_created_idx').on(t.createdAt)],
);

export const smsRecord = pgTable(
  'sms_record',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    batchId: uuid('batch_id').references(() => smsBatch.id, { onDelete: 'cascade' }),
    /** The sys_outbox row delivering it; null when the batch refused the recipient. */
    outboxId: uuid('outbox_id'),
    phone: text('phone').notNull(),
    receiverName: text('receiver_name'),
    companyName: text('company_name'),
    companyId: uuid('company_id'),
    smsContent: text('sms_content').notNull(),
    refusedReason: text('refused_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_record_batch_idx').on(t.batchId),
    index('sms_record_phone_idx').on(t.phone, t.createdAt),
    index('sms_record_outbox_idx').on(t.outboxId),
    index('sms_record_created_idx').on(t.createdAt),
  ],
);
