/**
 * Tables of enterprise appeals (诉求; seeds 000 §1 "Enterprise appeals", §2 `/page/appeal`; seeds 001 §1, §3
 * "appeal class, appeal source and dealOffice", §7 appeal/info/*, appeal/type/*, appeal/sourceValueName/*,
 * appeal/dealDuration/*, /app/queryAppListByCommon). Field names follow the contract (openapi/domains/appeal).
 *
 * - `appeal_type` — the appeal classes (诉求分类), a two-level tree; appeals use a leaf `type_code`.
 * - `appeal_source` — configured sources (诉求来源) within a fixed channel (`AppealSourceType`).
 * - `appeal_deal_office` — dealing offices (承办部门), each optionally linked to a `sys_office` whose DEPT users deal
 *   its appeals.
 * - `appeal_deal_duration` — working days from dispatch to the deadline per appeal class (default 15).
 * - `appeal_info` — the appeals; `status` follows the one transition table `@qifu/appeal-rules`.
 * - `appeal_log` — one row per transition (办理记录: who, office, action, opinion, time); the enterprise's progress.
 * - `appeal_common_app` — application tiles shown on /page/appeal.
 */
import {
  APPEAL_STATUS,
  type AppealLogAction,
  type AppealServiceAreaType,
  type AppealSourceType,
  type AppealStatus,
} from '@qifu/appeal-rules';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysOffice, sysUser } from './sys';

/** Sync state towards 企呼我应 (contract: '0' 未同步, '1' 已同步, '2' 同步失败). */
export type AppealSyncStatus = '0' | '1' | '2';

/** An attachment `{ fileName, filePath }` (a file stored by `POST /files/upload`). */
export interface AppealFileRef {
  fileName: string;
  filePath: string;
}

/** Appeal classes (诉求分类): a two-level tree, `type_code` unique; only enabled leaves can be chosen. */
export const appealType = pgTable(
  'appeal_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => appealType.id, { onDelete: 'restrict' }),
    typeName: text('type_name').notNull(),
    // A unique constraint in the table itself (not a separate index), so the foreign keys that
    // reference it can follow in the same migration.
    typeCode: text('type_code').notNull().unique('appeal_type_code_uq'),
    sort: integer('sort').notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_type_parent_idx').on(t.parentId, t.sort)],
);

/** Configured appeal sources (诉求来源) within a channel; the name is unique within its channel. */
export const appealSource = pgTable(
  'appeal_source',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceType: text('source_type').$type<AppealSourceType>().notNull(),
    sourceValueName: text('source_value_name').notNull(),
    sort: integer('sort').notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeal_source_type_name_uq').on(t.sourceType, t.sourceValueName)],
);

/** Dealing offices (承办部门); `office_id` links the system office whose DEPT users deal the office's appeals. */
export const appealDealOffice = pgTable(
  'appeal_deal_office',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealOfficeName: text('deal_office_name').notNull(),
    officeId: uuid('office_id').references(() => sysOffice.id, { onDelete: 'set null' }),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    sort: integer('sort').notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeal_deal_office_name_uq').on(t.dealOfficeName), index('appeal_deal_office_office_idx').on(t.officeId)],
);

/** Deal durations (办理时限) per appeal class: `deal_days` working days, flagged `warn_days` before the deadline. */
export const appealDealDuration = pgTable(
  'appeal_deal_duration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealClass: text('appeal_class')
      .notNull()
      .references(() => appealType.typeCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    dealDays: integer('deal_days').notNull(),
    warnDays: integer('warn_days').notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeal_deal_duration_class_uq').on(t.appealClass)],
);

/**
 * Appeals (诉求). `company_name` / `credit_code` are the appeal's own (the enterprise may correct the credit code
 * on the form; staff may register an appeal of an enterprise outside the company table). `deal_office` is the current
 * dealing office (null until dispatched and after a return); `deadline` is a China-time calendar day.
 */
export const appealInfo = pgTable(
  'appeal_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SQ + China-time yyyyMMdd + a daily sequence of 4 digits (SQ202611200001). */
    appealNo: text('appeal_no').notNull(),
    appealTitle: text('appeal_title').notNull(),
    appealContent: text('appeal_content').notNull(),
    /** Leaf `appeal_type.type_code`. */
    appealClass: text('appeal_class')
      .notNull()
      .references(() => appealType.typeCode, { onUpdate: 'cascade' }),
    appealSource: uuid('appeal_source')
      .notNull()
      .references(() => appealSource.id),
    files: jsonb('files').$type<AppealFileRef[]>().notNull().default([]),
    companyId: uuid('company_id').references(() => company.id),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    serviceAreaType: text('service_area_type').$type<AppealServiceAreaType>(),
    /** Street/town code of `sys_region` (level 3, 9 digits). */
    streetCode: text('street_code'),
    status: text('status').$type<AppealStatus>().notNull().default(APPEAL_STATUS.pending),
    dealOffice: uuid('deal_office').references(() => appealDealOffice.id),
    deadline: date('deadline'),
    dispatchTime: timestamp('dispatch_time', { withTimezone: true }),
    dealContent: text('deal_content'),
    dealFiles: jsonb('deal_files').$type<AppealFileRef[]>().notNull().default([]),
    dealTime: timestamp('deal_time', { withTimezone: true }),
    examineOpinion: text('examine_opinion'),
    backReason: text('back_reason'),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    archiveRemark: text('archive_remark'),
    archiveTime: timestamp('archive_time', { withTimezone: true }),
    /** The user who submitted (enterprise) or registered (staff) the appeal. */
    createUserId: uuid('create_user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    syncStatus: text('sync_status').$type<AppealSyncStatus>().notNull().default('0'),
    syncTime: timestamp('sync_time', { withTimezone: true }),
    qhwyNo: text('qhwy_no'),
    syncMsg: text('sync_msg'),
    /** The enterprise's rating of the answer (满意度, 1 很不满意 … 5 很满意; issue 16), null until rated; once. */
    satisfaction: integer('satisfaction'),
    satisfactionRemark: text('satisfaction_remark'),
    rateTime: timestamp('rate_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeal_info_no_uq').on(t.appealNo),
    index('appeal_info_company_idx').on(t.companyId, t.createdAt.desc()),
    index('appeal_info_status_idx').on(t.status, t.createdAt.desc()),
    index('appeal_info_deal_office_idx').on(t.dealOffice, t.status),
    index('appeal_info_class_idx').on(t.appealClass),
    index('appeal_info_street_idx').on(t.streetCode),
    index('appeal_info_created_idx').on(t.createdAt.desc()),
  ],
);

/** The workflow log (办理记录): one row per transition, in time order per appeal. */
export const appealLog = pgTable(
  'appeal_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appealInfo.id, { onDelete: 'cascade' }),
    action: text('action').$type<AppealLogAction>().notNull(),
    /** Null for submit / create. */
    fromStatus: text('from_status').$type<AppealStatus>(),
    toStatus: text('to_status').$type<AppealStatus>().notNull(),
    opinion: text('opinion'),
    operatorId: uuid('operator_id').references(() => sysUser.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    /** The operator's own system office (staff), null for enterprises. */
    operatorOfficeId: uuid('operator_office_id').references(() => sysOffice.id, { onDelete: 'set null' }),
    /** The dealing office after the transition (id and a name kept as it was then). */
    dealOfficeId: uuid('deal_office_id').references(() => appealDealOffice.id, { onDelete: 'set null' }),
    dealOfficeName: text('deal_office_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_log_appeal_idx').on(t.appealId, t.createdAt)],
);

/** Application tiles of /page/appeal (`queryAppListByCommon`), ordered by `sort`. */
export const appealCommonApp = pgTable(
  'appeal_common_app',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appName: text('app_name').notNull(),
    appIcon: text('app_icon'),
    appUrl: text('app_url').notNull(),
    appDesc: text('app_desc'),
    sort: integer('sort').notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appeal_common_app_sort_idx').on(t.sort)],
);

/**
 * Time-limit reminders (超期提醒; issue 16 "a reminder to the handling department through the outbox"): one row per
 * appeal, dealing office and deadline that passed — written together with the reminder's outbox messages by the
 * appeal domain's deadline reminder, so each department is reminded once per appeal and time limit however many API
 * processes run. `recipients` = the SMS messages written (0: nobody of the office has a mobile number).
 */
export const appealRemind = pgTable(
  'appeal_remind',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appealInfo.id, { onDelete: 'cascade' }),
    /** 'overdue': the deadline passed (超期). */
    kind: text('kind').$type<'overdue'>().notNull().default('overdue'),
    dealOffice: uuid('deal_office')
      .notNull()
      .references(() => appealDealOffice.id, { onDelete: 'cascade' }),
    deadline: date('deadline').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appeal_remind_uq').on(t.appealId, t.kind, t.dealOffice, t.deadline)],
);
