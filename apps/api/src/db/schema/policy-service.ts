/**
 * The policy service for enterprises (seeds 000 §2 policy service pages, §4 declaration entry flow;
 * 001 §3 "Project application", §7 /policy/doc, /corp/policy, /imitate/match/log, /dec/my, /pol/my):
 * declaration projects with their eligibility conditions, enterprise facts and risks, the stored
 * match results, simulated matchings, declarations, tags and subscriptions, data authorization.
 *
 * JSON columns hold contract shapes (openapi/domains/…): conditions = MatchCondition[], template =
 * ApplyProjectTemplate, facts = MatchFacts (without the company-row fields), formData = ApplyFormData.
 */
import { APPLY_PROJECT_STATUS, DECLARE_STATUS, type ApplyProjectStatus, type DeclareStatus, type EntAuthDecision } from '@qifu/policy-rules';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { company } from './company';
import { polInfo } from './policy';
import { sysUser } from './sys';

/** Stored JSON shapes (validated against the contract before they are written). */
export type JsonRule = Record<string, unknown>;
/** One eligibility condition (MatchCondition). */
export interface StoredCondition {
  code: string;
  label: string;
  logic: JsonRule;
  veto?: boolean;
}
/** A risk kind a policy checks before declaration and how it reacts ('01' blocks, '02' warns). */
export interface PolicyRiskRule {
  riskName: string;
  riskType: '01' | '02';
}
/** An uploaded file reference. */
export interface StoredFileRef {
  fileName: string;
  filePath: string;
}

/** Declaration projects (申报项目) of a policy; status '0' 未发布, '1' 已发布. */
export const polApplyProject = pgTable(
  'pol_apply_project',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id),
    projectName: text('project_name').notNull(),
    applyStartTime: timestamp('apply_start_time', { withTimezone: true }).notNull(),
    applyEndTime: timestamp('apply_end_time', { withTimezone: true }).notNull(),
    examineStartTime: timestamp('examine_start_time', { withTimezone: true }).notNull(),
    examineEndTime: timestamp('examine_end_time', { withTimezone: true }).notNull(),
    examineDep: text('examine_dep').notNull(),
    /** ApplyProjectTemplate. */
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    /** Highest support amount in yuan, null when the project states none. */
    supportAmount: doublePrecision('support_amount'),
    /** JSON Logic over MatchFacts giving the estimated amount in yuan. */
    supportAmountRule: jsonb('support_amount_rule').$type<JsonRule | null>(),
    conditions: jsonb('conditions').$type<StoredCondition[]>().notNull().default([]),
    status: text('status').$type<ApplyProjectStatus>().notNull().default(APPLY_PROJECT_STATUS.unpublished),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pol_apply_project_policy_idx').on(t.policyId),
    index('pol_apply_project_open_idx').on(t.status, t.applyEndTime),
  ],
);

/**
 * Enterprise data the matching engine reads beyond the company row (MatchFacts minus companyName,
 * creditCode, streetId, industry, scale): what the archive and the enterprise itself supplied.
 */
export const companyFact = pgTable('company_fact', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => company.id),
  facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Risk records of an enterprise (行政处罚, 严重违法失信 …) from the credit data, one row per kind. */
export const companyRisk = pgTable(
  'company_risk',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    riskName: text('risk_name').notNull(),
    riskCount: integer('risk_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_risk_kind_uq').on(t.companyId, t.riskName)],
);

/** Which risks a policy checks before declaration (PolicyRiskRule[] per policy). */
export const polRiskRule = pgTable('pol_risk_rule', {
  policyId: uuid('policy_id')
    .primaryKey()
    .references(() => polInfo.id),
  rules: jsonb('rules').$type<PolicyRiskRule[]>().notNull().default([]),
});

/** Data-authorization decisions of an enterprise (seeds 000 §4): '01' declined, '02' authorized; the latest counts. */
export const entAuthLog = pgTable(
  'ent_auth_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    userId: uuid('user_id').references(() => sysUser.id),
    authStatus: text('auth_status').$type<EntAuthDecision>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ent_auth_log_company_idx').on(t.companyId, t.createdAt.desc())],
);

/** The stored match of one enterprise against one project (refreshed on every matching of that enterprise). */
export const entMatchResult = pgTable(
  'ent_match_result',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => polApplyProject.id, { onDelete: 'cascade' }),
    /** MatchResult: '1' 匹配, '2' 部分匹配, '3' 不匹配. */
    matchResult: text('match_result').$type<'1' | '2' | '3'>().notNull(),
    matchRate: smallint('match_rate').notNull(),
    estimatedAmount: doublePrecision('estimated_amount'),
    /** The condition outcomes (MatchConditionResult[]). */
    conditions: jsonb('conditions').$type<Record<string, unknown>[]>().notNull(),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.projectId] }),
    index('ent_match_result_company_idx').on(t.companyId, t.matchResult),
    index('ent_match_result_project_idx').on(t.projectId, t.matchResult),
  ],
);

/** Simulated matchings (模拟匹配记录): facts typed in by a visitor or user; never an archive change. */
export const imitateMatchLog = pgTable(
  'imitate_match_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => sysUser.id),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    partlyMatchedCount: integer('partly_matched_count').notNull().default(0),
    notMatchedCount: integer('not_matched_count').notNull().default(0),
    estimatedAmount: doublePrecision('estimated_amount').notNull().default(0),
    matchTime: timestamp('match_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imitate_match_log_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Declarations (申报) of enterprises to projects (DeclareStatus '0'–'4'); one per enterprise and project. */
export const decDeclare = pgTable(
  'dec_declare',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    declareNo: text('declare_no').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id),
    projectId: uuid('project_id').references(() => polApplyProject.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    userId: uuid('user_id').references(() => sysUser.id),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    attachments: jsonb('attachments').$type<StoredFileRef[]>().notNull().default([]),
    status: text('status').$type<DeclareStatus>().notNull().default(DECLARE_STATUS.draft),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    examineTime: timestamp('examine_time', { withTimezone: true }),
    examineOpinion: text('examine_opinion'),
    examineUserId: uuid('examine_user_id'),
    examineUserName: text('examine_user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dec_declare_no_uq').on(t.declareNo),
    uniqueIndex('dec_declare_company_project_uq').on(t.companyId, t.projectId),
    index('dec_declare_company_idx').on(t.companyId, t.updatedAt.desc()),
    index('dec_declare_status_idx').on(t.status, t.submitTime.desc()),
  ],
);

/** Tag categories (one line of the subscription filter each). */
export const tagCategory = pgTable('tag_category', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  categoryName: text('category_name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Enterprise tags (TagType '1' manual, '2' smart with a JSON Logic rule); enableFlag '1' on, '0' off. */
export const tagInfo = pgTable(
  'tag_info',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tagCategory.id),
    tagName: text('tag_name').notNull(),
    tagType: text('tag_type').$type<'1' | '2'>().notNull().default('1'),
    rule: jsonb('rule').$type<JsonRule | null>(),
    enableFlag: text('enable_flag').$type<'0' | '1'>().notNull().default('1'),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Smart tags: when the rule was last applied to every enterprise (issue 18), null before the first run. */
    lastEvalTime: timestamp('last_eval_time', { withTimezone: true }),
    /** Smart tags: the sys_job of the latest application (progress shown on the tag page; issue 18). */
    evalJobId: uuid('eval_job_id'),
  },
  (t) => [index('tag_info_category_idx').on(t.categoryId, t.sort)],
);

/** Tags of enterprises. */
export const companyTag = pgTable(
  'company_tag',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagInfoId] }), index('company_tag_tag_idx').on(t.tagInfoId)],
);

/** Tags of policies (what a subscription to a tag finds). */
export const polInfoTag = pgTable(
  'pol_info_tag',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => polInfo.id),
    tagInfoId: uuid('tag_info_id')
      .notNull()
      .references(() => tagInfo.id),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.tagInfoId] }), index('pol_info_tag_tag_idx').on(t.tagInfoId)],
);

/** A user's policy subscription (policysub): the subscribed tags, at most one per category. */
export const polMySub = pgTable('pol_my_sub', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => sysUser.id),
  tagInfoIds: uuid('tag_info_ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
