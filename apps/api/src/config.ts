/**
 * Runtime settings (docs/architecture.md "Runtime settings"), read once from the environment.
 */
import { LOG_LEVELS, type LogLevel } from './ops/logging';

/** Secrets generated on first start into `DATA_DIR/secrets.json` or taken from the environment. */
export interface Secrets {
  /** HS256 key of the access tokens. */
  jwtSecret: string;
  /** SM2 public key, hex, uncompressed (`04…`, 130 characters). */
  sm2PublicKey: string;
  /** SM2 private key, hex (64 characters). */
  sm2PrivateKey: string;
}

/** Typed configuration of one server process. */
export interface AppConfig {
  /** `PORT`, default 8080. */
  port: number;
  /** `HOST`, default 0.0.0.0. */
  host: string;
  /** `DATA_DIR`, default `./data` (absolute after {@link loadConfig}). */
  dataDir: string;
  /** `DATABASE_URL`: PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /**
   * `FILE_STORAGE`: where uploads are kept — `local` (default, `${DATA_DIR}/files`, one host) or `s3`
   * (an S3-compatible store shared by every host, settings in {@link AppConfig.s3}; issue 13 §7).
   */
  fileStorage: 'local' | 's3';
  /** The S3 settings (`S3_*`), present when {@link AppConfig.fileStorage} is `s3`. */
  s3?: S3Settings;
  /**
   * `LOGIN_CODE`: login needs the SMS code. Default: on in demo mode or when an SMS gateway is set
   * (`SMS_GATEWAY_URL`), else off — nobody could receive a code (issue 13 §1).
   */
  loginCode: boolean;
  /** `SSO_URL`, default `/sso/login` (the built-in sign-on page; demo account prefilled in demo mode only). */
  ssoUrl: string;
  /**
   * `DEMO`: seed demo data into an empty database, log SMS texts instead of sending them, accept any
   * government-app login (demo verifier). Default off (issue 13 §1); `npm start` sets it on.
   */
  demo: boolean;
  /** `DEMO_IN_PRODUCTION=yes`: allow `DEMO` with `NODE_ENV=production` (otherwise the start is refused). */
  demoInProduction: boolean;
  /** `SMS_GATEWAY_URL`: HTTP SMS gateway (POST JSON `{phone, text, id}`, docs/operations.md "Safe defaults"). */
  smsGatewayUrl?: string;
  /** `SMS_GATEWAY_TOKEN`: sent as `Authorization: Bearer …` to the SMS gateway. */
  smsGatewayToken?: string;
  /** `QHWY_SYNC_URL`: the provincial 企呼我应 endpoint appeals are pushed to (POST JSON, issue 16; docs/architecture.md). */
  qhwySyncUrl?: string;
  /** `QHWY_SYNC_TOKEN`: sent as `Authorization: Bearer …` to the 企呼我应 endpoint. */
  qhwySyncToken?: string;
  /** `ZZD_VERIFY_URL`: HTTP government-app verifier (POST JSON `{accountId, token}`, docs/operations.md). */
  zzdVerifyUrl?: string;
  /** `ZZD_VERIFY_TOKEN`: sent as `Authorization: Bearer …` to the government-app verifier. */
  zzdVerifyToken?: string;
  /** `ZZD_PROVISION`: a verified account no user is linked to gets a new GR user (default on; `off` refuses it). */
  zzdProvision: boolean;
  /** `ADMIN_PASSWORD`: password of the first administrator `admin`, created when no ADMIN user exists (production start). */
  adminPassword?: string;
  /** `ACCESS_TOKEN_TTL` in seconds, default 1800. */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (7 days). */
  refreshTokenTtl: number;
  /** `NODE_ENV`, default `development`. */
  nodeEnv: string;
  /** Secret overrides from the environment (`JWT_SECRET`, `SM2_PUBLIC_KEY`, `SM2_PRIVATE_KEY`). */
  secretOverrides: Partial<Secrets>;
  /** `LOGIN_MAX_FAILURES`: wrong passwords within `LOGIN_LOCK_MINUTES` that lock an account, default 5 (issue 13 §2). */
  loginMaxFailures: number;
  /** `LOGIN_LOCK_MINUTES`: length of the failure window and of the lock, in minutes, default 15 (issue 13 §2). */
  loginLockMinutes: number;
  /** `RATE_LIMIT`: per-client rate limits (`src/core/rate-limits.ts`); `off` disables them all (benchmarks). Default on. */
  rateLimit: boolean;
  /** `RATE_LIMIT_MULTIPLIER`: factor applied to every rate limit (e.g. 10 for the e2e suite), default 1. */
  rateLimitMultiplier: number;
  /** `REDIS_URL`: keep the rate-limit counters in Redis instead of the database. */
  redisUrl?: string;
  /** `LOG_LEVEL`: fatal, error, warn, info (default), debug, trace or silent (issue 13 §5, docs/operations.md). */
  logLevel: LogLevel;
  /** `METRICS_TOKEN`: when set, `/api/metrics` needs `Authorization: Bearer <token>` (issue 13 §5). */
  metricsToken?: string;
  /**
   * `CSP_EXTRA`: sources added to the Content-Security-Policy, `directive source…` pairs separated
   * by `;` (e.g. `frame-src https://video.example.cn`); src/web/security-headers.ts, issue 13 §4.
   */
  cspExtra?: string;
  /**
   * `READ_CACHE_TTL`: longest life in seconds of a cached public answer (src/core/read-cache.ts,
   * issue 13 §6), default 60; `0` turns the read cache off. Writes through the API invalidate at once.
   */
  readCacheTtl: number;
  /** `DB_POOL_MAX`: connections of the PostgreSQL pool of one process, default 20 (issue 13 §6). */
  dbPoolMax: number;
  /**
   * `AUTH_CACHE_TTL`: longest life in seconds of a remembered session/permission check
   * (src/core/auth-cache.ts, issue 13 §6), default 30; `0` turns the cache off. Any write to the
   * user, role, grant, menu or session tables empties it in every process at once (triggers).
   */
  authCacheTtl?: number;
  /**
   * `TRUST_PROXY`: which peers' `X-Forwarded-For` is believed for the client address (rate limits,
   * audit log, access log). Default `loopback,linklocal,uniquelocal` (a proxy on the same host or a
   * private network, as in deploy/); `on` trusts any peer (only when the API port is reachable from the
   * proxy alone), `off` never, a list of addresses / CIDRs names the proxies.
   */
  trustProxy: boolean | string;
}

/** Settings of an S3-compatible file store (`FILE_STORAGE=s3`; docs/operations.md "文件存储"). */
export interface S3Settings {
  /** `S3_ENDPOINT`: URL of an S3-compatible server (MinIO, …); unset for AWS S3 itself. */
  endpoint?: string;
  /** `S3_REGION`, default `us-east-1`. */
  region: string;
  /** `S3_BUCKET` (required): the bucket, created beforehand by the operator. */
  bucket: string;
  /** `S3_ACCESS_KEY_ID`; with `S3_SECRET_ACCESS_KEY`. Unset: the AWS SDK's default credential chain. */
  accessKeyId?: string;
  /** `S3_SECRET_ACCESS_KEY`. */
  secretAccessKey?: string;
  /** `S3_FORCE_PATH_STYLE`: `http://host/bucket/key` addressing; default on when `S3_ENDPOINT` is set. */
  forcePathStyle: boolean;
}

/**
 * The file-storage settings of an environment (issue 13 §7).
 * @throws Error when `FILE_STORAGE` is neither `local` nor `s3`, when `s3` lacks `S3_BUCKET`, or when
 *   only one of `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` is set.
 */
function fileStorageSettings(env: NodeJS.ProcessEnv): Pick<AppConfig, 'fileStorage' | 's3'> {
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const kind = (value('FILE_STORAGE') ?? 'local').toLowerCase();
  if (kind === 'local') return { fileStorage: 'local' };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local or s3, got "${kind}"`);
  const bucket = value('S3_BUCKET');
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    fileStorage: 's3',
    s3: {
      ...(endpoint ? { endpoint } : {}),
      region: value('S3_REGION') ?? 'us-east-1',
      bucket,
      ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
      forcePathStyle: flag(env['S3_FORCE_PATH_STYLE'], endpoint !== undefined),
    },
  };
}

/** A configuration with its secrets resolved: what `buildServer` needs. */
export interface ServerConfig extends AppConfig {
  secrets: Secrets;
}

const OFF = new Set(['off', '0', 'false', 'no']);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !OFF.has(value.trim().toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

/** Default of `TRUST_PROXY`: proxies on this host or on a private network (proxy-addr's names). */
export const DEFAULT_TRUST_PROXY = 'loopback,linklocal,uniquelocal';

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` option (see {@link AppConfig.trustProxy}).
 * @throws Error when a list entry is neither a proxy-addr name nor an IP address / CIDR.
 */
function trustProxySetting(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v) return DEFAULT_TRUST_PROXY;
  const lower = v.toLowerCase();
  if (['on', 'true', 'yes'].includes(lower)) return true;
  if (OFF.has(lower)) return false;
  for (const entry of v.split(',').map((e) => e.trim())) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal`);
    }
  }
  return v;
}

/**
 * `LOG_LEVEL` (case-insensitive), default `info`.
 * @throws Error when it is not one of {@link LOG_LEVELS}.
 */
function logLevelSetting(value: string | undefined): LogLevel {
  const v = value?.trim().toLowerCase();
  if (!v) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(v)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return v as LogLevel;
}

/**
 * Reads the configuration from an environment (default `process.env`).
 * @throws Error when `PORT`, `ACCESS_TOKEN_TTL`, `LOGIN_MAX_FAILURES` or `LOGIN_LOCK_MINUTES` is not a positive
 *   integer, or `RATE_LIMIT_MULTIPLIER` not a positive number; `LOG_LEVEL` not a known level; for bad file-storage settings (see
 *   {@link fileStorageSettings}).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  const overrides: Partial<Secrets> = {};
  const jwt = nonEmpty(env['JWT_SECRET']);
  const pub = nonEmpty(env['SM2_PUBLIC_KEY']);
  const priv = nonEmpty(env['SM2_PRIVATE_KEY']);
  if (jwt) overrides.jwtSecret = jwt;
  if (pub) overrides.sm2PublicKey = pub;
  if (priv) overrides.sm2PrivateKey = priv;
  const databaseUrl = nonEmpty(env['DATABASE_URL']);
  const demo = flag(env['DEMO'], false);
  const smsGatewayUrl = nonEmpty(env['SMS_GATEWAY_URL']);
  return {
    port: positiveInt('PORT', env['PORT'], 8080),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    dataDir: nonEmpty(env['DATA_DIR']) ?? './data',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...fileStorageSettings(env),
    loginCode: flag(env['LOGIN_CODE'], demo || smsGatewayUrl !== undefined),
    ssoUrl: nonEmpty(env['SSO_URL']) ?? '/sso/login',
    demo,
    demoInProduction: flag(env['DEMO_IN_PRODUCTION'], false),
    ...(smsGatewayUrl ? { smsGatewayUrl } : {}),
    ...(nonEmpty(env['SMS_GATEWAY_TOKEN']) ? { smsGatewayToken: nonEmpty(env['SMS_GATEWAY_TOKEN']) } : {}),
    ...(nonEmpty(env['QHWY_SYNC_URL']) ? { qhwySyncUrl: nonEmpty(env['QHWY_SYNC_URL']) } : {}),
    ...(nonEmpty(env['QHWY_SYNC_TOKEN']) ? { qhwySyncToken: nonEmpty(env['QHWY_SYNC_TOKEN']) } : {}),
    ...(nonEmpty(env['ZZD_VERIFY_URL']) ? { zzdVerifyUrl: nonEmpty(env['ZZD_VERIFY_URL']) } : {}),
    ...(nonEmpty(env['ZZD_VERIFY_TOKEN']) ? { zzdVerifyToken: nonEmpty(env['ZZD_VERIFY_TOKEN']) } : {}),
    zzdProvision: flag(env['ZZD_PROVISION'], true),
    ...(nonEmpty(env['ADMIN_PASSWORD']) ? { adminPassword: nonEmpty(env['ADMIN_PASSWORD']) } : {}),
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env['ACCESS_TOKEN_TTL'], 1800),
    refreshTokenTtl: 7 * 24 * 3600,
    nodeEnv: nonEmpty(env['NODE_ENV']) ?? 'development',
    secretOverrides: overrides,
    loginMaxFailures: positiveInt('LOGIN_MAX_FAILURES', env['LOGIN_MAX_FAILURES'], 5),
    loginLockMinutes: positiveInt('LOGIN_LOCK_MINUTES', env['LOGIN_LOCK_MINUTES'], 15),
    rateLimit: flag(env['RATE_LIMIT'], true),
    rateLimitMultiplier: positiveNumber('RATE_LIMIT_MULTIPLIER', env['RATE_LIMIT_MULTIPLIER'], 1),
    ...(nonEmpty(env['REDIS_URL']) ? { redisUrl: nonEmpty(env['REDIS_URL']) } : {}),
    logLevel: logLevelSetting(env['LOG_LEVEL']),
    ...(nonEmpty(env['METRICS_TOKEN']) ? { metricsToken: nonEmpty(env['METRICS_TOKEN']) } : {}),
    ...(nonEmpty(env['CSP_EXTRA']) ? { cspExtra: nonEmpty(env['CSP_EXTRA']) } : {}),
    readCacheTtl: nonNegativeInt('READ_CACHE_TTL', env['READ_CACHE_TTL'], 60),
    dbPoolMax: positiveInt('DB_POOL_MAX', env['DB_POOL_MAX'], 20),
    authCacheTtl: nonNegativeInt('AUTH_CACHE_TTL', env['AUTH_CACHE_TTL'], 30),
    trustProxy: trustProxySetting(env['TRUST_PROXY']),
  };
}
