/**
 * Questionnaires (seeds 001 §1 "questionnaires and reports", §7 /ques/*), also the custom forms of
 * the top-level routes /commonform (designer) and /preview (echo with 发布 1 / 保存 0; seeds 000 §2,
 * §4 "Other"): a questionnaire is a custom form whose fields are its questions.
 *
 * - `ques_info`: title, description, answering window and the state of `QuesStatus`
 *   (0 未发布 → 1 已发布 → 2 已结束).
 * - `ques_question` / `ques_option`: the questions in order (type 1 单选题, 2 多选题, 3 填空题,
 *   4 评分题) and the options of choice questions. Saving an unpublished questionnaire replaces
 *   them as a whole (ids sent back are kept).
 * - `ques_info_tag`: the enterprise tags it is aimed at (none = every enterprise).
 * - `ques_answer`: one answer sheet per enterprise, counted as answerCount; `ques_answer_item`
 *   its answers, one row per question (chosen option ids, text, score) (issue 19).
 * - `street_codes` of `ques_info` and `report_task`: the streets (level-3 `sys_region` codes) the
 *   form is aimed at, combined with the tags (none = every street) (issue 19).
 * - `report_task` / `report_task_tag`: reporting tasks (填报任务) with their fields (ReportField[]
 *   of the contract, as jsonb) and the state of `ReportStatus` (0 未发布 → 1 填报中 → 2 已结束).
 * - `report_data`: one row per target enterprise, written when the task is published (reportStatus
 *   0 未填报) and filled on submission (1 已填报, values and attachments as jsonb).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { tagInfo } from './policy-service';
import { sysUser } from './sys';

/** `QuesStatus`: '0' 未发布, '1' 已发布, '2' 已结束. */
export type QuesStatusCode = '0' | '1' | '2';
/** `QuesQuestionType`: '1' 单选题, '2' 多选题, '3' 填空题, '4' 评分题. */
export type QuesQuestionTypeCode = '1' | '2' | '3' | '4';

export const quesInfo = pgTable(
  'ques_info',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    quesTitle: text('ques_title').notNull(),
    quesDesc: text('ques_desc'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status').$type<QuesStatusCode>().notNull().default('0'),
    streetCodes: jsonb('street_codes').$type<string[]>().notNull().default([]),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ques_info_status_idx').on(t.status, t.createdAt.desc()), index('ques_info_created_idx').on(t.createdAt.desc())],
);

export const quesQuestion = pgTable(
  'ques_question',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    quesId: uuid('ques_id')
      .notNull()
      .references(() => quesInfo.id, { onDelete: 'cascade' }),
    questionTitle: text('question_title').notNull(),
    questionType: text('question_type').$type<QuesQuestionTypeCode>().notNull(),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ques_question_ques_idx').on(t.quesId, t.sort)],
);

export const quesOption = pgTable(
  'ques_option',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quesQuestion.id, { onDelete: 'cascade' }),
    optionContent: text('option_content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ques_option_question_idx').on(t.questionId, t.sort)],
);

export const quesInfoTag = pgTable(
  'ques_info_tag',
  {
    quesId: uuid('ques_id')
      .notNull()
      .references(() => quesInfo.id, { onDelete: 'cascade' }),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id),
  },
  (t) => [primaryKey({ columns: [t.quesId, t.tagInfoId] }), index('ques_info_tag_tag_idx').on(t.tagInfoId)],
);

export const quesAnswer = pgTable(
  'ques_answer',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    quesId: uuid('ques_id')
      .notNull()
      .references(() => quesInfo.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => company.id),
    userId: uuid('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ques_answer_ques_idx').on(t.quesId), uniqueIndex('ques_answer_company_uq').on(t.quesId, t.companyId)],
);

export const quesAnswerItem = pgTable(
  'ques_answer_item',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => quesAnswer.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quesQuestion.id, { onDelete: 'cascade' }),
    optionIds: jsonb('option_ids').$type<string[]>().notNull().default([]),
    answerContent: text('answer_content'),
    answerScore: integer('answer_score'),
  },
  (t) => [index('ques_answer_item_answer_idx').on(t.answerId), index('ques_answer_item_question_idx').on(t.questionId)],
);

/** `ReportStatus`: '0' 未发布, '1' 填报中, '2' 已结束. */
export type ReportStatusCode = '0' | '1' | '2';
/** A field of a report task (contract `ReportField`). */
export interface StoredReportField {
  fieldKey: string;
  fieldName: string;
  fieldType: '1' | '2' | '3';
  fieldUnit?: string;
  required: boolean;
}

export const reportTask = pgTable(
  'report_task',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    reportTitle: text('report_title').notNull(),
    reportPeriod: text('report_period').notNull(),
    reportDesc: text('report_desc'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status').$type<ReportStatusCode>().notNull().default('0'),
    fields: jsonb('fields').$type<StoredReportField[]>().notNull().default([]),
    streetCodes: jsonb('street_codes').$type<string[]>().notNull().default([]),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_task_created_idx').on(t.createdAt.desc())],
);

export const reportTaskTag = pgTable(
  'report_task_tag',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => reportTask.id, { onDelete: 'cascade' }),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.tagInfoId] })],
);

export const reportData = pgTable(
  'report_data',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    taskId: uuid('task_id')
      .notNull()
      .references(() => reportTask.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    reportStatus: text('report_status').$type<'0' | '1'>().notNull().default('0'),
    values: jsonb('values').$type<{ fieldKey: string; fieldValue: string }[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<{ fileName: string; filePath: string }[]>().notNull().default([]),
    reportTime: timestamp('report_time', { withTimezone: true }),
    userId: uuid('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    remindCount: integer('remind_count').notNull().default(0),
  },
  (t) => [uniqueIndex('report_data_task_company_uq').on(t.taskId, t.companyId), index('report_data_task_status_idx').on(t.taskId, t.reportStatus)],
);
