/**
 * Policy calculators, their enterprise whitelist, pre-match results and notices, and match forms
 * (issue 15 P9; seeds 001 §2, §3, §7 "/admin/policyCalculator/*", "/admin/match/form/*").
 */
import type { CalculatorStatus } from '@qifu/policy-rules';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysJob } from './platform';
import { polInfo } from './policy';
import { tagInfo } from './policy-service';


export const polCalculator = pgTable(
  'pol_calculator',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    calculatorName: text('calculator_name').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id),
    matchFormId: uuid('match_form_id'),
    /** JSON Logic over MatchFacts (smart-tag-rule.yaml), evaluated by the matching engine. */
    rule: jsonb('rule').$type<Record<string, unknown>>(),
    whitelistOnly: boolean('whitelist_only').notNull().default(false),
    remark: text('remark'),
    status: text('status').$type<CalculatorStatus>().notNull().default('0'),
    auditOpinion: text('audit_opinion'),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    auditBy: text('audit_by'),
    /** The newest pre-match job (any state): what the page polls. */
    lastJobId: uuid('last_job_id').references(() => sysJob.id, { onDelete: 'set null' }),
    /** The newest succeeded pre-match job: whose rows the result lists. */
    resultJobId: uuid('result_job_id').references(() => sysJob.id, { onDelete: 'set null' }),
    matchCount: integer('match_count'),
    lastMatchTime: timestamp('last_match_time', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pol_calculator_status_idx').on(t.status, t.updatedAt.desc()), index('pol_calculator_policy_idx').on(t.policyId)],
);

/** Tags an enterprise must carry to match a calculator. */
export const polCalculatorTag = pgTable(
  'pol_calculator_tag',
  {
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => polCalculator.id, { onDelete: 'cascade' }),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.calculatorId, t.tagInfoId] })],
);

/** The imported enterprise whitelist of a calculator (whitelisted enterprises always match). */
export const polCalculatorWhitelist = pgTable(
  'pol_calculator_whitelist',
  {
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => polCalculator.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.calculatorId, t.companyId] })],
);

/** The enterprises a pre-match job matched (rows of unfinished or superseded jobs are removed). */
export const polCalculatorMatch = pgTable(
  'pol_calculator_match',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => sysJob.id, { onDelete: 'cascade' }),
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => polCalculator.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /** The engine's best match rate over the calculator's projects, 0–100. */
    matchDegree: smallint('match_degree').notNull(),
    /** The engine's best result over the projects: '1' 匹配, '2' 部分匹配, '3' 不匹配 (whitelisted only). */
    matchResult: text('match_result').notNull(),
    whitelisted: boolean('whitelisted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.companyId] }), index('pol_calculator_match_rank_idx').on(t.jobId, t.matchDegree.desc())],
);

/** Enterprises already sent a calculator's result (sendPreMatchResult), kept across pre-matches. */
export const polCalculatorNotice = pgTable(
  'pol_calculator_notice',
  {
    calculatorId: uuid('calculator_id')
      .notNull()
      .references(() => polCalculator.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    channels: text('channels').array().notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.calculatorId, t.companyId] })],
);

/** Match forms: a questionnaire and the questions a calculator asks (queryDataList, saveOrUpdate). */
export const polMatchForm = pgTable(
  'pol_match_form',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    formName: text('form_name').notNull(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    /** `[{ questionId, fieldKey, sort }]` in order. */
    questions: jsonb('questions').$type<{ questionId: string; fieldKey?: string; sort: number }[]>().notNull().default([]),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pol_match_form_updated_idx').on(t.updatedAt.desc())],
);
