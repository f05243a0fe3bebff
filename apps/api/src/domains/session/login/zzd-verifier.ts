/**
 * The government app's (浙政钉) identity check behind loginByZzdAccountId (seeds 000 §2 "/zzd/login
 * government-app redirect login", §3 "Government-app login params: accountId, token, name").
 *
 * The server asks the verifier in use ({@link currentZzdVerifier}) whether `token` proves `accountId`:
 * 1. one plugged in code with {@link setZzdVerifier} (tests, or a verifier written against the app's SDK);
 * 2. else, when `ZZD_VERIFY_URL` is set, the HTTP verifier ({@link createHttpZzdVerifier}; contract in
 *    docs/operations.md "安全默认值 (Safe defaults)");
 * 3. else, with `DEMO` on only, {@link demoZzdVerifier} — accepts any non-empty accountId and token and
 *    gives unknown accounts a new individual (GR) user, so the mode can be tried without the app;
 * 4. else none — every government-app login is refused with 未配置政务钉钉登录 (issue 13 §1: the demo
 *    verifier would let anyone in).
 */
import type { AppConfig } from '../../../config';
import { postJson } from '../../../core/post-json';

/** What the login form sends (contract `ZzdLoginForm`). */
export interface ZzdLoginInput {
  accountId: string;
  token: string;
  name?: string;
}

/** A verified government-app identity. */
export interface ZzdIdentity {
  accountId: string;
  /** Display name, when the app gives one. */
  name?: string;
}

/** Verifies a government-app login. */
export interface ZzdVerifier {
  /**
   * Whether `token` proves `accountId`.
   * @returns the verified identity, or null when the app refuses (the login then fails with
   *   该政务钉钉账号未关联平台用户). May throw when the app cannot be asked (the login then answers
   *   政务钉钉登录校验服务暂不可用，请稍后重试).
   */
  verify(input: ZzdLoginInput): Promise<ZzdIdentity | null>;
  /**
   * Whether a verified account that no platform user is linked to gets a new individual (GR)
   * user linked to it; when false such an account is refused.
   */
  readonly provisionUnknownAccounts: boolean;
}

/** The demo verifier: any non-empty accountId and token pass; unknown accounts get a GR user. */
export const demoZzdVerifier: ZzdVerifier = {
  provisionUnknownAccounts: true,
  async verify({ accountId, token, name }) {
    if (!accountId.trim() || !token.trim()) return null;
    return name?.trim() ? { accountId: accountId.trim(), name: name.trim() } : { accountId: accountId.trim() };
  },
};

/** Options of {@link createHttpZzdVerifier}. */
export interface HttpZzdVerifierOptions {
  /** `ZZD_VERIFY_URL`: the verifier's address (http or https). */
  url: string;
  /** `ZZD_VERIFY_TOKEN`: sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  /** `ZZD_PROVISION`: verified unknown accounts get a GR user. */
  provisionUnknownAccounts: boolean;
  /** Milliseconds before the call is given up (default 5000). */
  timeoutMs?: number;
}

/**
 * The HTTP verifier (issue 13 §1): `POST url` with JSON `{accountId, token}` (and the bearer token).
 * The account is confirmed only by HTTP 200 with JSON `{"valid": true}` whose optional `accountId`
 * equals the one sent; `name` (optional string) is the display name. Any other 200 answer is a
 * refusal. Another status, a body that is not JSON or a network failure / timeout throws (the login
 * answers 政务钉钉登录校验服务暂不可用，请稍后重试).
 */
export function createHttpZzdVerifier(options: HttpZzdVerifierOptions): ZzdVerifier {
  return {
    provisionUnknownAccounts: options.provisionUnknownAccounts,
    async verify({ accountId, token, name }) {
      const id = accountId.trim();
      if (!id || !token.trim()) return null;
      const { status, json } = await postJson(
        'government-app verifier (ZZD_VERIFY_URL)',
        options.url,
        { accountId: id, token },
        { token: options.token, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
      );
      if (status !== 200 || typeof json !== 'object' || json === null) {
        throw new Error(`government-app verifier (ZZD_VERIFY_URL) answered HTTP ${status}${json === undefined ? ' without JSON' : ''}`);
      }
      const answer = json as { valid?: unknown; accountId?: unknown; name?: unknown };
      if (answer.valid !== true) return null;
      if (answer.accountId !== undefined && answer.accountId !== id) return null;
      const shown = typeof answer.name === 'string' && answer.name.trim() ? answer.name.trim() : name?.trim();
      return shown ? { accountId: id, name: shown } : { accountId: id };
    },
  };
}

let plugged: ZzdVerifier | undefined;

/** Plugs the verifier used by every later government-app login (`undefined` restores the default). */
export function setZzdVerifier(verifier: ZzdVerifier | undefined): void {
  plugged = verifier;
}

/**
 * The verifier in use: the plugged one, else the HTTP verifier when `ZZD_VERIFY_URL` is set, else the
 * demo verifier when `DEMO` is on, else none (the login is refused).
 */
export function currentZzdVerifier(
  config: Pick<AppConfig, 'demo' | 'zzdVerifyUrl' | 'zzdVerifyToken' | 'zzdProvision'>,
): ZzdVerifier | undefined {
  if (plugged) return plugged;
  if (config.zzdVerifyUrl) {
    return createHttpZzdVerifier({ url: config.zzdVerifyUrl, token: config.zzdVerifyToken, provisionUnknownAccounts: config.zzdProvision });
  }
  return config.demo ? demoZzdVerifier : undefined;
}
