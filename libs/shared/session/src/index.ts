/**
 * @qifu/session — the session of seeds 000 §3 (jotai; tokens in cookies, the rest in session
 * storage), the app-wide API client, login/logout/menu/permission functions and React hooks.
 * No Mantine: the app routes `api` messages to its notifications with `api.setMessageHandler`.
 */
export {
  clearSession,
  dictListAtom,
  isLoggedInAtom,
  isOldModelAtom,
  isPeopleBuildAtom,
  isZZDAtom,
  menuListAtom,
  permissionsAtom,
  protocolStatusAtom,
  qftTokenAtom,
  refreshTokenAtom,
  sessionStore,
  setTokens,
  sidebarAtom,
  tokenAtom,
  userInfoAtom,
  type ProtocolStatus,
  type SidebarState,
} from './lib/atoms';
export { SESSION_KEYS } from './lib/storage';
export { api, subscribeSessionEvents, type SessionApiClient, type SessionListener, type SessionNotice } from './lib/api';
export { ensureMenus, getPublicConfig, loadMenus, loginWithTokens, logout } from './lib/auth';
export { changePassword, checkPasswordAge, login, sendLoginCode, type LoginParams } from './lib/credentials';
export {
  externalLinkTarget,
  fetchDingMenus,
  listSwitchableCompanies,
  loginByZzd,
  signExternalUrl,
  switchToCompany,
  type PersonalCompany,
  type ZzdLoginParams,
} from './lib/flows';
export { startTokenValidityPoll, validityPollInterval, type TokenValidityPollOptions } from './lib/token-poll';
export {
  ANALYTICS_FLUSH,
  ANALYTICS_LIMITS,
  CLICK_EVENT_PREFIX,
  JANK_EVENT_LABEL,
  clickTarget,
  createClickTracker,
  createEventQueue,
  createJankMonitor,
  sendBusinessLogEvent,
  startAnalytics,
  type AnalyticsEvent,
  type EventQueue,
} from './lib/analytics';
export { validateZzdLoginSearch, type ZzdLoginSearch } from './lib/zzd.search';
export { hasPermission } from './lib/permissions';
export { useSession, usePermission, useUserInfo, type SessionSnapshot } from './lib/hooks';
export { Can, useCan, type CanProps } from './lib/can';
export {
  CALL_CENTRE_PATH,
  firstWorkbenchRoute,
  isZzdPath,
  loginLandingPath,
  logoutTarget,
  menuHasCallCentre,
  NO_WORKBENCH_MESSAGE,
  readLoginCallback,
  rewriteHashUrl,
  type LogoutTarget,
} from './lib/routes';
export { USER_TYPE_LABELS, userTypeLabel } from './lib/user-types';
export { DATA_AUTHORIZATION_EVENT, openDataAuthorization, takeDataAuthorizationRequest } from './lib/data-authorization-event';
export { useIsEnterprise, useSsoLoginHref } from './lib/sso';
export { invalidateKeys, useInvalidation, useResourceMutation, type ResourceInvalidation, type ResourceMutationOptions } from './lib/resource-mutation';
export { useSwitchToCompany, type SwitchToCompanyOptions } from './lib/company-switch';
