/**
 * The handler registry: operationId → handler, one file per operationId under
 * `src/domains/<domain>/<operation-id-kebab>.ts`. Operations of the contract missing here answer
 * 501 NOT_IMPLEMENTED.
 */
import type { HandlerRegistry } from '../core/handler';
import { downloadFile } from './files/download-file';
import { uploadFile } from './files/upload-file';
import { addPolConsult } from './policy/add-pol-consult';
import { addPolicyBusinessLog } from './policy/add-policy-business-log';
import { getPolConsult } from './policy/get-pol-consult';
import { getPolicyDocDetail } from './policy/get-policy-doc-detail';
import { listPolConsult } from './policy/list-pol-consult';
import { listPolicyDoc } from './policy/list-policy-doc';
import { getMenus } from './session/get-menus';
import { getVerifiCode } from './session/get-verifi-code';
import { info } from './session/info';
import { login } from './session/login';
import { logout } from './session/logout';
import { refreshToken } from './session/refresh-token';
import { getDict } from './sys/get-dict';
import { getPublicConfig } from './sys/get-public-config';
import { isNeedUpdatePwd } from './sys/is-need-update-pwd';
import { queryDictOptionByOptionIds } from './sys/query-dict-option-by-option-ids';
import { saveLog } from './sys/save-log';
import { savePwd } from './sys/save-pwd';
import { sysAdminHandlers } from './sys/admin-handlers';
import { sysConfigHandlers } from './sys/config-handlers';
import { declarationHandlers } from './declaration/handlers';
import { matchingHandlers } from './matching/handlers';
import { policyServiceHandlers } from './policy/service-handlers';
import { appealHandlers } from './appeal/handlers';
import { cmsHandlers } from './cms/handlers';
import { customerServiceHandlers } from './customer-service/handlers';
import { landHandlers } from './land/handlers';
import { portalHandlers } from './portal/handlers';
import { questionnaireHandlers } from './questionnaire/handlers';
import { sessionFlowHandlers } from './session/flow-handlers';
import { techHandlers } from './tech/handlers';
import { trainingHandlers } from './training/handlers';

export const handlers: HandlerRegistry = {
  login,
  logout,
  info,
  getMenus,
  refreshToken,
  getVerifiCode,
  getDict,
  queryDictOptionByOptionIds,
  saveLog,
  getPublicConfig,
  savePwd,
  isNeedUpdatePwd,
  listPolicyDoc,
  getPolicyDocDetail,
  addPolConsult,
  listPolConsult,
  getPolConsult,
  addPolicyBusinessLog,
  uploadFile,
  downloadFile,
  ...sysAdminHandlers,
  ...sysConfigHandlers,
  ...matchingHandlers,
  ...declarationHandlers,
  ...policyServiceHandlers,
  ...cmsHandlers,
  ...landHandlers,
  ...techHandlers,
  ...trainingHandlers,
  ...appealHandlers,
  ...customerServiceHandlers,
  ...portalHandlers,
  ...questionnaireHandlers,
  ...sessionFlowHandlers,
};
