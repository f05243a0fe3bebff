/**
 * Start-up safety checks (issue 13 §1 "the server refuses to start with a clear message when a
 * setting would let anyone in or lock everyone out"). Pure: they read only the configuration, so
 * `main.ts` runs them before it opens the database, and the tests call them directly.
 * The settings and refusals are documented in docs/operations.md "安全默认值 (Safe defaults)".
 */
import type { AppConfig } from './config';

/** Shortest accepted `JWT_SECRET`, in characters (HS256 wants at least 256 bits of key). */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A start refused by {@link checkStartupSafety}; `main.ts` prints its message without a stack. */
export class StartupRefusal extends Error {
  /** One line per problem, Chinese then English. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`拒绝启动 / refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StartupRefusal';
    this.problems = problems;
  }
}

/** The settings the checks read. */
export type SafetyConfig = Pick<
  AppConfig,
  'demo' | 'demoInProduction' | 'loginCode' | 'nodeEnv' | 'ssoUrl' | 'smsGatewayUrl' | 'zzdVerifyUrl' | 'secretOverrides'
>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The problems of a configuration, each a Chinese sentence followed by its English version.
 * Empty when the configuration is safe to start with.
 *
 * Refused (source: issue 13 §1):
 * - `NODE_ENV=production` with `DEMO` on, unless `DEMO_IN_PRODUCTION=yes` (published demo passwords,
 *   a government-app verifier that accepts anyone);
 * - `LOGIN_CODE` on outside demo mode without `SMS_GATEWAY_URL` (nobody could receive a login code:
 *   everyone would be locked out);
 * - a `JWT_SECRET` shorter than {@link MIN_JWT_SECRET_LENGTH} characters (guessable token key: anyone
 *   could sign a token);
 * - `SMS_GATEWAY_URL` or `ZZD_VERIFY_URL` that is not an http(s) URL; `SSO_URL` that is neither a
 *   path on this server (`/…`) nor an http(s) URL.
 */
export function startupProblems(config: SafetyConfig): string[] {
  const problems: string[] = [];
  if (config.demo && config.nodeEnv === 'production' && !config.demoInProduction) {
    problems.push(
      'NODE_ENV=production 时开启了演示模式 (DEMO)：演示账号的密码是公开的，任何人都能登录。请去掉 DEMO，或确需演示时另设 DEMO_IN_PRODUCTION=yes。' +
        ' / DEMO is on with NODE_ENV=production: the demo accounts have a published password and anyone can sign in. Unset DEMO, or set DEMO_IN_PRODUCTION=yes for a deliberate demo.',
    );
  }
  if (config.loginCode && !config.demo && !config.smsGatewayUrl) {
    problems.push(
      '开启了登录短信验证码 (LOGIN_CODE) 但未配置短信网关 (SMS_GATEWAY_URL)：没有人能收到验证码，所有人都无法登录。请设置 SMS_GATEWAY_URL，或设 LOGIN_CODE=off。' +
        ' / LOGIN_CODE is on but no SMS gateway is set (SMS_GATEWAY_URL): nobody could receive a login code. Set SMS_GATEWAY_URL or LOGIN_CODE=off.',
    );
  }
  const jwt = config.secretOverrides.jwtSecret;
  if (jwt !== undefined && jwt.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET 太短（${jwt.length} 个字符，至少 ${MIN_JWT_SECRET_LENGTH} 个）：令牌密钥可被猜出，任何人都能伪造登录令牌。可用 \`openssl rand -base64 48\` 生成。` +
        ` / JWT_SECRET is too short (${jwt.length} characters, at least ${MIN_JWT_SECRET_LENGTH}): a guessable key lets anyone forge tokens. Generate one with \`openssl rand -base64 48\`.`,
    );
  }
  if (config.smsGatewayUrl !== undefined && !isHttpUrl(config.smsGatewayUrl)) {
    problems.push(
      `SMS_GATEWAY_URL 不是 http(s) 地址："${config.smsGatewayUrl}" / SMS_GATEWAY_URL is not an http(s) URL: "${config.smsGatewayUrl}"`,
    );
  }
  if (config.zzdVerifyUrl !== undefined && !isHttpUrl(config.zzdVerifyUrl)) {
    problems.push(`ZZD_VERIFY_URL 不是 http(s) 地址："${config.zzdVerifyUrl}" / ZZD_VERIFY_URL is not an http(s) URL: "${config.zzdVerifyUrl}"`);
  }
  if (!/^\/(?![/\\])/.test(config.ssoUrl) && !isHttpUrl(config.ssoUrl)) {
    problems.push(
      `SSO_URL 既不是本站路径（/…）也不是 http(s) 地址："${config.ssoUrl}" / SSO_URL is neither a path on this server (/…) nor an http(s) URL: "${config.ssoUrl}"`,
    );
  }
  return problems;
}

/**
 * Refuses an unsafe configuration (see {@link startupProblems} for the rules).
 * @throws StartupRefusal listing every problem, when there is at least one.
 */
export function checkStartupSafety(config: SafetyConfig): void {
  const problems = startupProblems(config);
  if (problems.length > 0) throw new StartupRefusal(problems);
}
