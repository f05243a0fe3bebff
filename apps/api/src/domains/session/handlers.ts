/**
 * The session domain's handler registry (operationId → handler), composed into `../index.ts`: login,
 * logout, the current user and menus, token refresh, the login code (issues 1–2); and the session
 * flows of issue 6 — role switch, token validity, government-app login and menu, signed external
 * links, construction-area check (seeds 000 §4 "Session", §6, §7).
 */
import type { HandlerRegistry } from '../../core/handler';
import { changeToCompany } from './change-to-company';
import { checkTokenValid } from './check-token-valid';
import { getDingMenus } from './get-ding-menus';
import { getMenus } from './get-menus';
import { getVerifiCode } from './get-verifi-code';
import { info } from './info';
import { isConstructionArea } from './is-construction-area';
import { listPersonalCompany } from './list-personal-company';
import { login } from './login';
import { loginByZzdAccountId } from './login-by-zzd-account-id';
import { logout } from './logout';
import { refreshToken } from './refresh-token';
import { signExternalUrl } from './sign-external-url';

export const sessionHandlers: HandlerRegistry = {
  login,
  logout,
  info,
  getMenus,
  refreshToken,
  getVerifiCode,
  changeToCompany,
  checkTokenValid,
  loginByZzdAccountId,
  getDingMenus,
  signExternalUrl,
  isConstructionArea,
  // The targets of changeToCompany (an enterprise-archive operation; here until that issue).
  listPersonalCompany,
};
