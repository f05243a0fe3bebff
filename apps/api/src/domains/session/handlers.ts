/**
 * The session domain's handler registry (operationId → handler), composed into `../index.ts`: login,
 * logout, the current user and menus, token refresh, the login code (issues 1–2); and the session
 * flows of issue 6 — role switch, token validity, government-app login and menu, signed external
 * links, construction-area check (seeds 000 §4 "Session", §6, §7).
 */
import type { HandlerRegistry } from '../../core/handler';
import { changeToCompany } from './me/change-to-company';
import { checkTokenValid } from './login/check-token-valid';
import { getDingMenus } from './me/get-ding-menus';
import { getMenus } from './me/get-menus';
import { getVerifiCode } from './login/get-verifi-code';
import { info } from './me/info';
import { isConstructionArea } from './me/is-construction-area';
import { listPersonalCompany } from './me/list-personal-company';
import { login } from './login/login';
import { loginByZzdAccountId } from './login/login-by-zzd-account-id';
import { logout } from './login/logout';
import { refreshToken } from './login/refresh-token';
import { withZzdLoginAudit } from './login/zzd-login-audit';
import { signExternalUrl } from './external-link/sign-external-url';

export const sessionHandlers: HandlerRegistry = {
  login,
  logout,
  info,
  getMenus,
  refreshToken,
  getVerifiCode,
  changeToCompany,
  checkTokenValid,
  loginByZzdAccountId: withZzdLoginAudit(loginByZzdAccountId),
  getDingMenus,
  signExternalUrl,
  isConstructionArea,
  // The targets of changeToCompany (an enterprise-archive operation; here until that issue).
  listPersonalCompany,
};
