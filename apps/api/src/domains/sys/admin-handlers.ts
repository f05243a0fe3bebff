/**
 * Handlers of the user, role, menu, data-rule and office administration (issue 4; openapi/README.md
 * part `sys-portal`), spread into the registry of `../index.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { changeUserEnabled } from './change-user-enabled';
import { deleteDataRule } from './delete-data-rule';
import { deleteMenu } from './delete-menu';
import { deleteOffice } from './delete-office';
import { deleteRole } from './delete-role';
import { deleteSysUser } from './delete-sys-user';
import { getDataRuleDetail } from './get-data-rule-detail';
import { getMenuDetail } from './get-menu-detail';
import { getOfficeDetail } from './get-office-detail';
import { getRoleDetail } from './get-role-detail';
import { getSysUserDetail } from './get-sys-user-detail';
import { grantRole } from './grant-role';
import { listDataRule } from './list-data-rule';
import { listMenuTree } from './list-menu-tree';
import { listOfficeOptions } from './list-office-options';
import { listOfficeTree } from './list-office-tree';
import { listRole } from './list-role';
import { listRoleOptions } from './list-role-options';
import { listSysUser } from './list-sys-user';
import { resetPwd } from './reset-pwd';
import { saveDataRule } from './save-data-rule';
import { saveMenu } from './save-menu';
import { saveOffice } from './save-office';
import { saveRole } from './save-role';
import { saveSysUser } from './save-sys-user';
import { selectGovEmp } from './select-gov-emp';

export const sysAdminHandlers: HandlerRegistry = {
  listSysUser,
  getSysUserDetail,
  saveSysUser,
  deleteSysUser,
  changeUserEnabled,
  resetPwd,
  selectGovEmp,
  listRole,
  getRoleDetail,
  saveRole,
  deleteRole,
  grantRole,
  listRoleOptions,
  listMenuTree,
  getMenuDetail,
  saveMenu,
  deleteMenu,
  listDataRule,
  getDataRuleDetail,
  saveDataRule,
  deleteDataRule,
  listOfficeTree,
  listOfficeOptions,
  getOfficeDetail,
  saveOffice,
  deleteOffice,
};
