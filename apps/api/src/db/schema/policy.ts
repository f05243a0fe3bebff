/** Policies, consultations and the policy business log (seeds 000 §2, §3, §7). */
import type { ConsultStatus, PolicyState } from '@qifu/policy-rules';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysUser } from './sys';


/** A row of a policy's issuing-unit or organiser-unit table (seeds 001 §3 "Unit row"). */
export interface StoredPolicyUnit {
  unitName: string;
  /** Organiser rows only (承办单位简称). */
  unitAbbre?: string;
  unitContact?: string;
  unitPhone?: string;
  /** seeds 001 §3 unit types: '1' host … '5' participating body. */
  unitType: string;
}

export const polInfo = pgTable(
  'pol_info',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    policyTitle: text('policy_title').notNull(),
    policyDepName: text('policy_dep_name').notNull(),
    policyCreateTime: timestamp('policy_create_time', { withTimezone: true }).notNull(),
    /** Values of the `supportMode` dictionary. */
    supportModes: text('support_modes').array().notNull().default(sql`'{}'::text[]`),
    policyNo: text('policy_no'),
    policyLevel: text('policy_level'),
    validStart: date('valid_start'),
    validEnd: date('valid_end'),
    summary: text('summary'),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    status: text('status').$type<PolicyState>().notNull().default('draft'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issuing-unit table (发文单位); policy_dep_name is their names joined with 、 (issue 15). */
    units: jsonb('units').$type<StoredPolicyUnit[]>().notNull().default([]),
    /** Organiser-unit table (承办单位). */
    organiserUnits: jsonb('organiser_units').$type<StoredPolicyUnit[]>().notNull().default([]),
    /** `PolicySource`: '1' 本地录入, '2' 市平台同步. */
    source: text('source').$type<'1' | '2'>().notNull().default('1'),
    /** The city platform's number of a synced policy (cityPolicySync). */
    cityPolicyId: text('city_policy_id'),
    /** First takeup; null while never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** True when staff typed the 发布时间 (政策信息库); otherwise the first takeup sets it. */
    policyTimeGiven: boolean('policy_time_given').notNull().default(false),
    examineOpinion: text('examine_opinion'),
    examineTime: timestamp('examine_time', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pol_info_city_policy_uq').on(t.cityPolicyId),
    index('pol_info_updated_idx').on(t.updatedAt.desc()),
    index('pol_info_status_time_idx').on(t.status, t.policyCreateTime.desc()),
    index('pol_info_dep_idx').on(t.policyDepName),
    index('pol_info_support_modes_idx').using('gin', t.supportModes),
  ],
);


export const polConsult = pgTable(
  'pol_consult',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    polInfoId: uuid('pol_info_id')
      .notNull()
      .references(() => polInfo.id),
    consultContent: text('consult_content').notNull(),
    userId: uuid('user_id').references(() => sysUser.id),
    companyId: uuid('company_id').references(() => company.id),
    status: text('status').$type<ConsultStatus>().notNull().default('0'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pol_consult_policy_idx').on(t.polInfoId),
    index('pol_consult_user_idx').on(t.userId, t.createdAt.desc()),
    index('pol_consult_created_idx').on(t.createdAt.desc()),
  ],
);

export const polBusinessLog = pgTable(
  'pol_business_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: integer('type').notNull(),
    eventLabel: text('event_label').notNull(),
    extras: jsonb('extras').$type<Record<string, string | number | boolean>>().notNull().default({}),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pol_business_log_created_idx').on(t.createdAt)],
);
