/**
 * Liveness and readiness (issue 13 §5).
 * - `GET /api/health`: the process answers — 200 `{ status: 'ok', uptime, startedAt }`, no database.
 * - `GET /api/ready`: the database answers and every migration of `apps/api/db/migrations` is
 *   applied — 200 `{ status: 'ready', migrations }`, else 503 `{ status: 'unavailable', reason, … }`.
 * Plain JSON (not the API envelope): probes read the status code, people read the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

import { pgCode } from '../core/pg-errors';
import type { Db } from '../db/client';

/** A migration the journal lists. */
export interface ExpectedMigration {
  /** File name without `.sql` (journal `tag`). */
  tag: string;
  /** SHA-256 of the file, as Drizzle records it. */
  hash: string;
  /** Journal `when` (ms), Drizzle's `created_at`. */
  createdAt: number;
}

/** Answer of `/api/health`. */
export interface HealthBody {
  status: 'ok';
  /** Seconds since the process started. */
  uptime: number;
  /** ISO time the process started. */
  startedAt: string;
}

/** Answer of `/api/ready`. */
export type ReadyBody =
  | { status: 'ready'; migrations: number }
  | { status: 'unavailable'; reason: string; missing?: string[]; error?: string };

/** How long `/api/ready` waits for the database (ms). */
export const READY_TIMEOUT_MS = 3000;

/** The migrations of a Drizzle folder (journal plus file hashes). @throws Error when the journal or a file is missing. */
export function expectedMigrations(folder: string): ExpectedMigration[] {
  const files = readMigrationFiles({ migrationsFolder: folder });
  // readMigrationFiles follows the journal's order but drops the tags: take them from the journal.
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return files.map((m, i) => ({ tag: journal.entries[i]?.tag ?? String(i), hash: m.hash, createdAt: m.folderMillis }));
}

/** The liveness answer. */
export function healthBody(): HealthBody {
  const uptime = process.uptime();
  return {
    status: 'ok',
    uptime: Math.round(uptime * 1000) / 1000,
    startedAt: new Date(Date.now() - uptime * 1000).toISOString(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Checks readiness: reads `drizzle.__drizzle_migrations` and compares it with `expected` (a
 * migration counts as applied when a row has its hash or its journal time).
 * @returns `ready`, or `unavailable` with a Chinese reason: database unreachable or slower than
 *   `timeoutMs`, not migrated at all, or the tags of the migrations not applied.
 */
export async function checkReady(db: Db, expected: readonly ExpectedMigration[], timeoutMs = READY_TIMEOUT_MS): Promise<ReadyBody> {
  let rows: { hash: string; created_at: string | number | null }[];
  try {
    const result = await withTimeout(db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations`), timeoutMs);
    rows = ((result as { rows?: typeof rows }).rows ?? []) as typeof rows;
  } catch (err) {
    const code = pgCode(err);
    if (code === '42P01' || code === '3F000') {
      return { status: 'unavailable', reason: '数据库尚未迁移', missing: expected.map((m) => m.tag) };
    }
    return { status: 'unavailable', reason: '数据库无法访问', error: err instanceof Error ? err.message : String(err) };
  }
  const hashes = new Set(rows.map((r) => r.hash));
  const times = new Set(rows.map((r) => Number(r.created_at)));
  const missing = expected.filter((m) => !hashes.has(m.hash) && !times.has(m.createdAt)).map((m) => m.tag);
  if (missing.length > 0) return { status: 'unavailable', reason: '数据库迁移未全部执行', missing };
  return { status: 'ready', migrations: expected.length };
}
