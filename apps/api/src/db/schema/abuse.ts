/**
 * Abuse limits shared by every API process (issue 13 §2): failed-password counters and account
 * locks, and the fixed-window counters of the rate limits (`src/core/rate-limits.ts`). Both live in
 * the database so several processes on several hosts agree.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outcome of a login attempt as the operation log records it (`sys_action_log.result`). */
export type LoginOutcome = 'success' | 'wrong_password' | 'unknown_user' | 'locked' | 'disabled' | 'wrong_code' | 'refused' | 'failed';

/**
 * Failed password logins per login name (known or not, so an unknown name behaves like a known
 * one). `failures` counts wrong passwords since `window_start` (a window of `LOGIN_LOCK_MINUTES`);
 * reaching `LOGIN_MAX_FAILURES` sets `locked_until`. A successful login or an administrator's
 * unlock deletes the row.
 */
export const authLoginFailure = pgTable(
  'auth_login_failure',
  {
    userName: text('user_name').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('auth_login_failure_locked_idx').on(t.lockedUntil)],
);

/**
 * One fixed-window rate-limit counter: `key` = rule and client (`login-ip:10.0.0.8`), `count`
 * requests since the window started, the window ends at `window_end`. Expired rows are reused by
 * the next request of the key and swept from time to time.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counter_window_end_idx').on(t.windowEnd)],
);
