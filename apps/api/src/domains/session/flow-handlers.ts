/** Handlers of the session flows of issue 6: role switch, token validity, government-app login and menu, signed external links, construction-area check (seeds 000 §4 "Session", §6, §7). */
import type { HandlerRegistry } from '../../core/handler';
import { changeToCompany } from './change-to-company';
import { checkTokenValid } from './check-token-valid';
import { getDingMenus } from './get-ding-menus';
import { isConstructionArea } from './is-construction-area';
import { listPersonalCompany } from './list-personal-company';
import { loginByZzdAccountId } from './login-by-zzd-account-id';
import { signExternalUrl } from './sign-external-url';

export const sessionFlowHandlers: HandlerRegistry = {
  changeToCompany,
  checkTokenValid,
  loginByZzdAccountId,
  getDingMenus,
  signExternalUrl,
  isConstructionArea,
  // The targets of changeToCompany (an enterprise-archive operation; here until that issue).
  listPersonalCompany,
};
