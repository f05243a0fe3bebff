/**
 * Refresh tokens (rotated, grouped in families = sessions), SMS login codes, and the session flows
 * of issue 6: role switches, government-app (浙政钉) account links and individuals' enterprise
 * bindings.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysUser } from './sys';

/**
 * One row per issued refresh token. `family_id` is the session (the access token's `sid`);
 * a rotated token has `used_at`; a revoked session has `revoked_at` on every row of the family.
 */
export const authRefreshToken = pgTable(
  'auth_refresh_token',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_refresh_token_hash_uq').on(t.tokenHash),
    index('auth_refresh_token_family_idx').on(t.familyId),
    index('auth_refresh_token_user_idx').on(t.userId),
  ],
);

/** The last login code sent to a user name (hashed), valid 5 minutes, at most 5 attempts. */
export const authVerifyCode = pgTable(
  'auth_verify_code',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userName: text('user_name').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verify_code_user_idx').on(t.userName, t.createdAt)],
);

/**
 * A session started by a role switch (changeToCompany, seeds 000 §4 "Role switching … records the
 * old type"): one row per switched session (`family_id` = the access token's `sid`). The session
 * belongs to the enterprise's account; `origin_user_id` is the individual who switched and
 * `old_type` the user type before the first switch.
 */
export const authSessionSwitch = pgTable(
  'auth_session_switch',
  {
    familyId: uuid('family_id').primaryKey(),
    originUserId: uuid('origin_user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    oldType: text('old_type').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_session_switch_origin_idx').on(t.originUserId)],
);

/**
 * Government-app (浙政钉) accounts linked to platform users (loginByZzdAccountId, seeds 000 §3
 * "Government-app login params"). `name` is the last name the app sent (only recorded).
 */
export const authZzdAccount = pgTable(
  'auth_zzd_account',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: text('account_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_zzd_account_account_uq').on(t.accountId), index('auth_zzd_account_user_idx').on(t.userId)],
);

/** Binding status (contract `PersonalCompanyBindStatus`): '0' 待审核, '1' 已绑定, '2' 已驳回. */
export type PersonalCompanyBindStatus = '0' | '1' | '2';

/**
 * An individual's binding to an enterprise (contract `/personal/company/*`); an approved binding
 * ('1') lets the individual switch into the enterprise (changeToCompany). At most one binding per
 * individual and enterprise. The session flows read it (issue 6); the binding and review
 * operations of the enterprise archive write it.
 */
export const entPersonalCompany = pgTable(
  'ent_personal_company',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    bindStatus: text('bind_status').$type<PersonalCompanyBindStatus>().notNull().default('0'),
    relation: text('relation'),
    /** Authorization letter (filePath of /files/upload) sent with the request (issue 18). */
    proofFilePath: text('proof_file_path'),
    /** Staff member who reviewed it (issue 18). */
    reviewUserId: uuid('review_user_id'),
    reviewOpinion: text('review_opinion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ent_personal_company_user_company_uq').on(t.userId, t.companyId),
    index('ent_personal_company_company_idx').on(t.companyId),
  ],
);
