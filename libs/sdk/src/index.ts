/**
 * @qifu/sdk — the typed client of the platform's API, generated from `openapi/` (contract first).
 * Knows nothing of React or Mantine.
 *
 * - `createApiClient()` — the shared client with the middleware of seeds 000 §7/§8;
 * - `unwrap()` / `ApiError` — envelope handling;
 * - `formBody()` / `formSerializer` — url-encoded bodies (`postType: 'form'`);
 * - SM2 encryption lives in the separate entry `@qifu/sdk/sm2` (sm-crypto is large: load it lazily);
 * - the time constants of seeds 000 §9;
 * - `PERM` (permission strings) and `ENUM_LABELS` (enum labels), generated from the spec.
 */
export type { paths, components, operations } from './generated/schema';
/** `PERM` / `Permission`: every `x-permission` string of the spec, as constants (generated). */
export { PERM, type Permission } from './generated/permissions';
/**
 * `ENUM_LABELS`: the display labels of the spec's enum schemas, from `x-enum-descriptions`
 * (generated); each schema's labels also on their own (`LandStatusLabels`, one module each) for
 * pages that need only a few.
 */
export * from './generated/enum-labels';

export {
  browserSession,
  createApiClient,
  PREFILL_TTL_MS,
  type ApiClient,
  type ApiClientHelpers,
  type ApiClientOptions,
  type ApiMessage,
  type GuardStorage,
  type SessionEvent,
  type UrlQuery,
} from './lib/create-api-client';
export { unwrap, unwrapWithMsg, isEnvelope, type EnvelopeData, type FetchResultLike, type MutationResult, type UnwrapData } from './lib/unwrap';
export { ApiError, isApiError, type ApiErrorCode, type ApiErrorInit } from './lib/api-error';
export {
  formBody,
  formSerializer,
  FORM_CONTENT_TYPE,
  multipartBody,
  multipartSerializer,
  type FormBodyOptions,
  type FormValue,
  type MultipartBody,
  type MultipartBodyOptions,
} from './lib/form';
export { SDK_MESSAGES } from './lib/messages';
export {
  DEFAULT_BASE_URL,
  LOGIN_MESSAGE_DURATION_MS,
  MESSAGE_DURATION_MS,
  QUIET_HEADER,
  REFRESH_GUARD_KEY,
  REFRESH_GUARD_MS,
  RELOAD_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE_DURATION_MS,
  VALIDITY_POLL_MS,
  VALIDITY_POLL_MS_PRODUCTION,
} from './lib/constants';

import type { components } from './generated/schema';

/** Shorthands for the schemas the front end uses most (names as in the spec). */
export type UserInfo = components['schemas']['UserInfo'];
/** User type codes (seeds 000 §1, §6): QY, GR, YYF and this platform's GOV, DEPT, ADMIN, CALL. */
export type UserType = components['schemas']['UserType'];
/** One entry of the server-delivered menu (seeds 000 §6). */
export type MenuItem = components['schemas']['MenuItem'];
/** Menu fetch result: `menuList` and `permissions`. */
export type Menus = components['schemas']['Menus'];
/** Dictionaries grouped by key (seeds 000 §3 "Dictionary entry"). */
export type DictMap = components['schemas']['DictMap'];
/** One dictionary entry `{ label, value }`. */
export type DictOption = components['schemas']['DictOption'];
/** Tokens issued at login and refresh. */
export type TokenPair = components['schemas']['TokenPair'];
/** Public runtime configuration (SSO address, SM2 public key, hotline …). */
export type PublicConfig = components['schemas']['PublicConfig'];
/** Password-age check result. */
export type PwdAge = components['schemas']['PwdAge'];
/** Result of sending a login code. */
export type VerifyCodeResult = components['schemas']['VerifyCodeResult'];
/** The envelope's business codes. */
export type EnvelopeCode = components['schemas']['EnvelopeCode'];
