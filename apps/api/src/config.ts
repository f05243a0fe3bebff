/**
 * Runtime settings (docs/architecture.md "Runtime settings"), read once from the environment.
 */

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
  /** Login needs the SMS code; false when `LOGIN_CODE=off`. */
  loginCode: boolean;
  /** `SSO_URL`, default `/sso/login` (the demo sign-on page of this server). */
  ssoUrl: string;
  /** `DEMO`: seed demo data into an empty database, and log SMS texts instead of sending them. Default on. */
  demo: boolean;
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

/**
 * Reads the configuration from an environment (default `process.env`).
 * @throws Error when `PORT` or `ACCESS_TOKEN_TTL` is not a positive integer.
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
  return {
    port: positiveInt('PORT', env['PORT'], 8080),
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    dataDir: nonEmpty(env['DATA_DIR']) ?? './data',
    ...(databaseUrl ? { databaseUrl } : {}),
    loginCode: flag(env['LOGIN_CODE'], true),
    ssoUrl: nonEmpty(env['SSO_URL']) ?? '/sso/login',
    demo: flag(env['DEMO'], true),
    ...(nonEmpty(env['ADMIN_PASSWORD']) ? { adminPassword: nonEmpty(env['ADMIN_PASSWORD']) } : {}),
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env['ACCESS_TOKEN_TTL'], 1800),
    refreshTokenTtl: 7 * 24 * 3600,
    nodeEnv: nonEmpty(env['NODE_ENV']) ?? 'development',
    secretOverrides: overrides,
  };
}
