/**
 * Policy administration's handlers (issue 15), spread into `../handlers.ts`: 政策发布
 * (/admin/policy/info/*), its city-policy sync, 政策文件 (/admin/policy/doc/*) and 政策信息库
 * (/pol/info/*). They share `policy-info.queries.ts` and the one policy state table.
 */
import type { HandlerRegistry } from '../../../core/handler';
import { examinePolInfo } from '../pol-info/examine-pol-info';
import { getEnclosureDel } from '../pol-info/get-enclosure-del';
import { getPolInfoDicValue } from '../pol-info/get-pol-info-dic-value';
import { getPolInfoCompany } from '../pol-info/get-pol-info-company';
import { getPolInfoNum } from '../pol-info/get-pol-info-num';
import { getPolInfoResult } from '../pol-info/get-pol-info-result';
import { getPolView } from '../pol-info/get-pol-view';
import { isdelPolInfo } from '../pol-info/isdel-pol-info';
import { listPolInfo } from '../pol-info/list-pol-info';
import { savePolInfo } from '../pol-info/save-pol-info';
import { viewPolInfo } from '../pol-info/view-pol-info';
import { deletePolicyFile } from '../policy-file/delete-policy-file';
import { editPolicyDoc } from '../policy-file/edit-policy-doc';
import { listByFileName } from '../policy-file/list-by-file-name';
import { batchDeleteAdminPolicyInfo } from './batch-delete-admin-policy-info';
import { cityPolicySync } from './city-policy-sync';
import { deleteAdminPolicyInfo } from './delete-admin-policy-info';
import { downloadCityPolicyTemplate } from './download-city-policy-template';
import { exportAdminPolicyInfo } from './export-admin-policy-info';
import { getAdminPolicyInfoDetail } from './get-admin-policy-info-detail';
import { listAdminPolicyInfo } from './list-admin-policy-info';
import { listAdminPolicyOption } from './list-admin-policy-option';
import { listByPolicyTitle } from './list-by-policy-title';
import { listCityPolicy } from './list-city-policy';
import { saveAdminPolicyInfo } from './save-admin-policy-info';
import { takedownAdminPolicyInfo } from './takedown-admin-policy-info';
import { takeupAdminPolicyInfo } from './takeup-admin-policy-info';

export const policyInfoHandlers: HandlerRegistry = {
  listAdminPolicyInfo,
  getAdminPolicyInfoDetail,
  saveAdminPolicyInfo,
  takeupAdminPolicyInfo,
  takedownAdminPolicyInfo,
  deleteAdminPolicyInfo,
  batchDeleteAdminPolicyInfo,
  exportAdminPolicyInfo,
  listAdminPolicyOption,
  listByPolicyTitle,
  listCityPolicy,
  cityPolicySync,
  downloadCityPolicyTemplate,
  editPolicyDoc,
  listByFileName,
  deletePolicyFile,
  listPolInfo,
  viewPolInfo,
  savePolInfo,
  examinePolInfo,
  getPolView,
  isdelPolInfo,
  getEnclosureDel,
  getPolInfoDicValue,
  getPolInfoNum,
  getPolInfoResult,
  getPolInfoCompany,
};
