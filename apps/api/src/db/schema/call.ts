/**
 * Tables of the call centre and the provincial sync (issue 16; seeds 000 §2 `/ecall`, seeds 001 §2 "Bar chart",
 * §7 /call/data/*, POST /appeal/syncAppealInfoToQhwy). Field names follow the contract (openapi/domains/call).
 *
 * - `call_data` — one row per phone call (话务记录): direction, caller, company, street, content, how it was handled,
 *   and the appeal it became (`appeal_id`, handleStatus 2).
 * - `appeal_sync_log` — one row per delivery attempt of an appeal to 企呼我应 (the visible retry log of the outbox
 *   topic `qhwySync`): attempt number, outcome and message.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { appealInfo } from './appeal';
import { company } from './company';
import { sysUser } from './sys';

/** Call direction (contract `CallType`): '1' 呼入, '2' 呼出. */
export type CallTypeCode = '1' | '2';

/** How a call was handled (contract `CallHandleStatus`): '1' 已解答, '2' 已转诉求, '3' 待回访. */
export type CallHandleStatusCode = '1' | '2' | '3';

/** Call records (话务记录); the operator is the user who saved the record first. */
export const callData = pgTable(
  'call_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callType: text('call_type').$type<CallTypeCode>().notNull(),
    phone: text('phone').notNull(),
    contactName: text('contact_name'),
    companyId: uuid('company_id').references(() => company.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    /** Street/town code of `sys_region` (level 3, 9 digits). */
    streetCode: text('street_code'),
    callStartTime: timestamp('call_start_time', { withTimezone: true }).notNull(),
    callEndTime: timestamp('call_end_time', { withTimezone: true }).notNull(),
    callContent: text('call_content').notNull(),
    handleStatus: text('handle_status').$type<CallHandleStatusCode>().notNull(),
    handleResult: text('handle_result'),
    remark: text('remark'),
    appealId: uuid('appeal_id').references(() => appealInfo.id, { onDelete: 'set null' }),
    operatorId: uuid('operator_id').references(() => sysUser.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_data_start_idx').on(t.callStartTime.desc()),
    index('call_data_street_idx').on(t.streetCode),
    index('call_data_operator_idx').on(t.operatorId),
  ],
);

/** Outcome of one delivery attempt: 'sent', 'failed' (will retry) or 'gaveUp' (the last attempt failed). */
export type AppealSyncOutcome = 'sent' | 'failed' | 'gaveUp';

/** The delivery log of the provincial sync: one row per attempt of an outbox message of topic `qhwySync`. */
export const appealSyncLog = pgTable(
  'appeal_sync_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appealInfo.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').notNull(),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').$type<AppealSyncOutcome>().notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_sync_log_appeal_idx').on(t.appealId, t.createdAt)],
);
