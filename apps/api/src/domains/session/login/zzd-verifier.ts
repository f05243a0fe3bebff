/**
 * The government app's (浙政钉) identity check behind loginByZzdAccountId (seeds 000 §2 "/zzd/login
 * government-app redirect login", §3 "Government-app login params: accountId, token, name").
 *
 * The check is pluggable: the server asks the verifier in use whether `token` proves `accountId`.
 * - Default with `DEMO` on: {@link demoZzdVerifier} — accepts any non-empty accountId and token and
 *   gives unknown accounts a new individual (GR) user, so the mode can be tried without the app.
 * - Default with `DEMO` off: none — every government-app login is refused until a real verifier is
 *   plugged in (the demo verifier would let anyone in).
 *
 * Plugging a real one (e.g. the 浙政钉 open platform: exchange the one-time auth code for the
 * user's account id with the app key and secret, then compare):
 * ```ts
 * import { setZzdVerifier } from './domains/session/login/zzd-verifier';
 * setZzdVerifier({
 *   provisionUnknownAccounts: false, // only accounts an administrator linked may log in
 *   async verify({ accountId, token }) {
 *     const who = await zhezhengding.getUserInfoByAuthCode(token); // the app's API
 *     return who.accountId === accountId ? { accountId, name: who.name } : null;
 *   },
 * });
 * ```
 * Call it once at start-up (apps/api/src/main.ts) before the server listens.
 */

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
   *   该政务钉钉账号未关联平台用户). May throw on a network failure (answered as 500).
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

let plugged: ZzdVerifier | undefined;

/** Plugs the verifier used by every later government-app login (`undefined` restores the default). */
export function setZzdVerifier(verifier: ZzdVerifier | undefined): void {
  plugged = verifier;
}

/** The verifier in use: the plugged one, else the demo verifier when `DEMO` is on, else none. */
export function currentZzdVerifier(demo: boolean): ZzdVerifier | undefined {
  return plugged ?? (demo ? demoZzdVerifier : undefined);
}
