/**
 * Start-up database preparation: Drizzle migrations from `apps/api/db/migrations`, the system seed
 * (built-in roles, menu tree, grants, data rules — always), the first administrator when
 * `ADMIN_PASSWORD` is set and none exists, then (in demo mode, on an empty database) the demo
 * seed — all under one PostgreSQL advisory lock so several processes starting together against one
 * database do the work once. It lives in the seed layer (it runs the seeds; `db/` below it knows no seed).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import { migrationsFolder } from '../paths';
import type { Db, DbHandle, Schema } from '../db/client';
import { ensureFirstAdmin, seedDemo, seedSystem, type SeedSummary } from '.';

/** Advisory-lock key of the start-up work ("qifu" in ASCII). */
export const STARTUP_LOCK_KEY = 0x71696675;

/** What {@link prepareDatabase} did. */
export interface PrepareResult {
  /** The demo seed's summary, or undefined when nothing was seeded. */
  seeded?: SeedSummary;
  /** True when the first administrator was created from `adminPassword`. */
  adminCreated?: boolean;
}

/**
 * Applies the migrations on a connection that already holds the lock. Both Drizzle migrators run
 * the same dialect code; the cast only picks the driver-specific entry point.
 */
async function applyMigrations(handle: DbHandle, db: Db, folder: string): Promise<void> {
  if (handle.kind === 'postgres') {
    await migrateNodePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  } else {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
  }
}

/**
 * Migrates the database and, when `demo` is on and there are no users yet, seeds the demo data,
 * all while holding the advisory lock {@link STARTUP_LOCK_KEY}.
 */
export async function prepareDatabase(
  handle: DbHandle,
  options: {
    demo: boolean;
    log?: Pick<FastifyBaseLogger, 'info'>;
    migrationsFolder?: string;
    /** `ADMIN_PASSWORD`: creates the account `admin` (ADMIN) when no ADMIN user exists yet. */
    adminPassword?: string;
  },
): Promise<PrepareResult> {
  return handle.withAdvisoryLock(STARTUP_LOCK_KEY, async (db) => {
    await applyMigrations(handle, db, options.migrationsFolder ?? migrationsFolder());
    if (!options.demo) {
      await seedSystem(db);
      const adminCreated = options.adminPassword ? await ensureFirstAdmin(db, options.adminPassword) : false;
      if (adminCreated) options.log?.info('已创建管理员账号 admin');
      return adminCreated ? { adminCreated } : {};
    }
    const seeded = await seedDemo(db);
    if (seeded && options.log) options.log.info({ seeded }, '已写入演示数据');
    return seeded ? { seeded } : {};
  });
}
