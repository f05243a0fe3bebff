/**
 * Database access: PGlite (embedded PostgreSQL in `${DATA_DIR}/pglite`, or in memory) by default,
 * a node-postgres pool when a `DATABASE_URL` is given. Both give the same typed Drizzle {@link Db}.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import * as schema from './schema';

/** The Drizzle schema object (all tables). */
export type Schema = typeof schema;

/** A Drizzle database or transaction on either engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Which engine a {@link DbHandle} talks to. */
export type DbKind = 'pglite' | 'postgres';

/** An open database with its engine-specific chores. */
export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Human-readable location, without credentials (for the start banner). */
  label: string;
  /**
   * Runs `fn` while holding the session-level advisory lock `key`, on one dedicated connection
   * (the `db` passed to `fn` uses it), so processes sharing a database take turns.
   */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** Closes the pool or the PGlite instance. */
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar (test templates). */
  dump?: () => Promise<Blob>;
}

/** Where the database lives. */
export interface CreateDbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Data folder: PGlite keeps its files in `<dataDir>/pglite`. Ignored with `databaseUrl` or `inMemory`. */
  dataDir: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** PGlite only: start from this data-directory dump (`PGlite.dumpDataDir()`, uncompressed tar). */
  loadDataDir?: Blob;
}

/** The connection string without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Opens the database.
 * @throws Error when PostgreSQL cannot be reached (the first query fails) or PGlite cannot open
 *   its folder.
 */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* an idle client died; the pool replaces it */
    });
    await pool.query('select 1');
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      label: `PostgreSQL ${redactUrl(options.databaseUrl)}`,
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzleNodePg({ client, schema }));
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    label: dataDir ? `PGlite ${dataDir}` : 'PGlite (in memory)',
    async withAdvisoryLock(key, fn) {
      // One PGlite instance is one connection: the lock only matters against nothing else, but
      // taking it keeps both engines on the same code path.
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await fn(db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    },
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}
