/**
 * Handlers of the enterprise archive (seeds 000 §3 "Company suggestion", §7 company-name search; issue 16 implements
 * the search the call centre's company lookup needs; the archive's other operations follow in their issue).
 */
import type { HandlerRegistry } from '../../core/handler';
import { queryCompanyByName } from './company/query-company-by-name';

// issue 18 (companies, extension tables and fields, the archive)
import { changeFieldEnableFlag } from './expansion/change-field-enable-flag';
import { changeTableEnableFlag } from './expansion/change-table-enable-flag';
import { findEnableTableList } from './expansion/find-enable-table-list';
import { findEntExpansionTableById } from './expansion/find-ent-expansion-table-by-id';
import { findEntExpansionTableFieldById } from './expansion/find-ent-expansion-table-field-by-id';
import { getBusinessTypeList } from './expansion/get-business-type-list';
import { getFieldTypeList } from './expansion/get-field-type-list';
import { getTableFieldToSelect } from './expansion/get-table-field-to-select';
import { saveOrUpdateEntExpansionTable } from './expansion/save-or-update-ent-expansion-table';
import { saveOrUpdateEntExpansionTableField } from './expansion/save-or-update-ent-expansion-table-field';
import { updateOrderData } from './expansion/update-order-data';
import { checkCreditCode } from './company/check-credit-code';
import { deleteCompanyInfo } from './company/delete-company-info';
import { findCompanyInfoById } from './company/find-company-info-by-id';
import { getCompanyInfoEnums } from './company/get-company-info-enums';
import { listCompanyInfo } from './company/list-company-info';
import { saveCompanyInfo } from './company/save-company-info';
import { deleteOtherDetail } from './archive/delete-other-detail';
import { findDynamicCompanyInfoById } from './archive/find-dynamic-company-info-by-id';
import { judgeBusinessType } from './archive/judge-business-type';
import { newEntArchive } from './archive/new-ent-archive';
import { queryAllDictValue } from './archive/query-all-dict-value';
import { queryEntArchiveDetail } from './archive/query-ent-archive-detail';
import { saveEntArchiveDetail } from './archive/save-ent-archive-detail';
import { saveEntArchiveOtherDetail } from './archive/save-ent-archive-other-detail';
import { saveFieldValue } from './archive/save-field-value';
import { updateBusinessType } from './archive/update-business-type';

// issue 18 (import and export at scale)
import { companyDataExport } from './transfer/company-data-export';
import { downloadCompanyImportTemplate } from './transfer/download-company-import-template';
import { downloadExcelTemplate } from './transfer/download-excel-template';
import { exportCompanyInfo } from './transfer/export-company-info';
import { importCompanyInfo } from './transfer/import-company-info';
import { importCompanyInfoProgress } from './transfer/import-company-info-progress';
import { importExcel } from './transfer/import-excel';
import { importExcelProgress } from './transfer/import-excel-progress';

// issue 18 (tags, smart tags and binding)
import { bindPersonalCompany } from './personal-company/bind-personal-company';
import { listPersonalCompanyManage } from './personal-company/list-personal-company-manage';
import { reviewPersonalCompany } from './personal-company/review-personal-company';
import { unbindPersonalCompany } from './personal-company/unbind-personal-company';
import { deleteCompanyTag } from './tag/delete-company-tag';
import { deleteTagCategory } from './tag/delete-tag-category';
import { deleteTagInfo } from './tag/delete-tag-info';
import { getTagInfoDetail } from './tag/get-tag-info-detail';
import { listCompanyByTag } from './tag/list-company-by-tag';
import { listCompanyTag } from './tag/list-company-tag';
import { listSmartTagField } from './tag/list-smart-tag-field';
import { listTagInfo } from './tag/list-tag-info';
import { listTagOption } from './tag/list-tag-option';
import { saveCompanyTag } from './tag/save-company-tag';
import { saveSmartTag } from './tag/save-smart-tag';
import { saveTagCategory } from './tag/save-tag-category';
import { saveTagInfo } from './tag/save-tag-info';

export const enterpriseArchiveHandlers: HandlerRegistry = {
  // issue 18: binding individuals to companies, tags and smart tags
  bindPersonalCompany,
  unbindPersonalCompany,
  listPersonalCompanyManage,
  reviewPersonalCompany,
  listTagInfo,
  getTagInfoDetail,
  saveTagInfo,
  saveSmartTag,
  deleteTagInfo,
  listTagOption,
  saveTagCategory,
  deleteTagCategory,
  listSmartTagField,
  listCompanyTag,
  saveCompanyTag,
  deleteCompanyTag,
  listCompanyByTag,
  queryCompanyByName,
  // issue 18: companies, extension tables and fields, the archive
  listCompanyInfo,
  findCompanyInfoById,
  saveCompanyInfo,
  deleteCompanyInfo,
  checkCreditCode,
  getCompanyInfoEnums,
  saveOrUpdateEntExpansionTable,
  findEntExpansionTableById,
  changeTableEnableFlag,
  findEnableTableList,
  getBusinessTypeList,
  getTableFieldToSelect,
  updateOrderData,
  saveOrUpdateEntExpansionTableField,
  findEntExpansionTableFieldById,
  changeFieldEnableFlag,
  getFieldTypeList,
  queryEntArchiveDetail,
  findDynamicCompanyInfoById,
  newEntArchive,
  saveEntArchiveDetail,
  saveEntArchiveOtherDetail,
  deleteOtherDetail,
  saveFieldValue,
  judgeBusinessType,
  updateBusinessType,
  queryAllDictValue,
  // issue 18: import and export at scale
  importCompanyInfo,
  importCompanyInfoProgress,
  downloadCompanyImportTemplate,
  exportCompanyInfo,
  importExcel,
  importExcelProgress,
  downloadExcelTemplate,
  companyDataExport,
};
