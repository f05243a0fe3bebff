/**
 * Tables of training and publicity (seeds 000 §1 "Training and publicity", §2 propaganda,
 * propagandaEventsList, propagandaDetails; seeds 001 §1 "training plans and activities", §4 the 13
 * training status codes, §7 /train/plan/*, /train/activity/*, /train/info/*, /train/num/*).
 *
 * - `train_plan`: yearly training plans (contract `TrainPlanDetail`).
 * - `train_activity`: training and publicity activities, optionally in a plan (`TrainActivityDetail`).
 * - `train_info`: registrations for an activity (`TrainInfoItem`): who, how many, sign-in, evaluation.
 *
 * Statuses are the contract's `TrainStatus` codes '1'–'13'; which change is allowed is the one table
 * of `domains/training/train-status.ts` (every write asks it). Rich text columns hold sanitized HTML
 * (`core/sanitize-html.ts`). Organiser units (`TrainUnit[]`) are JSON: they are always read and
 * written with their plan or activity. Times are timestamptz; plan dates are calendar days (China).
 */
import type {
  TrainActivityType,
  TrainApplyStatus,
  TrainApplyTarget,
  TrainApplyType,
  TrainSignInStatus,
  TrainStatus,
} from '@qifu/training-rules';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysOffice, sysUser } from './sys';


/** An organiser unit row (contract `TrainUnit`; unit types of the shared `UnitType`: 1 主办 … 5 参与单位). */
export interface StoredTrainUnit {
  unitName: string;
  unitAbbre?: string;
  unitContact?: string;
  unitPhone?: string;
  unitType: '1' | '2' | '3' | '4' | '5';
}

/** Training plans (培训计划). */
export const trainPlan = pgTable(
  'train_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: text('plan_name').notNull(),
    planYear: smallint('plan_year').notNull(),
    /** First and last calendar day of the plan (China time). */
    startTime: date('start_time', { mode: 'string' }).notNull(),
    endTime: date('end_time', { mode: 'string' }).notNull(),
    /** Sanitized HTML. */
    planContent: text('plan_content'),
    units: jsonb('units').$type<StoredTrainUnit[]>().notNull().default([]),
    status: text('status').$type<TrainStatus>().notNull().default('2'),
    examineOpinion: text('examine_opinion'),
    postponeReason: text('postpone_reason'),
    cancelReason: text('cancel_reason'),
    /** The office that organises the plan (the creator's office; data rules of the workbench). */
    officeId: uuid('office_id').references(() => sysOffice.id),
    createdBy: uuid('created_by').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('train_plan_status_idx').on(t.status), index('train_plan_year_idx').on(t.planYear, t.createdAt.desc())],
);

/** Training and publicity activities (培训宣传活动). */
export const trainActivity = pgTable(
  'train_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id').references(() => trainPlan.id),
    activityName: text('activity_name').notNull(),
    activityType: text('activity_type').$type<TrainActivityType>().notNull(),
    /** `filePath` of an uploaded image (POST /files/upload). */
    coverImage: text('cover_image'),
    /** Sanitized HTML. */
    activityContent: text('activity_content'),
    /** Place of the activity (an online activity names its platform here, e.g. 线上（钉钉直播）). */
    activityAddress: text('activity_address').notNull(),
    /** 9-digit street/town code of `sys_region`. */
    streetCode: text('street_code'),
    applyStartTime: timestamp('apply_start_time', { withTimezone: true }).notNull(),
    applyEndTime: timestamp('apply_end_time', { withTimezone: true }).notNull(),
    holdStartTime: timestamp('hold_start_time', { withTimezone: true }).notNull(),
    holdEndTime: timestamp('hold_end_time', { withTimezone: true }).notNull(),
    /** Places (people); 0 = unlimited. */
    applyLimit: integer('apply_limit').notNull().default(0),
    applyTarget: text('apply_target').$type<TrainApplyTarget>().notNull().default('3'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    units: jsonb('units').$type<StoredTrainUnit[]>().notNull().default([]),
    status: text('status').$type<TrainStatus>().notNull().default('2'),
    examineOpinion: text('examine_opinion'),
    postponeReason: text('postpone_reason'),
    cancelReason: text('cancel_reason'),
    /** The office that organises the activity (the creator's office; data rules of the workbench). */
    officeId: uuid('office_id').references(() => sysOffice.id),
    createdBy: uuid('created_by').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('train_activity_status_idx').on(t.status, t.holdStartTime.desc()),
    index('train_activity_type_idx').on(t.activityType),
    index('train_activity_plan_idx').on(t.planId),
  ],
);

/**
 * Registrations (报名). `user_id` is the registering account; it is null only for registrations taken
 * outside the portal (on site or by phone) and recorded by staff. One valid ('1') registration per
 * account and activity (partial unique index).
 */
export const trainInfo = pgTable(
  'train_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => trainActivity.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => sysUser.id),
    /** The enterprise of an enterprise registration (the QY account's company). */
    companyId: uuid('company_id').references(() => company.id),
    applyType: text('apply_type').$type<TrainApplyType>().notNull(),
    applyName: text('apply_name').notNull(),
    applyPhone: text('apply_phone').notNull(),
    /** Number of people coming (1–50); the activity's places are the sum over valid registrations. */
    applyNum: integer('apply_num').notNull().default(1),
    remark: text('remark'),
    applyStatus: text('apply_status').$type<TrainApplyStatus>().notNull().default('1'),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull().defaultNow(),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    signInStatus: text('sign_in_status').$type<TrainSignInStatus>().notNull().default('0'),
    signInTime: timestamp('sign_in_time', { withTimezone: true }),
    evaluateScore: smallint('evaluate_score'),
    evaluateContent: text('evaluate_content'),
    evaluateTime: timestamp('evaluate_time', { withTimezone: true }),
  },
  (t) => [
    index('train_info_activity_idx').on(t.activityId, t.applyStatus),
    index('train_info_user_idx').on(t.userId, t.applyTime.desc()),
    index('train_info_company_idx').on(t.companyId),
    uniqueIndex('train_info_valid_uq')
      .on(t.activityId, t.userId)
      .where(sql`${t.applyStatus} = '1'`),
  ],
);
