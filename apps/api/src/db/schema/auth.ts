/** Refresh tokens (rotated, grouped in families = sessions) and SMS login codes. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
