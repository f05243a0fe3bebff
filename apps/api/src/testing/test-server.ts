/**
 * Test helpers: a fresh, migrated database and a server on it, exercised with `app.inject`.
 *
 * By default the database is an in-memory PGlite. With `TEST_DATABASE_URL=postgres://…` a new
 * database `qifu_t_<random>` is created on that server, migrated, and dropped on `close()` — so
 * the same suite runs on both engines.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createContractValidator, type ContractValidator, type OpenApiDocument } from '@qifu/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import smCrypto from 'sm-crypto';

import { loadConfig, type ServerConfig } from '../config';
import { generateSecrets } from '../core/secrets';
import { loadBundledSpec, type OpenApiSpec } from '../core/spec';
import { createDb, type Db, type DbHandle } from '../db/client';
import { prepareDatabase } from '../seed/prepare-database';
import { DEMO_PASSWORD } from '../seed';
import { migrationsFolder, repoRoot } from '../paths';
import { buildServer, type BuildServerOptions } from '../server';

/** A database made for one test file. */
export interface TestDb {
  handle: DbHandle;
  db: Db;
  /** The connection string when running on PostgreSQL. */
  url?: string;
  /** Closes and (on PostgreSQL) drops the database. */
  close(): Promise<void>;
}

/** Options of {@link createTestDb}. */
export interface TestDbOptions {
  /** Seed the demo data (default false). */
  demo?: boolean;
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

/** The PostgreSQL server the tests use, if any (`TEST_DATABASE_URL`). */
export function testDatabaseUrl(): string | undefined {
  const url = process.env['TEST_DATABASE_URL'];
  return url && url.trim() !== '' ? url.trim() : undefined;
}

/** The URL of database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a PostgreSQL database on the test server: empty, or a copy of `template` (`create
 * database … template …`, a file copy: far quicker than migrating and seeding again).
 * @returns its URL and a drop function.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qifu_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Key of a test database template (PGlite dump or PostgreSQL template database): changes with the
 * migrations, the schema, the seed layer's code and content, the PGlite version and the day (the
 * seed's relative dates). Domain code the seed calls through an `index.ts` is not hashed: after
 * changing such a writer locally, delete `$TMPDIR/qifu-api-test-templates` (CI starts without one).
 */
function templateKey(demo: boolean): string {
  const h = createHash('sha256');
  h.update(demo ? 'demo' : 'migrated');
  h.update(new Date().toISOString().slice(0, 10));
  const pkg = join(repoRoot(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  if (existsSync(pkg)) h.update(readFileSync(pkg));
  const src = join(repoRoot(), 'apps', 'api', 'src');
  for (const f of [...filesUnder(migrationsFolder()), ...filesUnder(join(src, 'db')), ...filesUnder(join(src, 'seed'))]) {
    h.update(f);
    h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite already migrated (and seeded when `demo`), started from a data-directory
 * dump cached in the temp folder: a fresh PGlite runs initdb (several seconds), loading a dump
 * takes well under one. The first test file of a new key builds the template.
 */
async function templatedPglite(demo: boolean): Promise<DbHandle> {
  const dir = join(tmpdir(), 'qifu-api-test-templates');
  const prefix = demo ? 'demo-' : 'migrated-';
  const file = join(dir, `${prefix}${templateKey(demo)}.tar`);
  if (existsSync(file)) {
    try {
      return await createDb({ dataDir: tmpdir(), inMemory: true, loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      rmSync(file, { force: true });
    }
  }
  const handle = await createDb({ dataDir: tmpdir(), inMemory: true });
  await prepareDatabase(handle, { demo });
  if (handle.dump) {
    mkdirSync(dir, { recursive: true });
    // drop stale templates of the same kind (older schema, seed or day)
    for (const name of readdirSync(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.tar')) rmSync(join(dir, name), { force: true });
    }
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await (await handle.dump()).arrayBuffer()));
    renameSync(tmp, file);
  }
  return handle;
}

/**
 * The name of a PostgreSQL template database migrated (and seeded when `demo`) for the current
 * {@link templateKey}, made on first use: the PostgreSQL counterpart of {@link templatedPglite}.
 * Test files running at once take an advisory lock on the server so that only one builds it; it
 * is built under a temporary name and renamed when complete, so a half-made template is never
 * copied. Templates of other keys (another checkout or day) are left alone: the test command's
 * cluster is throwaway (`tools/scripts/stop-postgres.sh`).
 */
async function postgresTemplate(serverUrl: string, demo: boolean): Promise<string> {
  const prefix = demo ? 'qifu_tpl_demo_' : 'qifu_tpl_migrated_';
  const name = `${prefix}${templateKey(demo)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return name;
    const building = `${prefix}b${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const handle = await createDb({ databaseUrl: databaseUrl(serverUrl, building), dataDir: tmpdir(), poolSize: 2 });
    try {
      await prepareDatabase(handle, { demo });
    } catch (e) {
      await handle.close();
      await admin.query(`drop database if exists ${building} with (force)`);
      throw e;
    }
    await handle.close();
    // no session may stay on the template (the pool's listener included), or copying it fails
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [building]);
    await admin.query(`alter database ${building} rename to ${name}`);
    await admin.query(`alter database ${name} is_template true`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [prefix]).catch(() => undefined);
    await admin.end();
  }
}

/** A fresh database (in-memory PGlite, or a new PostgreSQL database with `TEST_DATABASE_URL`). */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const server = testDatabaseUrl();
  const migrate = options.migrate ?? true;
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (server) {
    const template = migrate ? await postgresTemplate(server, options.demo ?? false) : undefined;
    const created = await createPostgresDatabase(server, template);
    url = created.url;
    drop = created.drop;
    handle = await createDb({ databaseUrl: created.url, dataDir: tmpdir(), poolSize: 5 });
  } else if (migrate) {
    handle = await templatedPglite(options.demo ?? false);
  } else {
    handle = await createDb({ dataDir: tmpdir(), inMemory: true });
  }
  return {
    handle,
    db: handle.db,
    ...(url ? { url } : {}),
    async close() {
      await handle.close();
      if (drop) await drop();
    },
  };
}

/** Options of {@link createTestServer}. */
export interface TestServerOptions {
  /** Seed the demo data (default true). */
  demo?: boolean;
  /** SMS login code: 'off' (default) or 'on'. */
  loginCode?: 'on' | 'off';
  /** Another contract (e.g. a small spec with `x-permission`). */
  spec?: OpenApiSpec;
  /** Other handlers. */
  handlers?: BuildServerOptions['handlers'];
  /** Reuse this database instead of creating one (it is not closed by `close()`). */
  db?: TestDb;
  /** Further configuration. */
  config?: Partial<ServerConfig>;
  /** Called with the app before it is ready (add hooks here). */
  setup?: (app: FastifyInstance) => void;
}

/** A running test server. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  testDb: TestDb;
  config: ServerConfig;
  /** Closes the server, the database (unless it was passed in) and removes the data folder. */
  close(): Promise<void>;
}

/**
 * A test configuration: fresh secrets, a temporary data folder, no web app, rate limits off (many
 * logins from one address; `core/rate-limits.test.ts` switches them on with `config: { rateLimit: true }`).
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'qifu-api-test-'));
  return { ...loadConfig({}), dataDir, nodeEnv: 'test', secrets: generateSecrets(), rateLimit: false, ...overrides };
}

/** Builds a server on a fresh (or given) database. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = options.db ?? (await createTestDb({ demo: options.demo ?? true }));
  const config = testConfig({
    loginCode: options.loginCode === 'on',
    demo: options.demo ?? true,
    ...options.config,
  });
  const app = await buildServer({
    db: testDb.db,
    config,
    logger: false,
    webDist: false,
    ...(options.spec ? { spec: options.spec } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    db: testDb.db,
    testDb,
    config,
    async close() {
      await app.close();
      if (!options.db) await testDb.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** SM2-encrypts a password as the portal does (`sm2.doEncrypt(plain, publicKey, 1)`). */
export function encryptPassword(publicKey: string, plain: string): string {
  return smCrypto.sm2.doEncrypt(plain, publicKey, 1);
}

/** Form-encodes a body for `application/x-www-form-urlencoded`. */
export function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

/** Parsed JSON of an injected response. */
export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** Token pair of a successful login. */
export interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * Logs in through `POST /api/sys/activeUser/login` with the demo password (LOGIN_CODE off).
 * @throws Error when the login does not succeed.
 */
export async function loginAs(server: Pick<TestServer, 'app' | 'config'>, userName: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/sys/activeUser/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ userName, password: encryptPassword(server.config.secrets.sm2PublicKey, password) }),
  });
  const json = body<{ success: boolean; data?: Tokens; msg: string }>(res);
  if (!json.success || !json.data) throw new Error(`login ${userName} failed: ${res.statusCode} ${res.body}`);
  return json.data;
}

/** `Authorization` headers for a token. */
export function auth(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, tokentype: 'Bearer' };
}

let contract: ContractValidator | undefined;

/**
 * Contract violations of an injected API response (status declared, JSON body matching the
 * operation's schema). Empty when it conforms.
 */
export function contractViolations(method: string, url: string, res: LightMyRequestResponse): string[] {
  contract ??= createContractValidator(loadBundledSpec() as unknown as OpenApiDocument);
  const path = url.split('?')[0]?.replace(/^\/api/, '') ?? url;
  return contract.validateResponse({
    method,
    path,
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  });
}
