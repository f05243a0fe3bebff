/**
 * Government review of declarations and the allowances that follow (issue 15; seeds 001 §7
 * "/gov/policy/doc/*: … apply and examine details", catalogue /allowance/*):
 * - `dec_declare_log` — the history of a declaration (save, submit, withdraw, pass, reject) with the
 *   DeclareStatus before and after (contract `ProjectApplyExamineLog`);
 * - `pol_allowance` — allowance (补助) records of enterprises, usually for a passed declaration
 *   (contract `PortalAllowance`, states `PortalAllowanceStatus` '0' 待发放, '1' 已发放, '2' 已取消).
 */
import type { AllowanceStatus, DeclareLogAction, DeclareStatus } from '@qifu/policy-rules';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';

import { company } from './company';
import { polInfo } from './policy';
import { decDeclare } from './policy-service';

/** One step of a declaration's history. */
export const decDeclareLog = pgTable(
  'dec_declare_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    declareId: uuid('declare_id')
      .notNull()
      .references(() => decDeclare.id, { onDelete: 'cascade' }),
    /** save, submit, withdraw, pass, reject. */
    action: text('action').$type<DeclareLogAction>().notNull(),
    fromStatus: text('from_status').$type<DeclareStatus>(),
    toStatus: text('to_status').$type<DeclareStatus>().notNull(),
    opinion: text('opinion'),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name').notNull(),
    operatorDep: text('operator_dep'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dec_declare_log_declare_idx').on(t.declareId, t.createdAt)],
);

/** Allowance records (补助发放). Amounts in yuan with two decimals. */
export const polAllowance = pgTable(
  'pol_allowance',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    /** The passed declaration it is granted for, if any. */
    declareId: uuid('declare_id').references(() => decDeclare.id, { onDelete: 'set null' }),
    policyId: uuid('policy_id').references(() => polInfo.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull(),
    allowanceAmount: numeric('allowance_amount', { precision: 14, scale: 2 }).notNull(),
    allowanceYear: integer('allowance_year').notNull(),
    grantDep: text('grant_dep').notNull(),
    grantDate: date('grant_date'),
    status: text('status').$type<AllowanceStatus>().notNull().default('0'),
    remark: text('remark'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pol_allowance_company_idx').on(t.companyId, t.createdAt.desc()),
    index('pol_allowance_declare_idx').on(t.declareId),
    index('pol_allowance_created_idx').on(t.createdAt.desc()),
  ],
);
