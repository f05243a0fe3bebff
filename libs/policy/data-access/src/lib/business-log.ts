import { QUIET_HEADER, unwrap, type ApiClient } from '@qifu/sdk';
import { api } from '@qifu/session';

import { type BusinessLog } from './policy.types';

/**
 * The event labels of the policy business log (seeds 000 §7, 001 §3 "Business-log payload: type 1,
 * eventLabel plus extra fields"; issue 5 "views, consultations, declarations and searches").
 * The labels are what the statistics (`getPolicyBusinessLogStatistic`) group by: never rename one.
 */
export const POLICY_EVENTS = {
  /** A policy's details were opened (extras `{ polInfoId }`). */
  view: '政策浏览',
  /** A policy consultation was submitted (extras `{ polInfoId }`). */
  consult: '政策咨询',
  /** A policy declaration was submitted (extras `{ polInfoId, projectId? }`; helper of the declaration flow). */
  declare: '政策申报',
  /** A policy search with a non-empty keyword ran, after the 500 ms debounce (extras `{ keyword }`). */
  search: '政策搜索',
} as const;

/** One of the labels of {@link POLICY_EVENTS}. */
export type PolicyEventLabel = (typeof POLICY_EVENTS)[keyof typeof POLICY_EVENTS];

/**
 * Flat scalar extras of a business-log event (`BusinessLog` allows at most 18 besides `type` and
 * `eventLabel`, strings up to 500 characters); `undefined` values are left out.
 */
export type PolicyEventExtras = Record<string, string | number | boolean | undefined>;

/** Most extras the contract allows besides `type` and `eventLabel` (BusinessLog maxProperties 20). */
const MAX_EXTRAS = 18;
/** Longest extra string the contract allows (BusinessLog additionalProperties maxLength). */
const MAX_EXTRA_LENGTH = 500;

/**
 * Records a policy business-log event (`addPolicyBusinessLog`, POST /pol/policyBusinessLog/add),
 * quietly (header `x-quiet: 1`: no message, no token refresh). Best effort: the returned promise
 * never rejects — a failure is swallowed, the user's action never depends on it.
 *
 * @param event - `{ type: 1, eventLabel, ...extras }`.
 * @param client - the API client; the session's `api` by default (components pass `useApiClient()`).
 */
export async function logPolicyBusiness(event: BusinessLog, client: ApiClient = api): Promise<void> {
  try {
    await unwrap(client.POST('/pol/policyBusinessLog/add', { body: event, headers: { [QUIET_HEADER]: '1' } }));
  } catch {
    // analytics only
  }
}

/**
 * Fire-and-forget business-log event of the policy pages (seeds 000 §7, 001 §3): sends
 * `{ type: 1, eventLabel, ...extras }` through {@link logPolicyBusiness}. Extras that are
 * `undefined` are dropped, strings are cut at 500 characters and at most 18 extras are sent, so
 * that the payload always satisfies the contract. Never blocks and never throws; the promise is
 * returned only so that callers (and tests) may await it — it always resolves.
 *
 * @example logPolicyEvent(client, POLICY_EVENTS.view, { polInfoId: policy.id });
 */
export function logPolicyEvent(client: ApiClient, eventLabel: PolicyEventLabel, extras: PolicyEventExtras = {}): Promise<void> {
  const event: BusinessLog = { type: 1, eventLabel };
  let count = 0;
  for (const [key, value] of Object.entries(extras)) {
    if (value === undefined || key === 'type' || key === 'eventLabel') continue;
    if (count >= MAX_EXTRAS) break;
    event[key] = typeof value === 'string' ? value.slice(0, MAX_EXTRA_LENGTH) : value;
    count += 1;
  }
  return logPolicyBusiness(event, client);
}
