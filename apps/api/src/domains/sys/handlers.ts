/**
 * The sys domain's handler registry (operationId → handler), composed into `../index.ts`. One
 * folder per resource (`user/`, `role/`, `menu/`, …): one file per operationId plus the resource's
 * `<resource>.queries.ts`. Operations of the contract missing here answer 501 NOT_IMPLEMENTED.
 */
import type { HandlerRegistry } from '../../core/handler';
import { changeUserEnabled } from './user/change-user-enabled';
import { deleteSysUser } from './user/delete-sys-user';
import { getSysUserDetail } from './user/get-sys-user-detail';
import { isNeedUpdatePwd } from './user/is-need-update-pwd';
import { listSysUser } from './user/list-sys-user';
import { resetPwd } from './user/reset-pwd';
import { savePwd } from './user/save-pwd';
import { saveSysUser } from './user/save-sys-user';
import { selectGovEmp } from './user/select-gov-emp';
import { unlockUser } from './user/unlock-user';
import { deleteRole } from './role/delete-role';
import { getRoleDetail } from './role/get-role-detail';
import { grantRole } from './role/grant-role';
import { listRole } from './role/list-role';
import { listRoleOptions } from './role/list-role-options';
import { saveRole } from './role/save-role';
import { deleteMenu } from './menu/delete-menu';
import { getMenuDetail } from './menu/get-menu-detail';
import { listMenuTree } from './menu/list-menu-tree';
import { saveMenu } from './menu/save-menu';
import { deleteDataRule } from './data-rule/delete-data-rule';
import { getDataRuleDetail } from './data-rule/get-data-rule-detail';
import { listDataRule } from './data-rule/list-data-rule';
import { saveDataRule } from './data-rule/save-data-rule';
import { deleteOffice } from './office/delete-office';
import { getOfficeDetail } from './office/get-office-detail';
import { listOfficeOptions } from './office/list-office-options';
import { listOfficeTree } from './office/list-office-tree';
import { saveOffice } from './office/save-office';
import { deleteDictType } from './dict/delete-dict-type';
import { deleteDictValue } from './dict/delete-dict-value';
import { getDict } from './dict/get-dict';
import { getDictTypeDetail } from './dict/get-dict-type-detail';
import { getDictValueDetail } from './dict/get-dict-value-detail';
import { listDictType } from './dict/list-dict-type';
import { listDictValue } from './dict/list-dict-value';
import { queryDictOptionByOptionIds } from './dict/query-dict-option-by-option-ids';
import { saveDictType } from './dict/save-dict-type';
import { saveDictValue } from './dict/save-dict-value';
import { changePlatformEnabled } from './platform/change-platform-enabled';
import { deletePlatform } from './platform/delete-platform';
import { getPlatformDetail } from './platform/get-platform-detail';
import { getPublicConfig } from './platform/get-public-config';
import { listPlatform } from './platform/list-platform';
import { listPlatformMenu } from './platform/list-platform-menu';
import { savePlatform } from './platform/save-platform';
import { deleteLive } from './live/delete-live';
import { getLiveDetail } from './live/get-live-detail';
import { listLive } from './live/list-live';
import { listPublicLive } from './live/list-public-live';
import { offPublishLive } from './live/off-publish-live';
import { publishLive } from './live/publish-live';
import { saveLive } from './live/save-live';
import { changeHomeConfigEnabled } from './home-config/change-home-config-enabled';
import { deleteHomeConfig } from './home-config/delete-home-config';
import { getHomeConfigDetail } from './home-config/get-home-config-detail';
import { getHomeContact } from './home-config/get-home-contact';
import { getPortalHomeConfig } from './home-config/get-portal-home-config';
import { listHomeConfig } from './home-config/list-home-config';
import { saveHomeConfig } from './home-config/save-home-config';
import { saveHomeContact } from './home-config/save-home-contact';
import { changeConfigEnableFlag } from './basic-data-config/change-config-enable-flag';
import { deleteBasicDataConfig } from './basic-data-config/delete-basic-data-config';
import { findAllByType } from './basic-data-config/find-all-by-type';
import { findBasicDataConfigById } from './basic-data-config/find-basic-data-config-by-id';
import { getBasicDataConfigDetail } from './basic-data-config/get-basic-data-config-detail';
import { getServiceCategoryCascade } from './basic-data-config/get-service-category-cascade';
import { saveConfig } from './basic-data-config/save-config';
import { updateService } from './basic-data-config/update-service';
import { listRegionChildren } from './region/list-region-children';
import { deleteFeedback } from './feedback/delete-feedback';
import { getFeedbackDetail } from './feedback/get-feedback-detail';
import { handleFeedback } from './feedback/handle-feedback';
import { listFeedback } from './feedback/list-feedback';
import { saveFeedback } from './feedback/save-feedback';
import { listActionLog } from './action-log/list-action-log';
import { saveLog } from './action-log/save-log';

export const sysHandlers: HandlerRegistry = {
  // user/
  changeUserEnabled,
  unlockUser,
  deleteSysUser,
  getSysUserDetail,
  isNeedUpdatePwd,
  listSysUser,
  resetPwd,
  savePwd,
  saveSysUser,
  selectGovEmp,
  // role/
  deleteRole,
  getRoleDetail,
  grantRole,
  listRole,
  listRoleOptions,
  saveRole,
  // menu/
  deleteMenu,
  getMenuDetail,
  listMenuTree,
  saveMenu,
  // data-rule/
  deleteDataRule,
  getDataRuleDetail,
  listDataRule,
  saveDataRule,
  // office/
  deleteOffice,
  getOfficeDetail,
  listOfficeOptions,
  listOfficeTree,
  saveOffice,
  // dict/
  deleteDictType,
  deleteDictValue,
  getDict,
  getDictTypeDetail,
  getDictValueDetail,
  listDictType,
  listDictValue,
  queryDictOptionByOptionIds,
  saveDictType,
  saveDictValue,
  // platform/
  changePlatformEnabled,
  deletePlatform,
  getPlatformDetail,
  getPublicConfig,
  listPlatform,
  listPlatformMenu,
  savePlatform,
  // live/
  deleteLive,
  getLiveDetail,
  listLive,
  listPublicLive,
  offPublishLive,
  publishLive,
  saveLive,
  // home-config/
  changeHomeConfigEnabled,
  deleteHomeConfig,
  getHomeConfigDetail,
  getHomeContact,
  getPortalHomeConfig,
  listHomeConfig,
  saveHomeConfig,
  saveHomeContact,
  // basic-data-config/
  changeConfigEnableFlag,
  deleteBasicDataConfig,
  findAllByType,
  findBasicDataConfigById,
  getBasicDataConfigDetail,
  getServiceCategoryCascade,
  saveConfig,
  updateService,
  // region/
  listRegionChildren,
  // feedback/
  deleteFeedback,
  getFeedbackDetail,
  handleFeedback,
  listFeedback,
  saveFeedback,
  // action-log/
  listActionLog,
  saveLog,
};
